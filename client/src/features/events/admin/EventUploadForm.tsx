// 'Subir nuevo documento PDF': the title (required), the event's day (a date picker; empty while it has none), a
// description and the PDF. Every problem shows under its field at once, the first one focused.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { createEventSchema } from "@autora/common/contract/events.ts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { createEvent } from "../api";
import { FileField } from "@/components/ui/FileField";
import { FormMessage } from "@/components/ui/FormMessage";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { TextField } from "@/components/ui/TextField";

const isPdf = (file: File) => file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
const empty = { title: "", date: "", description: "" };

/** What the form has that is not stored yet, for the page's warning before leaving. */
export function EventUploadForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [values, setValues] = useState(empty);
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const mutation = useMutation();
  const uploading = mutation.pending;
  const dirty = values.title !== "" || values.date !== "" || values.description !== "" || pdf !== null;
  const set = (key: keyof typeof empty) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (Object.keys(errors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const checked = createEventSchema.safeParse(values);
    const problems = checked.success ? {} : fieldErrors(checked.error.issues);
    if (!pdf) problems.pdf = "Debes seleccionar un archivo PDF";
    else if (!isPdf(pdf)) problems.pdf = "Solo se permiten archivos PDF";
    setErrors(problems);
    if (!checked.success || !pdf || problems.pdf) return mutation.clear();
    setProgress(0);
    const created = await mutation.run(
      () =>
        createEvent(
          { title: values.title.trim(), date: values.date, description: values.description.trim(), pdf },
          setProgress,
        ),
      {
        success: "Documento subido correctamente",
        failure: "Error al subir el documento. Intenta de nuevo.",
      },
    );
    setProgress(null);
    if (!created) return;
    setValues(empty);
    setPdf(null);
  }

  return (
    <section className="adm-card" aria-labelledby="blog-upload-title">
      <h2 id="blog-upload-title">Subir nuevo documento PDF</h2>
      <form ref={form} className="adm-form" onSubmit={submit} noValidate>
        <TextField
          label="Título"
          value={values.title}
          onChange={set("title")}
          required
          maxLength={200}
          error={errors.title}
          disabled={uploading}
        />
        <TextField
          label="Fecha del evento (opcional)"
          type="date"
          value={values.date}
          onChange={set("date")}
          hint="Déjala vacía si aún no tiene fecha."
          error={errors.date}
          disabled={uploading}
        />
        <TextField
          label="Descripción (opcional)"
          value={values.description}
          onChange={set("description")}
          multiline
          rows={3}
          maxLength={2000}
          hint="Dónde y a qué hora es, quién participa."
          error={errors.description}
          disabled={uploading}
        />
        <FileField
          label="Archivo PDF"
          button="Elegir archivo"
          files={pdf ? [pdf] : []}
          onChange={(files) => setPdf(files[0] ?? null)}
          accept="application/pdf,.pdf"
          required
          error={errors.pdf}
          disabled={uploading}
        />
        {progress !== null && <ProgressBar value={progress} label="Subiendo documento" />}
        <FormMessage feedback={mutation.feedback} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={uploading}>
            Subir PDF
          </button>
        </div>
      </form>
    </section>
  );
}
