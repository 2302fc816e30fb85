import { api } from "@/lib/api-client";

import type { PaymentConfig } from "@autora/common/contract/orders.ts";

export type { PaymentConfig };

export async function getPaymentConfig(): Promise<PaymentConfig> {
  const { data } = await api.get<PaymentConfig>("/config");
  return data;
}
