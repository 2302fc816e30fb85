import { formatLongDate } from "@autora/common/format.ts";
import type { Book } from "../types";

/** The book's details; the ISBN only when there is one. */
export function BookFacts({ book }: { book: Book }) {
  const facts: [string, string][] = [
    ["Páginas", book.pages ? String(book.pages) : "—"],
    ["Idioma", book.language || "—"],
    ["Formato", book.format || "—"],
    ["Editorial", book.editorial || "—"],
    ["Fecha de publicación", formatLongDate(book.publicationDate)],
  ];
  if (book.isbn) facts.push(["ISBN", book.isbn]);
  return (
    <section className="book-facts" aria-labelledby="book-facts-title">
      <h2 id="book-facts-title" className="book-facts__title">
        Detalles
      </h2>
      <dl className="book-facts__list">
        {facts.map(([term, value]) => (
          <div key={term} className="book-facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
