// The one way a page changes data: run the API call, refresh the page's loaders, and say how it went in Spanish with
// <FormMessage feedback={mutation.feedback} /> next to the control. A failure is always shown (the server's message,
// else the fallback), never only logged; a confirmation disappears after a few seconds, an error stays until the next try.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router-dom";
import type { Feedback } from "@/components/ui/FormMessage";
import { apiErrorMessage } from "./api-client";

const CONFIRMATION_MS = 4000;

export interface MutationOptions<R> {
  /** what to say when it worked; nothing is said when left out */
  success?: string | ((result: R) => string);
  /** what to say when the server gave no message of its own */
  failure?: string;
  /** refresh the page's loaders afterwards (default true) */
  revalidate?: boolean;
}

export function useMutation() {
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  useEffect(() => {
    if (feedback?.tone !== "ok") return;
    const timer = setTimeout(() => setFeedback(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  /** Resolves the call's result, or undefined when it failed (the failure is then in `feedback`). */
  const run = useCallback(
    async <R>(action: () => Promise<R>, options: MutationOptions<R> = {}): Promise<R | undefined> => {
      setPending(true);
      setFeedback(null);
      try {
        const result = await action();
        if (options.revalidate ?? true) await revalidate();
        const success = typeof options.success === "function" ? options.success(result) : options.success;
        if (mounted.current && success) setFeedback({ tone: "ok", text: success });
        return result;
      } catch (error) {
        if (mounted.current)
          setFeedback({
            tone: "error",
            text: apiErrorMessage(error, options.failure ?? "No se pudo guardar. Intenta de nuevo."),
          });
        return undefined;
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [revalidate],
  );

  /** Shows a problem found before calling the server (a form's own check), the same way as the server's. */
  const refuse = useCallback((text: string) => setFeedback({ tone: "error", text }), []);
  const clear = useCallback(() => setFeedback(null), []);
  return { run, pending, feedback, refuse, clear };
}
