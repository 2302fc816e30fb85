import { useEffect, useState } from "react";

/** Auth form messages clear themselves after 3000 ms (spec §9). */
export const AUTH_MESSAGE_MS = 3000;

export function useTimedMessage(): [string, (text: string) => void] {
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), AUTH_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
