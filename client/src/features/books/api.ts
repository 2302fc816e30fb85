// The books and their testimonials: the catalogue pages and the admin editor.
import { api, apiPath, withProgress, type ProgressHandler } from "@/lib/api-client";
import { DEFAULT_DELIVERY_TIME } from "@autora/common/contract/books-sale.ts";
import type { Book, PublicTestimonial, Testimonial } from "./types";

/** The API sends prices as numbers already; the conversion guards older payloads that sent strings (or no delivery time). */
const normalise = (book: Book): Book => ({
  ...book,
  price: Number(book.price),
  images: book.images ?? [],
  videos: book.videos ?? [],
  deliveryTime: book.deliveryTime || DEFAULT_DELIVERY_TIME,
});

/** The catalogue (oldest first: the first book is "the" book). */
export async function getBooks(): Promise<Book[]> {
  return (await api.get<Book[]>("/books")).data.map(normalise);
}

export async function getBook(id: number): Promise<Book> {
  const { data } = await api.get<Book>(apiPath`/book/${id}`);
  return normalise(data);
}

export async function getTestimonials(): Promise<PublicTestimonial[]> {
  const { data } = await api.get<PublicTestimonial[]>("/testimonials");
  return data;
}

/** POST /book/create with the book form's multipart body (see admin/bookFormData.ts). */
export async function createBook(body: FormData, onProgress?: ProgressHandler): Promise<Book> {
  const { data } = await api.post<Book>("/book/create", body, withProgress(onProgress));
  return normalise(data);
}

export async function updateBook(id: number, body: FormData, onProgress?: ProgressHandler): Promise<Book> {
  const { data } = await api.put<Book>(apiPath`/book/${id}`, body, withProgress(onProgress));
  return normalise(data);
}

export async function deleteBook(id: number): Promise<void> {
  await api.delete(apiPath`/book/${id}`);
}

/** One book's testimonials, with their ids (the admin editor). */
export async function getBookTestimonials(bookId: number): Promise<Testimonial[]> {
  const { data } = await api.get<Testimonial[]>(apiPath`/book/${bookId}/testimonials`);
  return data;
}

export async function createTestimonial(input: {
  content: string;
  author: string;
  bookId: number;
}): Promise<Testimonial> {
  const { data } = await api.post<Testimonial>("/testimonial/create", input);
  return data;
}

export async function deleteTestimonial(id: number): Promise<void> {
  await api.delete(apiPath`/testimonial/${id}`);
}
