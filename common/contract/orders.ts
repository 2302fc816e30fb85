import { z } from "zod";
import { MAX_ID } from "../id.ts";
import type { InvoiceData } from "./orders-invoice-catalogue.ts";
import { direccionSchema, required, requiredMessage, telefonoSchema } from "./orders-address.ts";
import { idSchema } from "./id.ts";
import { invoiceSchema } from "./orders-invoice.ts";
import { dedicationSchema } from "./orders-dedication.ts";
import type { OrderDedication } from "./orders-dedication-limits.ts";
import { privacyConsentField } from "./privacy-consent.ts";
import { buyerCodeField } from "./orders-discounts.ts";
// The buyer's order lookup (order number + e-mail) and the administrator's "shipped" form: shared by the pages and the API.

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
  .refine(
    (body) => body.status === "shipped" || (!body.carrier && !body.trackingNumber),
    "La paquetería y la guía solo van con shipped",
  );

export type UpdateOrderInput = z.output<typeof updateOrderSchema>;

/** The carrier and tracking number of a shipped order, corrected (PUT /api/orders/{id}/shipping); empty: none. */
export const shippingSchema = z.object(shipOrderFields).strict();
export type ShippingInput = z.output<typeof shippingSchema>;

/** The simulated voucher reference: digits only (see lib/payments/simulated.ts). */
export const voucherReferenceSchema = z.string().regex(/^\d{24}$/);

/** The key of an order's permanent page: 32 hex digits drawn at random by the database (Order.pageToken). */
export const orderPageTokenSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** The order's permanent page on the site, linked from every order e-mail and opened after checkout. */
export const orderPagePath = (token: string) => `/pedido/${token}`;

export type OrderStatus = "pending" | "paid" | "shipped" | "expired" | "canceled";

/** Each status as the author reads it (the order cards; the CSV capitalises it) and as the buyer reads it (Mis pedidos,
 * the voucher page). */
export const ORDER_STATUS_TEXT: Record<OrderStatus, { author: string; buyer: string }> = {
  pending: { author: "pendiente", buyer: "Pendiente de pago" },
  paid: { author: "pagado", buyer: "Pagado" },
  shipped: { author: "enviado", buyer: "Enviado" },
  expired: { author: "vencido", buyer: "Ficha vencida" },
  canceled: { author: "cancelado", buyer: "Cancelado" },
};

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
  direccion: {
    calleNumero: string;
    colonia: string;
    codigoPostal: string;
    ciudad: string;
    estado: string;
    referencias: string;
  };
  total: number;
  paymentProvider: string;
  voucherUrl: string | null;
  voucherExpiresAt: string | null;
  /** the invoice (CFDI) the buyer asked for, or null */
  factura: InvoiceData | null;
  /** the signed copy's dedication the buyer asked for, or null */
  dedicatoria: OrderDedication | null;
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
  /** the discount code the order was placed with and what it took off (pesos); total is already net of it */
  discount: { code: string; amount: number } | null;
  /** the order's permanent page, /pedido/<token> */
  orderPage: string;
}

/** The signed copy's dedication as its buyer reads it back: to whom, and the message. */
export type BuyerDedication = Pick<OrderDedication, "nombre" | "mensaje">;

/** What a guest who knows the order number and e-mail sees (POST /api/orders/lookup): no address or phone. */
export type BuyerOrder = Pick<
  Order,
  | "id"
  | "status"
  | "total"
  | "discount"
  | "items"
  | "voucherUrl"
  | "voucherExpiresAt"
  | "createdAt"
  | "paidAt"
  | "shippedAt"
  | "expiredAt"
  | "canceledAt"
  | "carrier"
  | "trackingNumber"
  | "orderPage"
> & {
  /** the dedication the buyer asked for, or null */
  dedicatoria: BuyerDedication | null;
};

/**
 * GET /api/orders/page/:token, the order page: what a guest who knows the number and e-mail sees, plus the voucher's
 * reference while it can be paid and which provider made it ("simulated": a test-mode voucher).
 */
export interface OrderPage extends BuyerOrder {
  voucherReference: string | null;
  paymentProvider: "stripe" | "simulated";
}

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
  /** paid orders placed with a discount code, and what the codes took off them */
  discounts: { paidOrders: number; amount: number };
}

// The checkout body: the buyer's name, e-mail, phone and address, and the items. Unknown fields are refused; every message is Spanish.

export const MAX_QUANTITY = 50;

/** How many copies of one book a cart line may ask for. */
export const quantitySchema = z
  .number({ error: "La cantidad debe ser un número" })
  .int("La cantidad debe ser un número entero")
  .min(1, "La cantidad mínima es 1")
  .max(MAX_QUANTITY, `La cantidad máxima por libro es ${MAX_QUANTITY}`);

/** A cart's lines, for the checkout and the quote alike: 1 to 20 books, each once, at most MAX_QUANTITY copies. */
export function cartItemsRules<S extends z.ZodType<{ quantity: number }>>(
  items: z.ZodArray<S>,
  idOf: (item: z.output<S>) => number,
) {
  return items
    .min(1, "El carrito está vacío.")
    .max(20, "Demasiados artículos en un pedido")
    .refine((list) => new Set(list.map(idOf)).size === list.length, "Cada libro debe aparecer una sola vez")
    .refine(
      (list) => list.reduce((sum, i) => sum + i.quantity, 0) <= MAX_QUANTITY,
      `Un pedido puede llevar como máximo ${MAX_QUANTITY} ejemplares`,
    );
}

const item = z
  .object({
    id: idSchema("El id del libro no es válido"),
    // name and price are sent with each item (as the original client did) but never trusted: both come from the database.
    name: z.string({ error: "El nombre del libro es obligatorio" }).max(300, "El nombre del libro es demasiado largo"),
    price: z.number({ error: "El precio debe ser un número" }),
    quantity: quantitySchema,
  })
  .strict();

export const checkoutSchema = z
  .object({
    nombre: required("Nombre", 200),
    email: z
      .string({ error: requiredMessage("Correo electrónico") })
      .trim()
      .max(254, "El correo electrónico es demasiado largo")
      .pipe(z.email({ error: "El correo electrónico no es válido" })),
    telefono: telefonoSchema,
    direccion: direccionSchema,
    items: cartItemsRules(z.array(item, { error: "Los artículos son obligatorios" }), (i) => i.id),
    /** "He leído el aviso de privacidad"; absent in requests from clients older than the notice */
    aceptaPrivacidad: privacyConsentField,
    /** only when the buyer asked for an invoice */
    factura: invoiceSchema.optional(),
    /** only when the buyer asked for a signed copy of a book the author offers signed */
    dedicatoria: dedicationSchema.optional(),
    /** the discount code the quote accepted, if any */
    code: buyerCodeField,
  })
  .strict();

export type CheckoutInput = z.output<typeof checkoutSchema>;

type CheckoutBody = z.input<typeof checkoutSchema>;

/** The body the checkout page sends to POST /api/pago-oxxo; the state is any text there, the schema checks it. */
export type CheckoutRequest = Omit<CheckoutBody, "direccion"> & {
  direccion: Omit<CheckoutBody["direccion"], "estado"> & { estado: string };
};

/** The answer of POST /api/pago-oxxo. */
export interface CheckoutAnswer {
  client_secret: string;
  orderId: number;
  /** the order's permanent page, where the buyer goes next */
  orderPage: string;
  /** simulated provider only; with Stripe the browser gets the voucher from Stripe.js */
  hosted_voucher_url?: string;
}

/**
 * GET /api/config: which payment provider the server runs (the Stripe key only when it is Stripe), and whether it
 * sends mail.
 */
export interface PaymentConfig {
  paymentProvider: "stripe" | "simulated";
  stripePublishableKey: string | null;
  /** a mail server is set (SMTP_URL); without one every mail is kept in the admin's Correos, and no page may say it was sent */
  mailConfigured: boolean;
}
