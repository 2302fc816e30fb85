import { api, apiPath } from "@/lib/api-client";
import type { Order, PaymentConfig as PublicConfig, SalesSummary, ShippingInput } from "@autora/common/contract/orders.ts";
import { saveFile } from "@/lib/save-file";

export async function getOrders(): Promise<Order[]> {
  const { data } = await api.get<Order[]>("/orders");
  return data;
}

export async function setOrderStatus(id: number, status: "shipped" | "canceled", shipping: { carrier?: string; trackingNumber?: string } = {}): Promise<Order> {
  const { data } = await api.patch<Order>(apiPath`/orders/${id}`, { status, ...shipping });
  return data;
}

/** PUT /orders/{id}/shipping: a shipped order's corrected carrier and tracking number (the buyer is told by e-mail). */
export async function correctShipping(id: number, shipping: ShippingInput): Promise<Order> {
  const { data } = await api.put<Order>(apiPath`/orders/${id}/shipping`, shipping);
  return data;
}

export async function getSalesSummary(): Promise<SalesSummary> {
  const { data } = await api.get<SalesSummary>("/orders/summary");
  return data;
}

/** Downloads GET /orders/export.csv (it needs the token, so not a plain link) and saves it under the server's name. */
export async function downloadOrdersCsv(): Promise<void> {
  const response = await api.get<Blob>("/orders/export.csv", { responseType: "blob" });
  const disposition = String(response.headers["content-disposition"] ?? "");
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "pedidos.csv";
  saveFile(response.data, name);
}

/** Only answered when the server runs the simulated payment provider. */
export async function simulatePayment(id: number): Promise<Order> {
  const { data } = await api.post<Order>(apiPath`/orders/${id}/simulate-payment`);
  return data;
}

export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await api.get<PublicConfig>("/config");
  return data;
}

/** The admin's printouts of paid orders: packing slips (A4) and address labels (10 x 15 cm). */
export type Printout = "packing-slips" | "address-labels";

/**
 * The printout's page (it needs the token, so not a plain link). Read as axios reads any answer: the HTML stays text
 * and a refusal's JSON gives its Spanish message.
 */
export async function getPrintout(kind: Printout, ids: number[]): Promise<string> {
  const { data } = await api.get<string>(`/orders/${kind}`, { params: { pedidos: ids.join(",") } });
  return data;
}

/** The author wrote the order's dedication: it stops showing "por dedicar". */
export async function markDedicated(id: number): Promise<Order> {
  const { data } = await api.post<Order>(apiPath`/orders/${id}/dedicated`);
  return data;
}
