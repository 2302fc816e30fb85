// adurdimbre: the book manager. The site holds one book, so the page opens on it: its editor (with its testimonials),
// or the form for a new book when there is none. The three buttons (add, edit/delete, testimonials) switch between
// them, and choosing one starts from a clean slate.
import { useState } from "react";
import { useLoaderData } from "react-router-dom";
import type { Book } from "../types";
import { getBooks } from "../api";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { BookEditor } from "./BookEditor";
import { BookSidebar } from "./BookSidebar";
import { TestimonialPanel } from "./TestimonialPanel";
import "./book.css";

type Mode = "add" | "edit" | "testimonial";

const modeButtons: { mode: Mode; label: string }[] = [
  { mode: "add", label: "Agregar un libro" },
  { mode: "edit", label: "Editar/Borrar libro" },
  { mode: "testimonial", label: "Agregar testimonio" },
];

export const loader = ({ loadForAdmin }: AdminLoaderArgs) => loadForAdmin(getBooks, "No se pudieron cargar los libros");

export default function BookManagerPage({ title }: AdminScreenProps) {
  const books = useLoaderData<typeof loader>();
  /** the book the sidebar's "Editar" chose; the first book (the site's one) otherwise */
  const [chosenId, setChosenId] = useState<number | null>(null);
  const book: Book | null = books.data?.find((b) => b.id === chosenId) ?? books.data?.[0] ?? null;
  const [mode, setMode] = useState<Mode>(() => (book ? "edit" : "add"));
  // The new-book form and the book's editor are one editor in one place: after a create it stays (now editing the
  // stored book) and after a delete it becomes the new-book form, each time saying how it went.
  const [editorFor, setEditorFor] = useState<"new" | "book" | null>(() => (book ? "book" : "new"));
  /** bumped on every mode choice so the mode's form, images and testimonials start afresh */
  const [session, setSession] = useState(0);

  function choose(next: Mode, id: number | null = chosenId) {
    setMode(next);
    setChosenId(id);
    setEditorFor(next === "testimonial" ? null : next === "edit" ? (book ? "book" : null) : book ? null : "new");
    setSession((s) => s + 1);
  }

  const editing = editorFor === "book" ? book : null;

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">El libro, sus imágenes, videos y testimonios.</p>
        </div>
      </div>
      <div className="adm-book-layout">
        <BookSidebar books={books.data} error={books.error} onEdit={(chosen) => choose("edit", chosen.id)} />
        <section className="adm-book-main" aria-label="Acciones del libro">
          <div className="adm-mode-buttons" role="group" aria-label="Elige una acción">
            {modeButtons.map((button) => (
              <button
                key={button.mode}
                type="button"
                className={mode === button.mode ? "adm-btn" : "adm-btn adm-btn--ghost"}
                aria-pressed={mode === button.mode}
                onClick={() => choose(button.mode)}
              >
                {button.label}
              </button>
            ))}
          </div>

          {mode === "add" && !editorFor && (
            <p className="adm-notice">Ya hay un libro creado. Solo se permite uno por ahora.</p>
          )}
          {mode !== "add" && !editorFor && !book && !books.error && (
            <p className="adm-empty">Aún no hay libro. Usa «Agregar un libro» para crearlo.</p>
          )}

          {editorFor && (
            <div key={session} className="adm-stack">
              <div className="adm-card">
                <h2>{editing ? `Editar «${editing.name}»` : "Nuevo libro"}</h2>
                <BookEditor
                  book={editing}
                  onSaved={(saved) => {
                    setMode("edit");
                    setChosenId(saved.id);
                    setEditorFor("book");
                  }}
                  onDeleted={() => {
                    setMode("add");
                    setChosenId(null);
                    setEditorFor("new");
                  }}
                />
              </div>
              {editing && <TestimonialPanel key={editing.id} bookId={editing.id} bookName={editing.name} />}
            </div>
          )}

          {mode === "testimonial" && book && (
            <TestimonialPanel key={`${session}-${book.id}`} bookId={book.id} bookName={book.name} />
          )}
        </section>
      </div>
    </>
  );
}
