import { useState } from "react";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { deletePhoto } from "../api";
import { FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { UploadedImage } from "@/components/ui/UploadedImage";

export function GalleryDeleteTab({ photos }: { photos: Photo[] }) {
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const mutation = useMutation();

  async function remove(photo: Photo) {
    if (mutation.pending) return;
    const confirmed = await confirmDialog({
      title: "¿Eliminar esta fotografía?",
      text: "Se borrará de la galería de forma permanente.",
      confirmText: "Sí, eliminar",
      cancelText: "No",
    });
    if (!confirmed) return;
    setDeletingId(photo.id);
    await mutation.run(() => deletePhoto(photo.id), {
      success: "Fotografía eliminada.",
      failure: "No se pudo eliminar la fotografía. Intenta de nuevo.",
    });
    setDeletingId(null);
  }

  return (
    <>
      <FormMessage feedback={mutation.feedback} />
      <ul className="adm-photo-grid">
        {photos.map((photo) => (
          <li key={photo.id} className="adm-card adm-photo-card">
            <UploadedImage
              src={photo.url}
              sizes="(min-width: 1100px) 22rem, (min-width: 640px) 50vw, 100vw"
              alt={photo.descripcion || "Fotografía sin descripción"}
              loading="lazy"
              width={400}
              height={300}
            />
            <div className="adm-photo-card__body">
              <p className="adm-photo-card__text">
                {photo.descripcion || <span className="adm-muted">Sin descripción</span>}
              </p>
              <div className="adm-photo-card__actions">
                <button
                  type="button"
                  className="adm-btn adm-btn--danger adm-btn--small"
                  onClick={() => remove(photo)}
                  disabled={mutation.pending}
                >
                  {deletingId === photo.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
