import { api } from "../../lib/api-client";
import type { Book, BookComment, PublicTestimonial } from "./types";

/** The API sends prices as numbers already; the conversion guards older payloads that sent strings. */
const normalise = (book: Book): Book => ({ ...book, price: Number(book.price), images: book.images ?? [], videos: book.videos ?? [] });

/** The catalogue (oldest first: the first book is "the" book). */
export async function getBooks(): Promise<Book[]> {
  return (await api.get<Book[]>("/books")).data.map(normalise);
}

export async function getBook(id: number | string): Promise<Book> {
  const { data } = await api.get<Book>(`/book/${id}`);
  return normalise(data);
}

/** The server answers the newest COMMENTS_PAGE; `before` (the id of the last one shown) asks for older ones. */
export const COMMENTS_PAGE = 50;

export async function getBookComments(bookId: number, before?: number): Promise<BookComment[]> {
  const { data } = await api.get<BookComment[]>(`/${bookId}/comentarios${before ? `?before=${before}` : ""}`);
  return data;
}

/** Needs a signed-in user (the client adds the bearer token). */
export async function addBookComment(bookId: number, contenido: string): Promise<BookComment> {
  const { data } = await api.post<BookComment>(`/${bookId}/comentarios`, { contenido });
  return data;
}

export async function getTestimonials(): Promise<PublicTestimonial[]> {
  const { data } = await api.get<PublicTestimonial[]>("/testimonials");
  return data;
}

/** DELETE /api/comentarios/libro/{id}: a reader deletes their own comment. */
export async function deleteBookComment(id: number): Promise<void> {
  await api.delete(`/comentarios/libro/${id}`);
}
