import { z } from "zod";
import { isCalendarDay, requiredText } from "./fields.ts";
import { idSchema, idTextSchema } from "./id.ts";
// The book form as the admin page sends it: multipart text fields (files come separately, see lib/uploads).

const PRICE_MESSAGE = "El precio debe ser un número mayor que 0 con hasta 2 decimales";
const PAGES_MESSAGE = "El número de páginas debe ser un entero positivo";
const VIDEO_MESSAGE = "Cada enlace de video debe ser una dirección http:// o https:// válida";
const IMAGES_MESSAGE = "La lista de imágenes a conservar no es válida";
const MAX_VIDEOS = 20;
const STOCK_MESSAGE = 'Los ejemplares deben ser un número entero de 0 en adelante, o "ilimitado"';
/** The `stock` value that means "sin límite". */
export const UNLIMITED_STOCK = "ilimitado";

export { DEFAULT_DELIVERY_TIME } from "./books-sale.ts";
const DELIVERY_TIME_MISSING = "Escribe el tiempo de entrega, por ejemplo «3 a 7 días hábiles»";

/** Optional fields: a blank form input counts as not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, message)
    .refine((value) => isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value));

/** One link or several (`video` repeated); blank entries are dropped; only http(s) addresses. */
const videos = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string({ error: VIDEO_MESSAGE }).trim().max(500, VIDEO_MESSAGE), { error: VIDEO_MESSAGE })
    .transform((links) => links.filter((link) => link !== ""))
    .pipe(
      z
        .array(z.url({ protocol: /^https?$/, error: VIDEO_MESSAGE }))
        .max(MAX_VIDEOS, `Se permiten hasta ${MAX_VIDEOS} videos`),
    ),
);

/** `image`: JSON text with the existing images to keep, in the order to show them ([{id, url}]). */
const keptImages = z
  .string({ error: IMAGES_MESSAGE })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: IMAGES_MESSAGE });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.strictObject(
        {
          id: idSchema(IMAGES_MESSAGE),
          url: z.string({ error: IMAGES_MESSAGE }).optional(),
          cloudinaryId: z.string({ error: IMAGES_MESSAGE }).nullable().optional(),
        },
        { error: IMAGES_MESSAGE },
      ),
      { error: IMAGES_MESSAGE },
    ),
  )
  .transform((images) => images.map((image) => image.id));

const stockValue = z
  .string({ error: STOCK_MESSAGE })
  .trim()
  .regex(/^(\d{1,6}|ilimitado)$/, STOCK_MESSAGE)
  .transform((value) => (value === UNLIMITED_STOCK ? null : Number(value)));

export const bookFormSchema = z
  .object({
    name: requiredText("El nombre", "El nombre es obligatorio", 200),
    description: requiredText("La descripción", "La descripción es obligatoria", 10_000),
    price: z
      .string({ error: PRICE_MESSAGE })
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, PRICE_MESSAGE)
      .refine((value) => Number(value) > 0, PRICE_MESSAGE),
    language: requiredText("El idioma", "El idioma es obligatorio", 60),
    editorial: requiredText("La editorial", "La editorial es obligatoria", 120),
    format: requiredText("El formato", "El formato es obligatorio", 60),
    pages: optional(
      z
        .string({ error: PAGES_MESSAGE })
        .trim()
        .regex(/^[1-9]\d{0,5}$/, PAGES_MESSAGE)
        .transform(Number),
    ),
    isbn: optional(
      z.string({ error: "El ISBN debe ser texto" }).trim().max(40, "El ISBN no puede tener más de 40 caracteres"),
    ),
    publicationDate: optional(isoDate("La fecha de publicación no es válida")),
    // The client sends "now" as `date`; the server keeps its own creation time, so this is only checked.
    date: optional(isoDate("La fecha no es válida")),
    video: videos,
    // Copies free to sell: a whole number, or "ilimitado" (null). Absent: left as it is.
    stock: optional(stockValue),
    // The copies the editor showed when it opened. Sent back with `stock` so that a sale made while the author was
    // editing is neither undone by an unchanged field nor silently overwritten by a changed one.
    stockBefore: optional(stockValue),
    // "Ejemplar dedicado": the author offers signed copies. Absent: left as it is (a new book: not offered).
    dedicado: optional(
      z
        .enum(["true", "false"], { error: "«Ejemplar dedicado» debe ser true o false" })
        .transform((value) => value === "true"),
    ),
    // "Tiempo de entrega" beside the price, in the author's words. Absent: left as it is (a new book: the default).
    deliveryTime: requiredText("El tiempo de entrega", DELIVERY_TIME_MISSING, 60).optional(),
    // Absent on update: keep every image the book has.
    image: optional(keptImages),
  })
  .strict();
export type BookFormInput = z.output<typeof bookFormSchema>;

/** An image of the book; cloudinaryId only for images kept on Cloudinary. */
export interface BookImage {
  id: number;
  url: string;
  cloudinaryId?: string | null;
}

/** GET /api/books, GET /api/book/{id}: price as a number, videos as links, dates as ISO text. */
export interface Book {
  id: number;
  name: string;
  description: string;
  price: number;
  language: string;
  pages: number | null;
  publicationDate: string | null;
  editorial: string;
  format: string;
  isbn: string | null;
  /** copies free to sell; null = sin límite */
  stock?: number | null;
  /** "Disponible dedicado por la autora": checkout offers a dedication (absent: not offered) */
  dedicado?: boolean;
  /** "Tiempo de entrega": how long the parcel takes once paid, e.g. "3 a 7 días hábiles" */
  deliveryTime: string;
  date: string;
  images: BookImage[];
  videos: string[];
}

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
    bookId: z.union([idSchema(INVALID_BOOK), z.string().trim().pipe(idTextSchema(INVALID_BOOK))], {
      error: INVALID_BOOK,
    }),
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
