// The checkout body of the spec (section 7). Unknown fields are refused; every message is Spanish.
import { z } from "zod";
import { direccionSchema, telefonoSchema } from "../../../../common/contract/address.ts";
import { invoiceSchema } from "../../../../common/contract/invoice.ts";
import { privacyConsentField } from "../../../../common/contract/privacy-consent.ts";

const requiredMessage = (label: string) => `El campo ${label} es obligatorio`;

const required = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `El campo ${label} admite como máximo ${max} caracteres`);

export const MAX_QUANTITY = 50;


const item = z
  .object({
    id: z.number({ error: "El id del libro debe ser un número" }).int("El id del libro debe ser un número entero").positive("El id del libro no es válido"),
    // name and price are part of the spec's body but never trusted: both come from the database.
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
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "Cada libro debe aparecer una sola vez"),
    /** "He leído el aviso de privacidad"; absent in requests from clients older than the notice */
    aceptaPrivacidad: privacyConsentField,
    /** only when the buyer asked for an invoice */
    factura: invoiceSchema.optional(),
  })
  .strict();

export type CheckoutInput = z.output<typeof checkoutSchema>;
