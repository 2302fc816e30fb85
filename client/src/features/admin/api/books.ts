import { api } from "../../../lib/api-client";
import type { Book, Testimonial } from "../../book/types";
import { withProgress, type ProgressHandler } from "./upload";

/** Prices may arrive as strings from older payloads; lists are never missing. */
const normalise = (book: Book): Book => ({ ...book, price: Number(book.price), images: book.images ?? [], videos: book.videos ?? [] });

/** POST /book/create with the multipart body of spec section 7 (see utils/bookFormData.ts). */
export async function createBook(body: FormData, onProgress?: ProgressHandler): Promise<Book> {
  const { data } = await api.post<Book>("/book/create", body, withProgress(onProgress));
  return normalise(data);
}

export async function updateBook(id: number, body: FormData, onProgress?: ProgressHandler): Promise<Book> {
  const { data } = await api.put<Book>(`/book/${id}`, body, withProgress(onProgress));
  return normalise(data);
}

export async function deleteBook(id: number): Promise<void> {
  await api.delete(`/book/${id}`);
}

export async function getBookTestimonials(bookId: number): Promise<Testimonial[]> {
  const { data } = await api.get<Testimonial[]>(`/book/${bookId}/testimonials`);
  return data;
}

export async function createTestimonial(input: { content: string; author: string; bookId: number }): Promise<Testimonial> {
  const { data } = await api.post<Testimonial>("/testimonial/create", input);
  return data;
}

export async function deleteTestimonial(id: number): Promise<void> {
  await api.delete(`/testimonial/${id}`);
}
