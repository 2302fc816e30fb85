import { useState } from "react";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { deletePhoto } from "@/features/gallery";
import { Spinner } from "@/components/ui/Spinner";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { UploadedImage } from "@/components/ui/UploadedImage";

export function GalleryDeleteTab({ photos, onDeleted }: { photos: Photo[]; onDeleted: (id: number) => void }) {
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function remove(photo: Photo) {
    if (deletingId !== null) return;
    const confirmed = await confirmDialog({ title: "¿Eliminar esta fotografía?", text: "Se borrará de la galería de forma permanente.", confirmText: "Sí, eliminar" });
    if (!confirmed) return;
    setDeletingId(photo.id);
    try {
      await deletePhoto(photo.id);
      onDeleted(photo.id);
    } catch (error) {
      await showAlert("error", "No se pudo eliminar la fotografía", apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <ul className="adm-photo-grid">
      {photos.map((photo) => (
        <li key={photo.id} className="adm-card adm-photo-card">
          <UploadedImage src={photo.url} sizes="(min-width: 1100px) 22rem, (min-width: 640px) 50vw, 100vw" alt={photo.descripcion || "Fotografía sin descripción"} loading="lazy" width={400} height={300} />
          <div className="adm-photo-card__body">
            <p className="adm-photo-card__text">{photo.descripcion || <span className="adm-muted">Sin descripción</span>}</p>
            <div className="adm-photo-card__actions">
              <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => remove(photo)} disabled={deletingId !== null}>
                {deletingId === photo.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
