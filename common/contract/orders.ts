// The buyer's order lookup (order number + e-mail) and the administrator's "shipped" form: shared by the pages and the API.
import { z } from "zod";
import { MAX_ID } from "../id.ts";
import type { InvoiceData } from "./invoice-catalogue.ts";

export const orderLookupSchema = z.strictObject({
  pedido: z.coerce
    .number({ error: "Escribe el número de pedido" })
    .int("El número de pedido son solo dígitos")
    .positive("Escribe el número de pedido")
    .max(MAX_ID, "El número de pedido no es válido"),
  email: z
    .string({ error: "Escribe el correo electrónico del pedido" })
    .trim()
    .min(1, "Escribe el correo electrónico del pedido")
    .max(254, "El correo electrónico es demasiado largo")
    .pipe(z.email({ error: "El correo electrónico no es válido" })),
});

export type OrderLookupInput = z.output<typeof orderLookupSchema>;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .max(max, `${label} admite como máximo ${max} caracteres`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const shipOrderFields = {
  carrier: optionalText("La paquetería", 80),
  trackingNumber: optionalText("El número de guía", 80),
};

/** What an administrator may set by hand; paid comes only from the payment provider. Shipping may say how it went. */
export const updateOrderSchema = z
  .object({
    status: z.enum(["shipped", "canceled"], { error: "El estado debe ser shipped o canceled" }),
    ...shipOrderFields,
  })
  .strict()
  .refine((body) => body.status === "shipped" || (!body.carrier && !body.trackingNumber), "La paquetería y la guía solo van con shipped");

export type UpdateOrderInput = z.output<typeof updateOrderSchema>;

/** The simulated voucher reference: digits only (see lib/payments/simulated.ts). */
export const voucherReferenceSchema = z.string().regex(/^\d{24}$/);


export type OrderStatus = "pending" | "paid" | "shipped" | "expired" | "canceled";

export interface OrderItem {
  bookId: number | null;
  name: string;
  price: number;
  quantity: number;
}

/** The administrator's Order (README's API table): money in pesos, the address grouped as in the checkout body. */
export interface Order {
  id: number;
  status: OrderStatus;
  nombre: string;
  email: string;
  telefono: string;
  direccion: { calleNumero: string; colonia: string; codigoPostal: string; ciudad: string; estado: string; referencias: string };
  total: number;
  paymentProvider: string;
  voucherUrl: string | null;
  voucherExpiresAt: string | null;
  /** the invoice (CFDI) the buyer asked for, or null */
  factura: InvoiceData | null;
  /** when the buyer accepted the privacy notice; null for orders placed without it */
  privacidadAceptadaEn: string | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  expiredAt: string | null;
  canceledAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** paid after its voucher expired, when the copies were already gone */
  stockShort: boolean;
  items: OrderItem[];
}

/** What a guest who knows the order number and e-mail sees (POST /api/orders/lookup): no address or phone. */
export type BuyerOrder = Pick<
  Order,
  "id" | "status" | "total" | "items" | "voucherUrl" | "voucherExpiresAt" | "createdAt" | "paidAt" | "shippedAt" | "expiredAt" | "canceledAt" | "carrier" | "trackingNumber"
>;

/** GET /api/orders/summary */
export interface SalesSummary {
  month: { paidOrders: number; revenue: number };
  total: { paidOrders: number; revenue: number };
  /** pending vouchers, what they are worth and the copies they hold off the stock until paid, expired or canceled */
  pending: { vouchers: number; amount: number; copies: number };
  /** paid vouchers among those already settled (paid, expired or canceled); null before the first one */
  paidShare: number | null;
  /** the book's free copies; null = sin límite (or no book yet) */
  copiesLeft: number | null;
  weeks: { weekStart: string; paidOrders: number }[];
}
