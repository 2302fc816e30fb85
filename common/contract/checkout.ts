// The checkout body: the buyer's name, e-mail, phone and address, and the items. Unknown fields are refused; every message is Spanish.
import { z } from "zod";
import { direccionSchema, required, requiredMessage, telefonoSchema } from "./address.ts";
import { idSchema } from "./id.ts";
import { invoiceSchema } from "./invoice.ts";
import { privacyConsentField } from "./privacy-consent.ts";

export const MAX_QUANTITY = 50;


const item = z
  .object({
    id: idSchema("El id del libro no es válido"),
    // name and price are sent with each item (as the original client did) but never trusted: both come from the database.
    name: z.string({ error: "El nombre del libro es obligatorio" }).max(300, "El nombre del libro es demasiado largo"),
    price: z.number({ error: "El precio debe ser un número" }),
    quantity: z
      .number({ error: "La cantidad debe ser un número" })
      .int("La cantidad debe ser un número entero")
      .min(1, "La cantidad mínima es 1")
      .max(MAX_QUANTITY, `La cantidad máxima por libro es ${MAX_QUANTITY}`),
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
    items: z
      .array(item, { error: "Los artículos son obligatorios" })
      .min(1, "El carrito está vacío.")
      .max(20, "Demasiados artículos en un pedido")
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "Cada libro debe aparecer una sola vez")
      .refine((items) => items.reduce((sum, i) => sum + i.quantity, 0) <= MAX_QUANTITY, `Un pedido puede llevar como máximo ${MAX_QUANTITY} ejemplares`),
    /** "He leído el aviso de privacidad"; absent in requests from clients older than the notice */
    aceptaPrivacidad: privacyConsentField,
    /** only when the buyer asked for an invoice */
    factura: invoiceSchema.optional(),
  })
  .strict();

export type CheckoutInput = z.output<typeof checkoutSchema>;

type CheckoutBody = z.input<typeof checkoutSchema>;

/** The body the checkout page sends to POST /api/pago-oxxo; the state is any text there, the schema checks it. */
export type CheckoutRequest = Omit<CheckoutBody, "direccion"> & { direccion: Omit<CheckoutBody["direccion"], "estado"> & { estado: string } };

/** The answer of POST /api/pago-oxxo. */
export interface CheckoutAnswer {
  client_secret: string;
  orderId: number;
  /** simulated provider only; with Stripe the browser gets the voucher from Stripe.js */
  hosted_voucher_url?: string;
}

/** GET /api/config: which payment provider the server runs; the Stripe key only when it is Stripe. */
export interface PaymentConfig {
  paymentProvider: "stripe" | "simulated";
  stripePublishableKey: string | null;
}
