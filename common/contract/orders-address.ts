// The shipping address and phone of an order: the 32 states of Mexico, a 5-digit postcode and a 10-digit phone.
// The checkout form checks with these schemas and the server validates with the same ones, so both say the same thing.
import { z } from "zod";

/** The 31 states and Mexico City, as the buyer picks them in the checkout form. */
export const MX_STATES = [
  "Aguascalientes",
  "Baja California",
  "Baja California Sur",
  "Campeche",
  "Chiapas",
  "Chihuahua",
  "Ciudad de México",
  "Coahuila",
  "Colima",
  "Durango",
  "Estado de México",
  "Guanajuato",
  "Guerrero",
  "Hidalgo",
  "Jalisco",
  "Michoacán",
  "Morelos",
  "Nayarit",
  "Nuevo León",
  "Oaxaca",
  "Puebla",
  "Querétaro",
  "Quintana Roo",
  "San Luis Potosí",
  "Sinaloa",
  "Sonora",
  "Tabasco",
  "Tamaulipas",
  "Tlaxcala",
  "Veracruz",
  "Yucatán",
  "Zacatecas",
] as const;

export type MxState = (typeof MX_STATES)[number];

export const REFERENCIAS_MAX = 42;

export const requiredMessage = (label: string) => `El campo ${label} es obligatorio`;

/** A required text field: trimmed, not empty, at most `max` characters, with Spanish messages that name the field. */
export const required = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `El campo ${label} admite como máximo ${max} caracteres`);

export const codigoPostalSchema = z
  .string({ error: requiredMessage("Código postal") })
  .trim()
  .regex(/^\d{5}$/, "El código postal debe tener 5 dígitos");

/**
 * Spaces, dashes, dots and parentheses are allowed while typing, and Mexico's country code in front (+52, or the old
 * mobile +52 1); the order keeps the 10 digits.
 */
export const telefonoSchema = z
  .string({ error: requiredMessage("Teléfono") })
  .trim()
  .regex(/^(\+\s*52\s*(1\s*)?)?[\d\s().-]*$/, "El teléfono debe tener 10 dígitos")
  .transform((value) => value.replace(/^\+\s*52\s*(1(?=(\D*\d){10}\D*$))?/, "").replace(/\D/g, ""))
  .pipe(z.string().regex(/^\d{10}$/, "El teléfono debe tener 10 dígitos"));

export const estadoSchema = z.enum(MX_STATES, { error: "Elige un estado de la lista" });

export const direccionSchema = z.strictObject(
  {
    calleNumero: required("Calle y número", 120),
    colonia: required("Colonia", 120),
    codigoPostal: codigoPostalSchema,
    ciudad: required("Ciudad", 120),
    estado: estadoSchema,
    referencias: required("Referencias", REFERENCIAS_MAX),
  },
  { error: (issue) => (issue.code === "invalid_type" ? "La dirección es obligatoria" : undefined) },
);

export type Direccion = z.output<typeof direccionSchema>;
