import type { Book } from "@/features/books";
import { getBooks } from "@/features/books";
import { load, type Loaded } from "@/lib/load";

export const BOOKS_FAILED =
  "No pudimos cargar los libros de tu carrito. Revisa tu conexión y vuelve a cargar la página.";

/** The books on sale, for the cart's lines (the cart and the checkout); when they cannot be read, why. */
export const loadCartBooks = (): Promise<Loaded<Book[]>> => load(getBooks, BOOKS_FAILED);
