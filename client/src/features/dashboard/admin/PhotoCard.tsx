import type { Photo } from "@autora/common/contract/gallery.ts";
import { UploadedImage } from "@/components/ui/UploadedImage";

interface PhotoCardProps {
  photo: Photo;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

export function PhotoCard({ photo, busy, onToggle, onDelete }: PhotoCardProps) {
  const status = photo.activo ? "Activa" : "Inactiva";
  return (
    <li className="adm-card adm-photo-card" aria-busy={busy}>
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
            className={`adm-status ${photo.activo ? "adm-status--on" : "adm-status--off"}`}
            onClick={onToggle}
            disabled={busy}
            aria-pressed={photo.activo}
            title={photo.activo ? "Ocultar de la galería pública" : "Mostrar en la galería pública"}
          >
            {status}
          </button>
          <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={onDelete} disabled={busy}>
            Eliminar
          </button>
        </div>
      </div>
    </li>
  );
}
