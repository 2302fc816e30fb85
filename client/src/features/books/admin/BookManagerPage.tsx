// adurdimbre: the book manager. Modes none / add / edit / testimonial; choosing a mode starts from a clean slate.
import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router-dom";
import type { Book } from "@/features/books";
import { getBooks } from "@/features/books";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import { BookEditor } from "./BookEditor";
import { BookSidebar } from "./BookSidebar";
import { EditBookMode } from "./EditBookMode";
import { TestimonialMode } from "./TestimonialMode";

type Mode = "none" | "add" | "edit" | "testimonial";

const modeButtons: { mode: Exclude<Mode, "none">; label: string }[] = [
  { mode: "add", label: "Agregar un libro" },
  { mode: "edit", label: "Editar/Borrar libro" },
  { mode: "testimonial", label: "Agregar testimonio" },
];

export const loader = () => loadForAdmin(getBooks, "No se pudieron cargar los libros");

export default function BookManagerPage() {
  usePageMeta("Urdimbre", { site: "Administración" });
  const books = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [mode, setMode] = useState<Mode>("none");
  /** bumped on every mode choice so the mode's form, search, images and testimonials start empty */
  const [session, setSession] = useState(0);
  const [editing, setEditing] = useState<Book | null>(null);

  function choose(next: Mode, book: Book | null = null) {
    setMode(next);
    setEditing(book);
    setSession((s) => s + 1);
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Urdimbre</h1>
          <p className="adm-muted">El libro, sus imágenes, videos y testimonios.</p>
        </div>
      </div>
      <div className="adm-book-layout">
        <BookSidebar books={books.data} error={books.error} onEdit={(book) => choose("edit", book)} />
        <section className="adm-book-main" aria-label="Acciones del libro">
          <div className="adm-mode-buttons" role="group" aria-label="Elige una acción">
            {modeButtons.map((button) => (
              <button key={button.mode} type="button" className={mode === button.mode ? "adm-btn" : "adm-btn adm-btn--ghost"} aria-pressed={mode === button.mode} onClick={() => choose(button.mode)}>
                {button.label}
              </button>
            ))}
          </div>

          {mode === "none" && <p className="adm-empty">Selecciona una acción para comenzar</p>}

          {mode === "add" &&
            (books.data?.length ? (
              <p className="adm-notice">Ya hay un libro creado. Solo se permite uno por ahora.</p>
            ) : (
              <div className="adm-card">
                <h2>Nuevo libro</h2>
                <BookEditor
                  key={session}
                  book={null}
                  onSaved={(book) => {
                    void revalidate();
                    choose("edit", book);
                  }}
                />
              </div>
            ))}

          {mode === "edit" && (
            <EditBookMode
              key={session}
              initialBook={editing}
              onChanged={() => void revalidate()}
              onDeleted={() => {
                void revalidate();
                choose("none");
              }}
            />
          )}

          {mode === "testimonial" && <TestimonialMode key={session} />}
        </section>
      </div>
    </>
  );
}
