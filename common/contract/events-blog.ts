// The blog's posts (/blog/{id}) as the administrator writes them: a multipart form (its image comes apart, see
// server/src/lib/uploads.ts), and the post as the API answers it.
import { z } from "zod";
import { isCalendarDay, requiredText } from "./fields.ts";

const DATE_MESSAGE = "Elige la fecha de la entrada";
const TAG_MESSAGE = "Cada etiqueta solo puede tener letras, números y guiones (hasta 40 caracteres)";
export const MAX_TAGS = 10;

/** "telar, textiles #colima" -> ["telar", "textiles", "colima"]: commas, spaces and # separate; each tag once. */
export const splitTags = (text: string) => [...new Set(text.split(/[\s,#]+/).filter(Boolean))];

export const blogPostFormSchema = z
  .object({
    title: requiredText("El título", "El título es obligatorio", 200),
    /** the day the post is dated, as <input type="date"> sends it */
    date: z
      .string({ error: DATE_MESSAGE })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
      .refine(isCalendarDay, "La fecha no existe en el calendario"),
    /** paragraphs separated by a blank line */
    body: requiredText("El texto de la entrada", "El texto de la entrada es obligatorio", 20_000),
    tags: z
      .string({ error: "Las etiquetas deben ser texto" })
      .max(500, "Las etiquetas son demasiadas")
      .default("")
      .transform(splitTags)
      .pipe(
        z
          .array(z.string().regex(/^[\p{L}\p{N}_-]{1,40}$/u, TAG_MESSAGE))
          .max(MAX_TAGS, `Puedes poner hasta ${MAX_TAGS} etiquetas`),
      ),
    /** what the image shows, for those who cannot see it */
    imageAlt: z
      .string({ error: "La descripción de la imagen debe ser texto" })
      .trim()
      .max(200, "La descripción de la imagen no puede tener más de 200 caracteres")
      .default(""),
    /** "true": take the image away (a new image sent with the form replaces it anyway) */
    removeImage: z.enum(["true", "false"], { error: "removeImage debe ser true o false" }).optional(),
  })
  .strict();
export type BlogPostFormInput = z.output<typeof blogPostFormSchema>;

/** GET /api/blog-posts, GET /api/blog-posts/{id}. */
export interface BlogPost {
  id: number;
  title: string;
  /** "2024-03-15" */
  date: string;
  body: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string;
}
