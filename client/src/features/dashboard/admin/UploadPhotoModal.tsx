// 'Subir nueva fotografía': image file, Descripción, Cancelar / Subir with a progress bar; a problem shows in the dialog.
import { useState, type FormEvent } from "react";
import { createPhotoSchema } from "@autora/common/contract/gallery.ts";
import { uploadPhoto } from "@/features/gallery";
import { FileField } from "@/components/ui/FileField";
import { FormMessage } from "@/components/ui/FormMessage";
import { Modal } from "@/components/ui/Modal";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { TextField } from "@/components/ui/TextField";
import { useMutation } from "@/lib/useMutation";

interface UploadPhotoModalProps {
  open: boolean;
  onClose: () => void;
  /** the photo is stored and the page's photos refreshed */
  onUploaded: () => void;
}

export function UploadPhotoModal({ open, onClose, onUploaded }: UploadPhotoModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [descripcion, setDescripcion] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation();
  const uploading = mutation.pending;

  function close() {
    setFile(null);
    setDescripcion("");
    setProgress(null);
    mutation.clear();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (!file) return mutation.refuse("Primero selecciona una imagen");
    const checked = createPhotoSchema.safeParse({ descripcion });
    if (!checked.success) return mutation.refuse(checked.error.issues[0].message);
    setProgress(0);
    const uploaded = await mutation.run(() => uploadPhoto(file, checked.data.descripcion, setProgress), {
      failure: "No se pudo subir la fotografía. Intenta de nuevo.",
    });
    setProgress(null);
    if (uploaded === undefined) return;
    setFile(null);
    setDescripcion("");
    onUploaded();
  }

  return (
    <Modal open={open} title="Subir nueva fotografía" busy={uploading} onClose={close}>
      <form onSubmit={submit} className="adm-form">
        <FileField
          label="Imagen"
          button="Elegir imagen"
          files={file ? [file] : []}
          onChange={(files) => setFile(files[0] ?? null)}
          accept="image/*"
          disabled={uploading}
        />
        <TextField
          label="Descripción"
          value={descripcion}
          onChange={setDescripcion}
          maxLength={500}
          disabled={uploading}
        />
        {progress !== null && <ProgressBar value={progress} label="Subiendo fotografía" />}
        <FormMessage feedback={mutation.feedback} />
        <div className="adm-form__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={close} disabled={uploading}>
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
