// A signed copy: to whom the author dedicates the book and an optional short message. The checkout body carries it as
// `dedicatoria`; the checkout page and the server check it with the same schema and show the same Spanish messages.
import { z } from "zod";
import { DEDICATION_LIMITS } from "./orders-dedication-limits.ts";

const { nombre: NAME_MAX, mensaje: MESSAGE_MAX } = DEDICATION_LIMITS;
const NAME_MISSING = "Escribe a quién se lo dedico";

export const dedicationSchema = z.strictObject(
  {
    nombre: z
      .string({ error: NAME_MISSING })
      .trim()
      .min(1, NAME_MISSING)
      .max(NAME_MAX, `El nombre de la dedicatoria admite como máximo ${NAME_MAX} caracteres`),
    // Optional: blank counts as no message.
    mensaje: z
      .string({ error: "El mensaje de la dedicatoria debe ser texto" })
      .trim()
      .max(MESSAGE_MAX, `El mensaje de la dedicatoria admite como máximo ${MESSAGE_MAX} caracteres`)
      .optional()
      .transform((value) => (value ? value : undefined)),
  },
  { error: "La dedicatoria lleva un nombre y, si quieres, un mensaje" },
);

export type DedicationInput = z.output<typeof dedicationSchema>;
