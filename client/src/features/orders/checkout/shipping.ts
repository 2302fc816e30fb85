// The shipping form's values and the pure steps of placing an order: order lines from the cart and the payment request.
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import type { OxxoPaymentRequest } from "../api";

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

/**
 * A full name as the two name fields: the last two words are the surnames (as most Mexican names go: "María José López
 * Ruiz"), a two-word name is split in two, one word is the given name. The reader corrects it when it is wrong.
 */
export function splitFullName(fullName: string): { nombres: string; apellidos: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const surnames = words.length >= 3 ? 2 : Math.max(0, words.length - 1);
  return {
    nombres: words.slice(0, words.length - surnames).join(" "),
    apellidos: words.slice(words.length - surnames).join(" "),
  };
}

/** The signed-in reader's name and e-mail in the fields that are still empty and that the person has not typed in. */
export function prefilledShipping(
  current: ShippingInfo,
  fullName: string,
  email: string,
  typed: ReadonlySet<keyof ShippingInfo>,
): ShippingInfo {
  const fill = { ...splitFullName(fullName), email: email.trim() };
  const next = { ...current };
  for (const field of ["nombres", "apellidos", "email"] as const) {
    if (!typed.has(field) && !current[field] && fill[field]) next[field] = fill[field];
  }
  return next;
}

export interface OrderLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** Only books in the catalogue with a quantity above 0 in the cart. */
export function orderLines(
  cart: Record<string, number>,
  products: { id: number; name: string; price: number }[],
): OrderLine[] {
  return products
    .filter((product) => (cart[String(product.id)] ?? 0) > 0)
    .map((product) => ({
      id: product.id,
      name: product.name,
      price: product.price,
      quantity: cart[String(product.id)],
    }));
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

/** What the order page receives through the navigation state right after checkout: only this browser knows it. */
export interface OrderPlacedState {
  placed: true;
  /** the invoice data the buyer asked for */
  factura?: InvoiceData;
}

export function isOrderPlacedState(value: unknown): value is OrderPlacedState {
  return !!value && typeof value === "object" && (value as Partial<OrderPlacedState>).placed === true;
}
