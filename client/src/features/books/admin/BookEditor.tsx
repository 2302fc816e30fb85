// The book form (name, price, language, publisher, format, pages, publication date, ISBN, stock, signed copies, description, videos,
// images), save (create or update, with upload progress) and, for an existing book, delete.
import { useState, type FormEvent } from "react";
import { bookFormSchema } from "@autora/common/contract/books.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import type { Book, BookImage } from "@/features/books";
import { createBook, deleteBook, updateBook } from "@/features/books";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { bookFormFromBook, buildBookFormData, emptyBookForm, type BookFormValues } from "./bookFormData";
import { httpStatus } from "@/lib/http-status";
import { ExistingImagesField, NewImagesField, type NewImage } from "./BookImagesFields";
import { VideoLinksField } from "./VideoLinksField";

const ONE_BOOK_ONLY = "Ya existe un libro. Solo se permite uno por ahora.";

type TextKey = Exclude<keyof BookFormValues, "videos" | "description" | "stock" | "stockUnlimited" | "dedicado">;
const textFields: { key: TextKey; label: string; type?: string; required?: boolean; hint?: string; placeholder?: string }[] = [
  { key: "name", label: "Nombre", required: true },
  { key: "price", label: "Precio", type: "number", required: true },
  { key: "language", label: "Idioma", required: true },
  { key: "editorial", label: "Editorial", required: true },
  { key: "format", label: "Formato", required: true },
  { key: "pages", label: "Páginas", type: "number" },
  { key: "publicationDate", label: "Fecha de publicación", placeholder: "DD/MM/AAAA", hint: "Formato DD/MM/AAAA" },
  { key: "isbn", label: "ISBN" },
];

/** The multipart body's text fields as the server reads them: a repeated name (video) becomes a list. */
function multipartTextFields(body: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of body) {
    if (typeof value !== "string") continue;
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [previous, value].flat();
  }
  return fields;
}

interface BookEditorProps {
  /** null: a new book */
  book: Book | null;
  onSaved: (book: Book) => void;
  onDeleted?: () => void;
}

export function BookEditor({ book, onSaved, onDeleted }: BookEditorProps) {
  const [values, setValues] = useState<BookFormValues>(() => (book ? bookFormFromBook(book) : emptyBookForm));
  const [keptImages, setKeptImages] = useState<BookImage[]>(() => book?.images ?? []);
  const [newImages, setNewImages] = useState<NewImage[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const busy = progress !== null || deleting;

  const set = (key: keyof BookFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const form = buildBookFormData(values, keptImages, newImages.map((image) => image.file), book);
    if (!form.ok) {
      await showAlert("warning", form.title ?? "Fecha inválida", form.message);
      return;
    }
    // The server's own rules and words, before any upload.
    const checked = bookFormSchema.safeParse(multipartTextFields(form.body));
    if (!checked.success) {
      await showAlert("error", "Error al guardar el libro.", checked.error.issues[0].message);
      return;
    }
    setProgress(0);
    try {
      const saved = book ? await updateBook(book.id, form.body, setProgress) : await createBook(form.body, setProgress);
      setProgress(null);
      await showAlert("success", book ? "Libro actualizado correctamente" : "Libro agregado correctamente");
      onSaved(saved);
    } catch (error) {
      console.error("Error al guardar el libro:", error);
      setProgress(null);
      // 409: creating a second book (the site holds only one), or the stock moved while editing (the server says how many are left).
      if (httpStatus(error) === 409) await showAlert("warning", "Atención", book ? apiErrorMessage(error, "Intenta de nuevo.") : ONE_BOOK_ONLY);
      else await showAlert("error", "Error al guardar el libro.", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  async function remove() {
    if (!book || busy) return;
    const confirmed = await confirmDialog({ title: "¿Estás seguro?", text: "Esta acción eliminará el libro permanentemente", confirmText: "Sí, eliminar", cancelText: "Cancelar" });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteBook(book.id);
      await showAlert("success", "Libro eliminado correctamente");
      onDeleted?.();
    } catch (error) {
      console.error("Error al eliminar el libro:", error);
      await showAlert("error", "Error", apiErrorMessage(error, "Error al eliminar el libro"));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <form className="adm-form" onSubmit={save} aria-label={book ? "Editar libro" : "Nuevo libro"}>
      <div className="adm-form-grid">
        {textFields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            value={values[field.key]}
            onChange={set(field.key)}
            type={field.type ?? "text"}
            required={field.required}
            hint={field.hint}
            placeholder={field.placeholder}
            inputMode={field.key === "publicationDate" ? "numeric" : undefined}
            min={field.key === "pages" ? 1 : field.key === "price" ? 0.01 : undefined}
            step={field.key === "price" ? "0.01" : undefined}
            disabled={busy}
          />
        ))}
      </div>
      <fieldset className="adm-stock">
        <legend>Existencias</legend>
        <TextField
          label="Ejemplares disponibles"
          value={values.stockUnlimited ? "" : values.stock}
          onChange={set("stock")}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint="Sin contar los apartados por fichas pendientes de pago. En 0, el libro aparece como «Agotado»."
          disabled={busy || values.stockUnlimited}
        />
        <label className="adm-check">
          <input type="checkbox" checked={values.stockUnlimited} onChange={(e) => setValues((v) => ({ ...v, stockUnlimited: e.target.checked }))} disabled={busy} />
          Sin límite
        </label>
      </fieldset>
      <div>
        <label className="adm-check">
          <input type="checkbox" checked={values.dedicado} onChange={(e) => setValues((v) => ({ ...v, dedicado: e.target.checked }))} disabled={busy} aria-describedby="book-dedicado-hint" />
          Ejemplar dedicado
        </label>
        <small id="book-dedicado-hint" className="adm-field__hint">
          La página del libro dice «Disponible dedicado por la autora» y al pagar se puede pedir una dedicatoria.
        </small>
      </div>
      <TextField label="Descripción" value={values.description} onChange={set("description")} multiline required disabled={busy} />
      <VideoLinksField videos={values.videos} onChange={(videos) => setValues((v) => ({ ...v, videos }))} disabled={busy} />
      <ExistingImagesField images={keptImages} onChange={setKeptImages} disabled={busy} />
      <NewImagesField images={newImages} onChange={setNewImages} disabled={busy} />
      {progress !== null && <ProgressBar value={progress} label="Guardando libro" />}
      <div className="adm-form__actions">
        {book && (
          <button type="button" className="adm-btn adm-btn--danger" onClick={remove} disabled={busy}>
            {deleting && <Spinner inline label="Eliminando" />} Eliminar Libro
          </button>
        )}
        <button type="submit" className="adm-btn" disabled={busy}>
          {progress !== null && <Spinner inline label="Guardando" />} {book ? "Guardar Cambios" : "Guardar Libro"}
        </button>
      </div>
    </form>
  );
}
