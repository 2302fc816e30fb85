// A buyer's orders: the signed-in reader's list and a guest's lookup by order number and e-mail.
import { api } from "@/lib/api-client";
import type { BuyerOrder, OrderLookupInput } from "@autora/common/contract/orders.ts";

export type { BuyerOrder, OrderStatus as BuyerOrderStatus } from "@autora/common/contract/orders.ts";

/** GET /api/orders/mine */
export async function getMyOrders(): Promise<BuyerOrder[]> {
  const { data } = await api.get<BuyerOrder[]>("/orders/mine");
  return data;
}

/** POST /api/orders/lookup */
export async function lookupOrder(input: OrderLookupInput): Promise<BuyerOrder> {
  const { data } = await api.post<BuyerOrder>("/orders/lookup", input);
  return data;
}
