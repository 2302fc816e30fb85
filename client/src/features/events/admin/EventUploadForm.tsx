// 'Subir nuevo documento PDF': title (required), an optional date text (sent as the description), the PDF.
import { useRef, useState, type FormEvent } from "react";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { createEvent } from "@/features/events";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { TextField } from "@/components/ui/TextField";

const isPdf = (file: File) => file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");

export function EventUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [pdf, setPdf] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (!title.trim()) {
      await showAlert("warning", "El título es obligatorio");
      return;
    }
    if (!pdf) {
      await showAlert("warning", "Debes seleccionar un archivo PDF");
      return;
    }
    if (!isPdf(pdf)) {
      await showAlert("warning", "Solo se permiten archivos PDF");
      return;
    }
    setProgress(0);
    try {
      await createEvent({ title: title.trim(), description: description.trim(), pdf }, setProgress);
      setTitle("");
      setDescription("");
      setPdf(null);
      if (fileInput.current) fileInput.current.value = "";
      setProgress(null);
      onUploaded();
      await showAlert("success", "Documento subido correctamente");
    } catch (error) {
      console.error("Error al subir el documento:", error);
      setProgress(null);
      await showAlert("error", "Error al subir el documento", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  return (
    <section className="adm-card" aria-labelledby="blog-upload-title">
      <h2 id="blog-upload-title">Subir nuevo documento PDF</h2>
      <form className="adm-form" onSubmit={submit} noValidate>
        <TextField label="Título" value={title} onChange={setTitle} required maxLength={200} disabled={uploading} />
        <TextField
          label="Fecha (opcional)"
          value={description}
          onChange={setDescription}
          maxLength={2000}
          placeholder="Ej. 15 de marzo de 2025"
          hint="La página Eventos muestra esta fecha en su calendario."
          disabled={uploading}
        />
        <div className="adm-field">
          <label htmlFor="blog-pdf">Archivo PDF</label>
          <input id="blog-pdf" ref={fileInput} type="file" accept="application/pdf,.pdf" onChange={(e) => setPdf(e.target.files?.[0] ?? null)} disabled={uploading} />
        </div>
        {uploading && <ProgressBar value={progress} label="Subiendo documento" />}
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={uploading}>
            Subir PDF
          </button>
        </div>
      </form>
    </section>
  );
}
