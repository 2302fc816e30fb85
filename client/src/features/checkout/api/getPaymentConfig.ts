import { api } from "../../../lib/api-client";

/** Which payment provider the server runs; the Stripe key only when it is Stripe. */
export interface PaymentConfig {
  paymentProvider: "stripe" | "simulated";
  stripePublishableKey: string | null;
}

export async function getPaymentConfig(): Promise<PaymentConfig> {
  const { data } = await api.get<PaymentConfig>("/config");
  return data;
}
