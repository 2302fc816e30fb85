// Every call of the orders domain: the cart's quote and the checkout, a buyer's orders, and the administrator's
// orders and discount codes.
import { api, apiPath } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import type {
  BuyerOrder,
  CheckoutAnswer,
  CheckoutRequest,
  Order,
  OrderLookupInput,
  OrderPage,
  PaymentConfig,
  SalesSummary,
  ShippingInput,
} from "@autora/common/contract/orders.ts";
import type { Quote, QuoteRequest } from "@autora/common/contract/orders-quote.ts";
import type { DiscountCode, DiscountCodeInput, DiscountCodeUpdate } from "@autora/common/contract/orders-discounts.ts";

export type { Quote, QuoteRequest, PaymentConfig };
export type { BuyerOrder, OrderPage, OrderStatus as BuyerOrderStatus } from "@autora/common/contract/orders.ts";

// ---- The cart and the checkout ----------------------------------------------------------------------------------

/** POST /orders/quote: the server prices the cart (and the discount code); the pages show its answer as it is. */
export async function getQuote(body: QuoteRequest): Promise<Quote> {
  const { data } = await api.post<Quote>("/orders/quote", body);
  return data;
}

/** GET /config: the payment provider's public settings (the checkout and the admin's orders page). */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const { data } = await api.get<PaymentConfig>("/config");
  return data;
}

/** The body of POST /pago-oxxo: the buyer's name, e-mail, phone, address and the items. The server prices the items from its own catalogue. */
export type OxxoPaymentRequest = CheckoutRequest;

/** Read defensively: an answer without client_secret (or with `error`) is a failed payment. */
export type OxxoPaymentResponse = Partial<CheckoutAnswer> & { error?: string };

/** POST /pago-oxxo: places the order and starts its OXXO payment. */
export async function createOxxoPayment(body: OxxoPaymentRequest): Promise<OxxoPaymentResponse> {
  const { data } = await api.post<OxxoPaymentResponse>("/pago-oxxo", body);
  return data;
}

// ---- A buyer's orders: the signed-in reader's list, a guest's lookup and the order page -------------------------

/** GET /api/orders/mine */
export async function getMyOrders(): Promise<BuyerOrder[]> {
  const { data } = await api.get<BuyerOrder[]>("/orders/mine");
  return data;
}

/** POST /api/orders/lookup: a guest's order by its number and e-mail. */
export async function lookupOrder(input: OrderLookupInput): Promise<BuyerOrder> {
  const { data } = await api.post<BuyerOrder>("/orders/lookup", input);
  return data;
}

/** GET /api/orders/page/:token, the order behind its permanent link */
export async function getOrderPage(token: string): Promise<OrderPage> {
  const { data } = await api.get<OrderPage>(`/orders/page/${encodeURIComponent(token)}`);
  return data;
}

// ---- The administrator's orders ---------------------------------------------------------------------------------

export async function getOrders(): Promise<Order[]> {
  const { data } = await api.get<Order[]>("/orders");
  return data;
}

export async function setOrderStatus(
  id: number,
  status: "shipped" | "canceled",
  shipping: { carrier?: string; trackingNumber?: string } = {},
): Promise<Order> {
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

// ---- The administrator's discount codes (GET, POST, PUT /discount-codes, POST /discount-codes/:id/deactivate) ----

export async function getDiscountCodes(): Promise<DiscountCode[]> {
  const { data } = await api.get<DiscountCode[]>("/discount-codes");
  return data;
}

export async function createDiscountCode(body: DiscountCodeInput): Promise<DiscountCode> {
  const { data } = await api.post<DiscountCode>("/discount-codes", body);
  return data;
}

export async function updateDiscountCode(id: number, body: DiscountCodeUpdate): Promise<DiscountCode> {
  const { data } = await api.put<DiscountCode>(apiPath`/discount-codes/${id}`, body);
  return data;
}

export async function deactivateDiscountCode(id: number): Promise<DiscountCode> {
  const { data } = await api.post<DiscountCode>(apiPath`/discount-codes/${id}/deactivate`);
  return data;
}
