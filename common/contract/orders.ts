// The buyer's order lookup (order number + e-mail) and the administrator's "shipped" form: shared by the pages and the API.
import { z } from "zod";

export const orderLookupSchema = z.strictObject({
  pedido: z.coerce
    .number({ error: "Escribe el número de pedido" })
    .int("El número de pedido son solo dígitos")
    .positive("Escribe el número de pedido")
    .max(2_147_483_647, "El número de pedido no es válido"),
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
