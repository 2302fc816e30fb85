import { z } from "zod";
import { idSchema, idTextSchema } from "./id.ts";

const BOTH_REQUIRED = "Debes ingresar tanto el contenido como el autor del testimonio.";
const MAX_CONTENT = 2000;
const MAX_AUTHOR = 100;
const INVALID_BOOK = "El libro no es válido";

export const createTestimonialSchema = z
  .object({
    content: z
      .string({ error: BOTH_REQUIRED })
      .trim()
      .min(1, BOTH_REQUIRED)
      .max(MAX_CONTENT, `El testimonio no puede tener más de ${MAX_CONTENT} caracteres`),
    author: z
      .string({ error: BOTH_REQUIRED })
      .trim()
      .min(1, BOTH_REQUIRED)
      .max(MAX_AUTHOR, `El autor no puede tener más de ${MAX_AUTHOR} caracteres`),
    // The admin form types the book id into a text box, so "3" is accepted as well as 3.
    bookId: z.union([idSchema(INVALID_BOOK), z.string().trim().pipe(idTextSchema(INVALID_BOOK))], { error: INVALID_BOOK }),
  })
  .strict();
export type CreateTestimonialInput = z.output<typeof createTestimonialSchema>;

/** GET /api/book/{id}/testimonials and the answer of POST /api/testimonials. */
export interface Testimonial {
  id: number;
  content: string;
  author: string;
  date: string;
  bookId: number;
}

/** The public testimonials list (GET /api/testimonials). */
export interface PublicTestimonial {
  id: number;
  content: string;
  author: string;
}
