import type { Book } from "@/features/books";
import { getBooks } from "@/features/books";
import { apiErrorMessage } from "@/lib/api-client";

export const BOOKS_FAILED = "No pudimos cargar los libros de tu carrito. Revisa tu conexión y vuelve a cargar la página.";

/** The books on sale, for the cart's lines (the cart and the checkout); when they cannot be read, why. */
export async function loadCartBooks(): Promise<{ products: Book[]; error: string | null }> {
  try {
    return { products: await getBooks(), error: null };
  } catch (error) {
    return { products: [], error: apiErrorMessage(error, BOOKS_FAILED) };
  }
}
