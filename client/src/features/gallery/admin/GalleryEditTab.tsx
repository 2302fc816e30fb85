// Description edits, one photo at a time (PUT /api/fotografias/{id}).
import { useState } from "react";
import { updatePhotoSchema } from "@autora/common/contract/gallery.ts";
import { useMutation } from "@/lib/useMutation";
import { updatePhoto } from "../api";
import { FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { UploadedImage } from "@/components/ui/UploadedImage";

export function GalleryEditTab({ photos }: { photos: Photo[] }) {
  return (
    <ul className="adm-photo-grid">
      {photos.map((photo) => (
        <DescriptionEditor key={photo.id} photo={photo} />
      ))}
    </ul>
  );
}

function DescriptionEditor({ photo }: { photo: Photo }) {
  const [draft, setDraft] = useState(photo.descripcion ?? "");
  const mutation = useMutation();
  const saving = mutation.pending;
  const changed = draft.trim() !== (photo.descripcion ?? "");
  const inputId = `description-${photo.id}`;

  async function save() {
    if (saving || !changed) return;
    const checked = updatePhotoSchema.safeParse({ descripcion: draft });
    if (!checked.success) return mutation.refuse(checked.error.issues[0].message);
    const saved = await mutation.run(() => updatePhoto(photo.id, checked.data), {
      success: "Descripción guardada.",
      failure: "No se pudo guardar la descripción. Intenta de nuevo.",
    });
    if (saved) setDraft(saved.descripcion ?? "");
  }

  return (
    <li className="adm-card adm-photo-card">
      <UploadedImage
        src={photo.url}
        sizes="(min-width: 1100px) 22rem, (min-width: 640px) 50vw, 100vw"
        alt={photo.descripcion || "Fotografía sin descripción"}
        loading="lazy"
        width={400}
        height={300}
      />
      <div className="adm-photo-card__body">
        <div className="adm-field">
          <label htmlFor={inputId}>Descripción</label>
          <textarea
            id={inputId}
            rows={2}
            value={draft}
            maxLength={500}
            onChange={(e) => setDraft(e.target.value)}
            disabled={saving}
          />
        </div>
        <div className="adm-photo-card__actions">
          <span className={`adm-badge ${photo.activo ? "adm-badge--ok" : "adm-badge--muted"}`}>
            {photo.activo ? "Activa" : "Inactiva"}
          </span>
          <button type="button" className="adm-btn adm-btn--small" onClick={save} disabled={saving || !changed}>
            {saving && <Spinner inline label="Guardando" size={14} />} Guardar
          </button>
        </div>
        <FormMessage feedback={mutation.feedback} />
      </div>
    </li>
  );
}
