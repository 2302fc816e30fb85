// The book form's values and the multipart body (POST /book/create, PUT /book/{id}) built from them.
import type { Book, BookImage } from "../types";
import { DEFAULT_DELIVERY_TIME } from "@autora/common/contract/books.ts";
import { parseDayMonthYear, toDayMonthYear } from "./dates";

export interface BookFormValues {
  name: string;
  description: string;
  price: string;
  language: string;
  editorial: string;
  format: string;
  pages: string;
  /** DD/MM/AAAA as typed */
  publicationDate: string;
  isbn: string;
  /** copies free to sell, as typed; ignored while stockUnlimited */
  stock: string;
  /** "Sin límite": the book never runs out */
  stockUnlimited: boolean;
  /** "Ejemplar dedicado": the author offers signed copies */
  dedicado: boolean;
  /** "Tiempo de entrega", shown beside the price */
  deliveryTime: string;
  videos: string[];
}

export const emptyBookForm: BookFormValues = {
  name: "",
  description: "",
  price: "",
  language: "",
  editorial: "",
  format: "",
  pages: "",
  publicationDate: "",
  isbn: "",
  stock: "",
  stockUnlimited: true,
  dedicado: false,
  deliveryTime: DEFAULT_DELIVERY_TIME,
  videos: [],
};

export function bookFormFromBook(book: Book): BookFormValues {
  return {
    name: book.name,
    description: book.description,
    price: String(book.price),
    language: book.language,
    editorial: book.editorial,
    format: book.format,
    pages: book.pages == null ? "" : String(book.pages),
    publicationDate: toDayMonthYear(book.publicationDate),
    isbn: book.isbn ?? "",
    stock: book.stock == null ? "" : String(book.stock),
    stockUnlimited: book.stock == null,
    dedicado: book.dedicado ?? false,
    deliveryTime: book.deliveryTime ?? DEFAULT_DELIVERY_TIME,
    videos: [...book.videos],
  };
}

/** The chosen main image goes first: the public pages show the first image as the book's cover. */
export function moveFirst(images: BookImage[], id: number): BookImage[] {
  const chosen = images.find((image) => image.id === id);
  return chosen ? [chosen, ...images.filter((image) => image.id !== id)] : images;
}

/** A refusal names the field it is about, so the form shows it under that field. */
export type BookFormResult =
  { ok: true; body: FormData } | { ok: false; field: "publicationDate" | "stock"; message: string };

const stockField = (stock: number | null) => (stock === null ? "ilimitado" : String(stock));

/**
 * publicationDate (ISO), name, description, price, language, editorial, format, pages, isbn, deliveryTime, stock (a number or
 * "ilimitado"), stockBefore (the stock the editor opened with, for an existing book), dedicado (true/false), date (ISO now),
 * video (repeated), image (JSON of the existing images to keep), images (repeated new files).
 */
export function buildBookFormData(
  values: BookFormValues,
  keptImages: BookImage[],
  newImages: File[],
  book: Pick<Book, "stock"> | null,
  now = new Date(),
): BookFormResult {
  const typedDate = values.publicationDate.trim();
  const publicationDate = typedDate ? parseDayMonthYear(typedDate) : "";
  if (publicationDate === null)
    return { ok: false, field: "publicationDate", message: "Escribe la fecha de publicación como DD/MM/AAAA." };
  const stock = values.stock.trim();
  if (!values.stockUnlimited && !/^\d{1,6}$/.test(stock))
    return { ok: false, field: "stock", message: "Escribe los ejemplares disponibles (0 o más) o marca «Sin límite»." };

  const body = new FormData();
  body.append("publicationDate", publicationDate);
  for (const field of [
    "name",
    "description",
    "price",
    "language",
    "editorial",
    "format",
    "pages",
    "isbn",
    "deliveryTime",
  ] as const) {
    body.append(field, values[field].trim());
  }
  body.append("stock", values.stockUnlimited ? "ilimitado" : stock);
  if (book) body.append("stockBefore", stockField(book.stock ?? null));
  body.append("dedicado", String(values.dedicado));
  body.append("date", now.toISOString());
  for (const link of values.videos) body.append("video", link);
  body.append("image", JSON.stringify(keptImages));
  for (const file of newImages) body.append("images", file);
  return { ok: true, body };
}
