// The book form (name, price, language, publisher, format, pages, publication date, ISBN, delivery time, stock, signed
// copies, description, videos, images), save (create or update, with upload progress) and, for an existing book,
// delete. Every problem shows at once under its field in the contract's words, the first one focused; how the save or
// the delete went shows beside the buttons. After a save the form shows what the server stored; after a delete it is
// empty, ready for a new book.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { bookFormSchema } from "@autora/common/contract/books.ts";
import { confirmDialog } from "@/lib/alerts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import type { Book, BookImage } from "../types";
import { createBook, deleteBook, updateBook } from "../api";
import { FormMessage } from "@/components/ui/FormMessage";
import { FieldProblem } from "@/components/ui/FieldProblem";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { bookFormFromBook, buildBookFormData, emptyBookForm, type BookFormValues } from "./bookFormData";
import { ExistingImagesField, NewImagesField, type NewImage } from "./BookImagesFields";
import { VideoLinksField } from "./VideoLinksField";

type TextKey = Exclude<keyof BookFormValues, "videos" | "description" | "stock" | "stockUnlimited" | "dedicado">;
const textFields: {
  key: TextKey;
  label: string;
  type?: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}[] = [
  { key: "name", label: "Nombre", required: true },
  { key: "price", label: "Precio", type: "number", required: true },
  { key: "language", label: "Idioma", required: true },
  { key: "editorial", label: "Editorial", required: true },
  { key: "format", label: "Formato", required: true },
  { key: "pages", label: "Páginas", type: "number" },
  { key: "publicationDate", label: "Fecha de publicación", placeholder: "DD/MM/AAAA", hint: "Formato DD/MM/AAAA" },
  { key: "isbn", label: "ISBN" },
  {
    key: "deliveryTime",
    label: "Tiempo de entrega",
    required: true,
    hint: "Se muestra junto al precio, por ejemplo «3 a 7 días hábiles».",
  },
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

/** A field's problem by its name in the form ("video.1" is the videos' problem). */
type Problems = Record<string, string>;
const problemOf = (problems: Problems, key: string) =>
  problems[key] ?? Object.entries(problems).find(([path]) => path.startsWith(`${key}.`))?.[1];

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
  const [problems, setProblems] = useState<Problems>({});
  const [attempts, setAttempts] = useState(0);
  const mutation = useMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = mutation.pending;

  // after a try with problems, the first one in the form's order gets the focus
  useEffect(() => {
    if (attempts) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  function show(stored: Book | null) {
    setValues(stored ? bookFormFromBook(stored) : emptyBookForm);
    setKeptImages(stored?.images ?? []);
    setNewImages([]);
  }

  const set = (key: keyof BookFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems(({ [key]: _fixed, ...rest }) => rest);
  };

  function refuse(found: Problems) {
    setProblems(found);
    const count = Object.keys(found).length;
    mutation.refuse(count === 1 ? "Revisa el campo marcado." : `Revisa los ${count} campos marcados.`);
    setAttempts((n) => n + 1);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const form = buildBookFormData(
      values,
      keptImages,
      newImages.map((image) => image.file),
      book,
    );
    if (!form.ok) return refuse({ [form.field]: form.message });
    // The server's own rules and words, before any upload.
    const checked = bookFormSchema.safeParse(multipartTextFields(form.body));
    if (!checked.success) return refuse(fieldErrors(checked.error.issues));
    setProblems({});
    setProgress(0);
    const saved = await mutation.run(
      () => (book ? updateBook(book.id, form.body, setProgress) : createBook(form.body, setProgress)),
      {
        success: book ? "Libro actualizado correctamente" : "Libro agregado correctamente",
        failure: "Error al guardar el libro.",
      },
    );
    setProgress(null);
    if (!saved) return;
    show(saved);
    onSaved(saved);
  }

  async function remove() {
    if (!book || busy) return;
    const confirmed = await confirmDialog({
      title: "¿Estás seguro?",
      text: "Esta acción eliminará el libro permanentemente",
      confirmText: "Sí, eliminar",
      cancelText: "Cancelar",
    });
    if (!confirmed) return;
    const deleted = await mutation.run(() => deleteBook(book.id).then(() => true), {
      success: "Libro eliminado correctamente",
      failure: "Error al eliminar el libro",
    });
    if (!deleted) return;
    show(null);
    onDeleted?.();
  }

  return (
    <form
      ref={formRef}
      className="adm-form"
      onSubmit={save}
      aria-label={book ? "Editar libro" : "Nuevo libro"}
      noValidate
    >
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
            maxLength={field.key === "deliveryTime" ? 60 : undefined}
            error={problems[field.key]}
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
          hint="Sin contar los apartados por fichas pendientes de pago. En 0, el libro aparece como «Agotado»; con 3 o menos, la página dice cuántos quedan."
          error={problems.stock}
          disabled={busy || values.stockUnlimited}
        />
        <label className="adm-check">
          <input
            type="checkbox"
            checked={values.stockUnlimited}
            onChange={(e) => {
              setValues((v) => ({ ...v, stockUnlimited: e.target.checked }));
              setProblems(({ stock: _fixed, ...rest }) => rest);
            }}
            disabled={busy}
          />
          Sin límite
        </label>
      </fieldset>
      <div>
        <label className="adm-check">
          <input
            type="checkbox"
            checked={values.dedicado}
            onChange={(e) => setValues((v) => ({ ...v, dedicado: e.target.checked }))}
            disabled={busy}
            aria-describedby="book-dedicado-hint"
          />
          Ejemplar dedicado
        </label>
        <small id="book-dedicado-hint" className="adm-field__hint">
          La página del libro dice «Disponible dedicado por la autora» y al pagar se puede pedir una dedicatoria.
        </small>
      </div>
      <TextField
        label="Descripción"
        value={values.description}
        onChange={set("description")}
        multiline
        required
        error={problems.description}
        disabled={busy}
      />
      <VideoLinksField
        videos={values.videos}
        onChange={(videos) => {
          setValues((v) => ({ ...v, videos }));
          setProblems((current) =>
            Object.fromEntries(
              Object.entries(current).filter(([path]) => path !== "video" && !path.startsWith("video.")),
            ),
          );
        }}
        disabled={busy}
      />
      <FieldProblem id="book-video-problem" message={problemOf(problems, "video")} />
      <ExistingImagesField images={keptImages} onChange={setKeptImages} disabled={busy} />
      <NewImagesField images={newImages} onChange={setNewImages} disabled={busy} />
      {progress !== null && <ProgressBar value={progress} label="Guardando libro" />}
      <div className="adm-form__actions">
        {book && (
          <button type="button" className="adm-btn adm-btn--danger" onClick={remove} disabled={busy}>
            {busy && progress === null && <Spinner inline label="Eliminando" />} Eliminar Libro
          </button>
        )}
        <button type="submit" className="adm-btn" disabled={busy}>
          {progress !== null && <Spinner inline label="Guardando" />} {book ? "Guardar Cambios" : "Guardar Libro"}
        </button>
      </div>
      <FormMessage feedback={mutation.feedback} />
    </form>
  );
}
