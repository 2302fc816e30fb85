// A message that disappears on its own (the auth forms clear theirs after 3 s, the snackbar closes after 3 s).
import { useCallback, useEffect, useState } from "react";

export function useTimedMessage(ms = 3000) {
  // Each show() is a new object, so the same text shown twice restarts the timer.
  const [message, setMessage] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);

  const show = useCallback((text: string) => setMessage({ text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message: message?.text ?? null, show, clear };
}
