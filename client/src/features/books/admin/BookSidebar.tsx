// 'Libros en el sistema': name, id, creation date, the publication-age note and the first image of each book.
import type { Book } from "../types";
import { publishedNote } from "./dates";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { failure, FormMessage } from "@/components/ui/FormMessage";

const shortDate = new Intl.DateTimeFormat("es-MX", { day: "2-digit", month: "2-digit", year: "numeric" });

function creationDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? shortDate.format(date) : "No disponible";
}

interface BookSidebarProps {
  books: Book[] | null;
  error: string | null;
  onEdit: (book: Book) => void;
}

export function BookSidebar({ books, error, onEdit }: BookSidebarProps) {
  return (
    <aside className="adm-card adm-book-sidebar" aria-labelledby="books-in-system">
      <h2 id="books-in-system">Libros en el sistema</h2>
      {error && <FormMessage feedback={failure(error)} />}
      {books?.length === 0 && <p className="adm-muted">No hay libros registrados.</p>}
      <ul className="adm-book-list">
        {books?.map((book) => {
          const note = publishedNote(book.publicationDate);
          return (
            <li key={book.id} className="adm-book-item">
              {book.images[0] && (
                <UploadedImage
                  src={book.images[0].url}
                  sizes="72px"
                  alt={`Portada de ${book.name}`}
                  width={72}
                  height={96}
                  loading="lazy"
                />
              )}
              <div>
                <p className="adm-book-item__name">{book.name}</p>
                <p className="adm-muted">ID: {book.id}</p>
                <p className="adm-muted">Creado: {creationDate(book.date)}</p>
                {note && <p className="adm-book-item__note">{note}</p>}
                <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => onEdit(book)}>
                  Editar
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
