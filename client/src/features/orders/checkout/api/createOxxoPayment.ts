import type { CheckoutAnswer, CheckoutRequest } from "@autora/common/contract/orders.ts";
import { api } from "@/lib/api-client";

/** The body of POST /pago-oxxo: the buyer's name, e-mail, phone, address and the items. The server prices the items from its own catalogue. */
export type OxxoPaymentRequest = CheckoutRequest;

/** Read defensively: an answer without client_secret (or with `error`) is a failed payment. */
export type OxxoPaymentResponse = Partial<CheckoutAnswer> & { error?: string };

export async function createOxxoPayment(body: OxxoPaymentRequest): Promise<OxxoPaymentResponse> {
  const { data } = await api.post<OxxoPaymentResponse>("/pago-oxxo", body);
  return data;
}
