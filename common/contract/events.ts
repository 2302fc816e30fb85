import { z } from "zod";

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 2000;

const title = z
  .string({ error: "El título es obligatorio" })
  .trim()
  .min(1, "El título es obligatorio")
  .max(MAX_TITLE, `El título no puede tener más de ${MAX_TITLE} caracteres`);

// Optional; it may hold the event's date in Spanish words. Blank is stored as no description.
const description = z
  .string({ error: "La descripción debe ser texto" })
  .trim()
  .max(MAX_DESCRIPTION, `La descripción no puede tener más de ${MAX_DESCRIPTION} caracteres`)
  .transform((value) => value || null);

/** Multipart text fields of an upload (the PDF itself is checked by lib/uploads). */
export const createEventSchema = z.object({ title, description: description.optional() }).strict();
export type CreateEventInput = z.output<typeof createEventSchema>;

export const updateEventSchema = z.object({ title: title.optional(), description: description.nullable().optional() }).strict();
export type UpdateEventInput = z.output<typeof updateEventSchema>;

/** An event or blog entry (GET /api/blog). */
export interface Event {
  id: number;
  title: string;
  description: string | null;
  pdfUrl: string;
  createdAt: string;
}
