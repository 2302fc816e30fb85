import type { Quote, QuoteRequest } from "@autora/common/contract/orders-quote.ts";
import { api } from "@/lib/api-client";

export type { Quote, QuoteRequest };

/** POST /orders/quote: the server prices the cart (and the discount code); the pages show its answer as it is. */
export async function getQuote(body: QuoteRequest): Promise<Quote> {
  const { data } = await api.post<Quote>("/orders/quote", body);
  return data;
}
