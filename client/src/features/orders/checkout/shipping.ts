// The shipping form's values and the pure steps of placing an order: order lines from the cart,
// the payment request and the local order record the browser keeps under `orders` (as the original site did).
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { readJson, STORAGE_KEYS, writeJson } from "@/lib/browser-storage";
import type { OxxoPaymentRequest } from "./api/createOxxoPayment";

export interface ShippingInfo {
  nombres: string;
  apellidos: string;
  email: string;
  telefono: string;
  calleNumero: string;
  colonia: string;
  codigoPostal: string;
  ciudad: string;
  estado: string;
  referencias: string;
}

export const emptyShipping: ShippingInfo = {
  nombres: "",
  apellidos: "",
  email: "",
  telefono: "",
  calleNumero: "",
  colonia: "",
  codigoPostal: "",
  ciudad: "",
  estado: "",
  referencias: "",
};

export interface OrderLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** Only books in the catalogue with a quantity above 0 in the cart. */
export function orderLines(cart: Record<string, number>, products: { id: number; name: string; price: number }[]): OrderLine[] {
  return products
    .filter((product) => (cart[String(product.id)] ?? 0) > 0)
    .map((product) => ({ id: product.id, name: product.name, price: product.price, quantity: cart[String(product.id)] }));
}

export function paymentRequest(info: ShippingInfo, lines: OrderLine[]): OxxoPaymentRequest {
  const t = (value: string) => value.trim();
  return {
    nombre: `${t(info.nombres)} ${t(info.apellidos)}`,
    email: t(info.email),
    telefono: t(info.telefono),
    direccion: {
      calleNumero: t(info.calleNumero),
      colonia: t(info.colonia),
      codigoPostal: t(info.codigoPostal),
      ciudad: t(info.ciudad),
      estado: t(info.estado),
      referencias: t(info.referencias),
    },
    items: lines.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
  };
}

export interface LocalOrder {
  id: string;
  shippingInfo: ShippingInfo;
  cartItems: Record<string, number>;
  totalAmount: number;
}

/**
 * Appends a local order record ('ORD-' + timestamp, shipping info, quantities, the total the server quoted, in pesos)
 * to the list kept under `orders`.
 */
export function saveLocalOrder(shippingInfo: ShippingInfo, lines: OrderLine[], totalCentavos: number, now = Date.now()): LocalOrder {
  const order: LocalOrder = {
    id: `ORD-${now}`,
    shippingInfo,
    cartItems: Object.fromEntries(lines.map((line) => [String(line.id), line.quantity])),
    totalAmount: totalCentavos / 100,
  };
  const stored = readJson<unknown>(STORAGE_KEYS.orders, []);
  writeJson(STORAGE_KEYS.orders, [...(Array.isArray(stored) ? stored : []), order]);
  return order;
}

/** What the order page receives through the navigation state right after checkout: only this browser knows it. */
export interface OrderPlacedState {
  placed: true;
  /** the invoice data the buyer asked for */
  factura?: InvoiceData;
}

export function isOrderPlacedState(value: unknown): value is OrderPlacedState {
  return !!value && typeof value === "object" && (value as Partial<OrderPlacedState>).placed === true;
}
