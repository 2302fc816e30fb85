// The server's quote for what the page shows (the cart, the checkout's summary), asked again whenever the lines, the
// code or the e-mail change. Only the answer to the latest request is kept, so a slow answer never overwrites a newer one.
import { useEffect, useRef, useState } from "react";
import { apiErrorMessage } from "@/lib/api-client";
import { getQuote, type Quote, type QuoteRequest } from "../api";

export const QUOTE_FAILED = "No pudimos calcular el total de tu pedido. Revisa tu conexión e intenta de nuevo.";
/** Quantities typed key by key become one request (the first request goes at once). */
const SETTLE_MS = 150;

export interface QuoteState {
  /** the latest answer (kept while a newer request is on its way); null before the first one or after a failure */
  quote: Quote | null;
  /** the server's Spanish message (or QUOTE_FAILED) when the latest request failed */
  error: string | null;
  /** a request for what the page now shows is on its way */
  pending: boolean;
}

/** `request` null: nothing to price (empty cart). */
export function useQuote(request: QuoteRequest | null): QuoteState {
  const key = request && JSON.stringify(request);
  const [state, setState] = useState<QuoteState & { key: string | null }>({
    key: null,
    quote: null,
    error: null,
    pending: false,
  });
  const asked = useRef(false);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const delay = asked.current ? SETTLE_MS : 0;
    asked.current = true;
    const timer = setTimeout(() => {
      getQuote(JSON.parse(key) as QuoteRequest).then(
        (quote) => current && setState({ key, quote, error: null, pending: false }),
        (error: unknown) =>
          current && setState({ key, quote: null, error: apiErrorMessage(error, QUOTE_FAILED), pending: false }),
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (!key) return { quote: null, error: null, pending: false };
  return { quote: state.quote, error: state.key === key ? state.error : null, pending: state.key !== key };
}
