// The about page ("Sobre mí") as the administrator writes it: the quote, the biography, the values, the reasons to work
// with her and the testimonials. The portrait is an image sent apart (PUT /api/about/portrait).
import { z } from "zod";

/** A required text: trimmed, not blank, at most `max` characters, with its own Spanish messages. */
const required = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${tooLong} (máximo ${max} caracteres)`);

export const ABOUT_LIMITS = { values: 6, reasons: 8, testimonials: 8 } as const;

const value = z
  .object({
    title: required("Cada valor necesita un título", "El título de un valor es demasiado largo", 60),
    text: required("Cada valor necesita un texto", "El texto de un valor es demasiado largo", 400),
  })
  .strict();

const testimonial = z
  .object({
    name: required("Cada testimonio necesita el nombre de quien lo da", "El nombre de un testimonio es demasiado largo", 80),
    job: required("Cada testimonio necesita a qué se dedica quien lo da", "La ocupación de un testimonio es demasiado larga", 80),
    text: required("Cada testimonio necesita su texto", "El texto de un testimonio es demasiado largo", 600),
  })
  .strict();

export const aboutContentSchema = z
  .object({
    quote: required("La cita es obligatoria", "La cita es demasiado larga", 300),
    /** paragraphs separated by a blank line */
    biography: required("La biografía es obligatoria", "La biografía es demasiado larga", 6000),
    values: z
      .array(value, { error: "Los valores deben ser una lista" })
      .min(1, "Escribe al menos un valor")
      .max(ABOUT_LIMITS.values, `Puedes mostrar hasta ${ABOUT_LIMITS.values} valores`),
    reasons: z
      .array(required("Ninguna razón puede ir vacía", "Una de las razones es demasiado larga", 300), { error: "Las razones deben ser una lista" })
      .min(1, "Escribe al menos una razón para trabajar contigo")
      .max(ABOUT_LIMITS.reasons, `Puedes mostrar hasta ${ABOUT_LIMITS.reasons} razones`),
    testimonials: z
      .array(testimonial, { error: "Los testimonios deben ser una lista" })
      .max(ABOUT_LIMITS.testimonials, `Puedes mostrar hasta ${ABOUT_LIMITS.testimonials} testimonios`),
    /** what the portrait shows, for those who cannot see it */
    portraitAlt: z.string({ error: "La descripción del retrato debe ser texto" }).trim().max(200, "La descripción del retrato es demasiado larga (máximo 200 caracteres)"),
  })
  .strict();
export type AboutContentInput = z.output<typeof aboutContentSchema>;

/** GET /api/about: the texts and the portrait's address (null: no portrait). */
export interface AboutContent extends AboutContentInput {
  portraitUrl: string | null;
}
