// 'Subir nueva fotografía': image file, Descripción, Cancelar / Subir with a progress bar.
import { useState, type FormEvent } from "react";
import { createPhotoSchema } from "@autora/common/contract/gallery.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { uploadPhoto } from "@/features/gallery";
import { Modal } from "@/components/ui/Modal";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { TextField } from "@/components/ui/TextField";

interface UploadPhotoModalProps {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

export function UploadPhotoModal({ open, onClose, onUploaded }: UploadPhotoModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [descripcion, setDescripcion] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  function reset() {
    setFile(null);
    setDescripcion("");
    setProgress(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      await showAlert("warning", "Primero selecciona una imagen");
      return;
    }
    const checked = createPhotoSchema.safeParse({ descripcion });
    if (!checked.success) return showAlert("error", "No se pudo subir la fotografía", checked.error.issues[0].message);
    setProgress(0);
    try {
      await uploadPhoto(file, checked.data.descripcion, setProgress);
      reset();
      onUploaded();
    } catch (error) {
      console.error("Error al subir la fotografía:", error);
      setProgress(null);
      await showAlert("error", "No se pudo subir la fotografía", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  return (
    <Modal
      open={open}
      title="Subir nueva fotografía"
      busy={uploading}
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <form onSubmit={submit} className="adm-form">
        <div className="adm-field">
          <label htmlFor="photo-file">Imagen</label>
          <input id="photo-file" type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} disabled={uploading} />
        </div>
        <TextField label="Descripción" value={descripcion} onChange={setDescripcion} maxLength={500} disabled={uploading} />
        {uploading && <ProgressBar value={progress} label="Subiendo fotografía" />}
        <div className="adm-form__actions">
          <button
            type="button"
            className="adm-btn adm-btn--ghost"
            onClick={() => {
              reset();
              onClose();
            }}
            disabled={uploading}
          >
            Cancelar
          </button>
          <button type="submit" className="adm-btn" disabled={uploading}>
            Subir
          </button>
        </div>
      </form>
    </Modal>
  );
}
