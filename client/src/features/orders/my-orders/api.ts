// A buyer's orders: the signed-in reader's list, a guest's lookup by order number and e-mail, and the order page.
import { api } from "@/lib/api-client";
import type { BuyerOrder, OrderLookupInput, OrderPage } from "@autora/common/contract/orders.ts";

export type { BuyerOrder, OrderPage, OrderStatus as BuyerOrderStatus } from "@autora/common/contract/orders.ts";

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

/** GET /api/orders/page/:token, the order behind its permanent link */
export async function getOrderPage(token: string): Promise<OrderPage> {
  const { data } = await api.get<OrderPage>(`/orders/page/${encodeURIComponent(token)}`);
  return data;
}
