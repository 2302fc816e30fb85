// Edit mode: find a book by ID, then edit or delete it and manage its testimonials.
import { useState, type FormEvent } from "react";
import { apiErrorMessage } from "@/lib/api-client";
import { getBook } from "@/features/books";
import { INVALID_ID, parseId } from "@autora/common/id.ts";
import type { Book } from "@/features/books";
import { Spinner } from "@/components/ui/Spinner";
import { BookEditor } from "./BookEditor";
import { TestimonialPanel } from "./TestimonialPanel";

interface EditBookModeProps {
  initialBook: Book | null;
  onChanged: () => void;
  onDeleted: () => void;
}

export function EditBookMode({ initialBook, onChanged, onDeleted }: EditBookModeProps) {
  const [searchId, setSearchId] = useState(initialBook ? String(initialBook.id) : "");
  const [book, setBook] = useState<Book | null>(initialBook);
  /** bumped after a save so the form reloads from what the server stored */
  const [version, setVersion] = useState(0);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (searching) return;
    const typed = searchId.trim();
    if (!typed) {
      console.warn("Ingresa el ID del libro para buscarlo");
      setError("Ingresa el ID del libro.");
      return;
    }
    const id = parseId(typed);
    if (id === null) {
      setError(INVALID_ID);
      return;
    }
    setSearching(true);
    setError(null);
    try {
      setBook(await getBook(id));
      setVersion((v) => v + 1);
    } catch (failure) {
      console.error("Error al buscar el libro:", failure);
      setBook(null);
      setError(apiErrorMessage(failure, "No se encontró el libro."));
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className="adm-stack">
      <form className="adm-card adm-inline" onSubmit={search} role="search">
        <label htmlFor="book-search-id">ID del libro</label>
        <input id="book-search-id" type="number" min={1} inputMode="numeric" value={searchId} onChange={(e) => setSearchId(e.target.value)} />
        <button type="submit" className="adm-btn" disabled={searching}>
          {searching && <Spinner inline label="Buscando" />} Buscar
        </button>
      </form>
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
      {book && (
        <>
          <div className="adm-card">
            <h2>Libro recuperado</h2>
            <p className="adm-muted">
              {book.name} · ID: {book.id}
            </p>
            <BookEditor
              key={`${book.id}-${version}`}
              book={book}
              onSaved={(saved) => {
                setBook(saved);
                setVersion((v) => v + 1);
                onChanged();
              }}
              onDeleted={onDeleted}
            />
          </div>
          <TestimonialPanel key={book.id} bookId={book.id} />
        </>
      )}
    </div>
  );
}
