// Several images at once, each with its own description, uploaded one after the other with progress.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { createPhotoSchema } from "@autora/common/contract/gallery.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { uploadPhoto } from "@/features/gallery";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { Snackbar } from "@/components/ui/Snackbar";
import { useTimedMessage } from "@/lib/useTimedMessage";

interface Pick {
  file: File;
  preview: string;
  descripcion: string;
}

export function GalleryUploadTab({ onUploaded }: { onUploaded: () => void }) {
  const [picks, setPicks] = useState<Pick[]>([]);
  const [progress, setProgress] = useState<{ index: number; total: number; percent: number } | null>(null);
  const snackbar = useTimedMessage(3000);
  const current = useRef(picks);
  useEffect(() => {
    current.current = picks;
  }, [picks]);
  useEffect(() => () => current.current.forEach((pick) => URL.revokeObjectURL(pick.preview)), []);
  const uploading = progress !== null;

  function add(files: FileList | null) {
    const added = Array.from(files ?? []).map((file) => ({ file, preview: URL.createObjectURL(file), descripcion: "" }));
    setPicks((list) => [...list, ...added]);
  }

  function remove(pick: Pick) {
    URL.revokeObjectURL(pick.preview);
    setPicks((list) => list.filter((p) => p !== pick));
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (picks.length === 0) {
      await showAlert("warning", "No images selected for upload.");
      return;
    }
    // Every description is checked before the first upload, so a refused one does not leave half the list sent.
    for (const pick of picks) {
      const checked = createPhotoSchema.safeParse({ descripcion: pick.descripcion });
      if (!checked.success) return showAlert("error", `No se pudo subir ${pick.file.name}`, checked.error.issues[0].message);
    }
    const queue = [...picks];
    let done = 0;
    try {
      for (const [index, pick] of queue.entries()) {
        setProgress({ index, total: queue.length, percent: 0 });
        await uploadPhoto(pick.file, pick.descripcion.trim(), (percent) => setProgress({ index, total: queue.length, percent }));
        URL.revokeObjectURL(pick.preview);
        done += 1;
        setPicks((list) => list.filter((p) => p !== pick));
      }
      snackbar.show(done === 1 ? "1 fotografía subida" : `${done} fotografías subidas`);
    } catch (error) {
      console.error("Error al subir la fotografía:", error);
      await showAlert("error", `No se pudo subir ${queue[done].file.name}`, apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setProgress(null);
      if (done > 0) onUploaded();
    }
  }

  return (
    <form className="adm-card adm-form" onSubmit={upload}>
      <div className="adm-field">
        <label htmlFor="gallery-files">Imágenes</label>
        <input
          id="gallery-files"
          type="file"
          accept="image/*"
          multiple
          disabled={uploading}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = "";
          }}
          aria-describedby="gallery-files-hint"
        />
        <small id="gallery-files-hint" className="adm-field__hint">
          Puedes elegir varias a la vez; cada una puede llevar su propia descripción.
        </small>
      </div>
      {picks.length > 0 && (
        <ul className="adm-upload-list">
          {picks.map((pick, index) => (
            <li key={pick.preview} className="adm-card adm-upload-item">
              <img src={pick.preview} alt={`Vista previa de ${pick.file.name}`} width={96} height={96} />
              <div className="adm-field">
                <label htmlFor={`pick-${index}`}>Descripción de {pick.file.name}</label>
                <input
                  id={`pick-${index}`}
                  value={pick.descripcion}
                  maxLength={500}
                  disabled={uploading}
                  onChange={(e) => setPicks((list) => list.map((p) => (p === pick ? { ...p, descripcion: e.target.value } : p)))}
                />
              </div>
              <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => remove(pick)} disabled={uploading} aria-label={`Quitar ${pick.file.name}`}>
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress && <ProgressBar value={progress.percent} label={`Subiendo ${progress.index + 1} de ${progress.total}`} />}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn" disabled={uploading}>
          Subir
        </button>
      </div>
      <Snackbar message={snackbar.message} />
    </form>
  );
}
