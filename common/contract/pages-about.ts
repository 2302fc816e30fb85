// The about page ("Sobre mí") as the administrator writes it: the quote, the biography, the values, the reasons to work
// with her and the testimonials. The portrait is an image sent apart (PUT /api/about/portrait).
import { z } from "zod";
import { requiredText } from "./fields.ts";

export const ABOUT_LIMITS = { values: 6, reasons: 8, testimonials: 8 } as const;

const value = z
  .object({
    title: requiredText("El título de un valor", "Cada valor necesita un título", 60),
    text: requiredText("El texto de un valor", "Cada valor necesita un texto", 400),
  })
  .strict();

const testimonial = z
  .object({
    name: requiredText("El nombre de un testimonio", "Cada testimonio necesita el nombre de quien lo da", 80),
    job: requiredText("La ocupación de un testimonio", "Cada testimonio necesita a qué se dedica quien lo da", 80),
    text: requiredText("El texto de un testimonio", "Cada testimonio necesita su texto", 600),
  })
  .strict();

export const aboutContentSchema = z
  .object({
    quote: requiredText("La cita", "La cita es obligatoria", 300),
    /** paragraphs separated by a blank line */
    biography: requiredText("La biografía", "La biografía es obligatoria", 6000),
    values: z
      .array(value, { error: "Los valores deben ser una lista" })
      .min(1, "Escribe al menos un valor")
      .max(ABOUT_LIMITS.values, `Puedes mostrar hasta ${ABOUT_LIMITS.values} valores`),
    reasons: z
      .array(requiredText("Cada razón", "Ninguna razón puede ir vacía", 300), {
        error: "Las razones deben ser una lista",
      })
      .min(1, "Escribe al menos una razón para trabajar contigo")
      .max(ABOUT_LIMITS.reasons, `Puedes mostrar hasta ${ABOUT_LIMITS.reasons} razones`),
    testimonials: z
      .array(testimonial, { error: "Los testimonios deben ser una lista" })
      .max(ABOUT_LIMITS.testimonials, `Puedes mostrar hasta ${ABOUT_LIMITS.testimonials} testimonios`),
    /** what the portrait shows, for those who cannot see it */
    portraitAlt: z
      .string({ error: "La descripción del retrato debe ser texto" })
      .trim()
      .max(200, "La descripción del retrato no puede tener más de 200 caracteres"),
  })
  .strict();
export type AboutContentInput = z.output<typeof aboutContentSchema>;

/** GET /api/about: the texts and the portrait's address (null: no portrait). */
export interface AboutContent extends AboutContentInput {
  portraitUrl: string | null;
}
