// Discount codes: what the author creates in the admin area (a percentage or a fixed amount off the books, optional
// first and last day, total uses and minimum purchase, active or not) and the code a buyer types at checkout.
import { z } from "zod";
import { formatCentavos, formatPrice } from "../format.ts";

export type DiscountKind = "percent" | "fixed";

/** Upper-case letters without accents, digits and dashes: easy to read out and to type on a phone. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9-]{3,30}$/;
/** A fixed amount off or a minimum purchase: at most OXXO's largest voucher, 10,000 MXN. */
const MAX_CENTAVOS = 1_000_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The code a buyer types (quote and checkout): trimmed and upper-cased; empty means none. */
export const buyerCodeField = z
  .string({ error: "El código de descuento debe ser texto" })
  .trim()
  .max(40, "El código de descuento es demasiado largo")
  .transform((code) => code.toUpperCase() || undefined)
  .optional();

const day = (label: string) =>
  z
    .string({ error: `${label} debe ser una fecha` })
    .regex(ISO_DAY, `${label} debe tener el formato AAAA-MM-DD`)
    .refine(
      (text) =>
        !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
      `${label} no es una fecha válida`,
    )
    .nullable();

const money = (label: string) =>
  z
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe estar en centavos enteros`)
    .min(1, `${label} debe ser mayor que cero`)
    .max(MAX_CENTAVOS, `${label} no puede pasar de ${formatCentavos(MAX_CENTAVOS)}`);

const fields = {
  kind: z.enum(["percent", "fixed"], { error: "Elige porcentaje o monto fijo" }),
  /** percent: 1 to 100; fixed: centavos */
  value: z
    .number({ error: "Escribe el descuento" })
    .int("El descuento debe ser un número entero")
    .min(1, "El descuento debe ser mayor que cero"),
  startsOn: day("La fecha de inicio"),
  endsOn: day("La fecha de fin"),
  maxUses: z
    .number({ error: "Los usos deben ser un número" })
    .int("Los usos deben ser un número entero")
    .min(1, "Los usos deben ser al menos 1")
    .max(1_000_000, "Demasiados usos")
    .nullable(),
  minPurchaseCentavos: money("La compra mínima").nullable(),
  active: z.boolean({ error: "Indica si el código está activo" }),
};

type Rules = { kind: DiscountKind; value: number; startsOn: string | null; endsOn: string | null };

/** The rules that tie fields together, for both the new code and the edited one. */
function withRules<T extends z.ZodType<Rules>>(schema: T) {
  return schema
    .refine((c) => c.kind !== "percent" || c.value <= 100, { message: "El porcentaje va de 1 a 100", path: ["value"] })
    .refine((c) => c.kind !== "fixed" || c.value <= MAX_CENTAVOS, {
      message: `El descuento no puede pasar de ${formatCentavos(MAX_CENTAVOS)}`,
      path: ["value"],
    })
    .refine((c) => !c.startsOn || !c.endsOn || c.startsOn <= c.endsOn, {
      message: "La fecha de fin no puede ser anterior a la de inicio",
      path: ["endsOn"],
    });
}

/** POST /api/discount-codes */
export const discountCodeSchema = withRules(
  z.strictObject({
    code: z
      .string({ error: "Escribe el código" })
      .trim()
      .toUpperCase()
      .regex(DISCOUNT_CODE_PATTERN, "El código lleva de 3 a 30 letras sin acentos, números o guiones"),
    ...fields,
  }),
);
export type DiscountCodeInput = z.output<typeof discountCodeSchema>;

/** PUT /api/discount-codes/:id: every field but the code itself, which orders already carry. */
export const discountCodeUpdateSchema = withRules(z.strictObject(fields));
export type DiscountCodeUpdate = z.output<typeof discountCodeUpdateSchema>;

/** A code as the admin area lists it. */
export interface DiscountCode {
  id: number;
  code: string;
  kind: DiscountKind;
  value: number;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  /** uses held by pending and paid orders */
  uses: number;
  minPurchaseCentavos: number | null;
  active: boolean;
  createdAt: string;
}

/** "10 % de descuento", "$50.00 MXN de descuento". */
export function discountDescription(kind: DiscountKind, value: number): string {
  return kind === "percent" ? `${value} % de descuento` : `${formatPrice(value / 100)} de descuento`;
}
