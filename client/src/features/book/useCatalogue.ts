import { useEffect, useState } from "react";
import { getBooks } from "./api";
import type { Book } from "./types";

/** The books on sale, for the cart and checkout pages: null while loading, [] when they could not be loaded. */
export function useCatalogue(): Book[] | null {
  const [books, setBooks] = useState<Book[] | null>(null);
  useEffect(() => {
    getBooks()
      .then(setBooks)
      .catch((error: unknown) => {
        console.error("Error al obtener los productos:", error);
        setBooks([]);
      });
  }, []);
  return books;
}
