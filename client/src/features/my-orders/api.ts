// A buyer's orders: the signed-in reader's list and a guest's lookup by order number and e-mail.
import { api } from "../../lib/api-client";
import type { OrderLookupInput } from "../../../../common/contract/orders";

export type BuyerOrderStatus = "pending" | "paid" | "shipped" | "expired" | "canceled";

/** What the buyer sees of an order (GET /orders/mine answers more; these fields are common to both). */
export interface BuyerOrder {
  id: number;
  status: BuyerOrderStatus;
  total: number;
  items: { bookId: number | null; name: string; price: number; quantity: number }[];
  voucherUrl: string | null;
  voucherExpiresAt: string | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  expiredAt: string | null;
  canceledAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

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
