import { api } from "../../lib/api-client";
import type { Book } from "./types";

/** The API sends prices as numbers already; the conversion guards older payloads that sent strings. */
const normalise = (book: Book): Book => ({ ...book, price: Number(book.price), images: book.images ?? [], videos: book.videos ?? [] });

export async function getBooks(): Promise<Book[]> {
  const { data } = await api.get<Book[]>("/books");
  return data.map(normalise);
}

export async function getBook(id: number | string): Promise<Book> {
  const { data } = await api.get<Book>(`/book/${id}`);
  return normalise(data);
}
