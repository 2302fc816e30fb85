// The reader's favourite photos on /user: each with its description and a button to take it off her favourites; an
// invitation to the gallery while she has none.
import { Link } from "react-router-dom";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { failure, FormMessage, type Feedback } from "@/components/ui/FormMessage";
import { UploadedImage } from "@/components/ui/UploadedImage";
import type { Loaded } from "@/lib/load";

/** Two columns on a phone, three from 560 px, in a card at most 36rem wide. */
const THUMBNAIL_SIZES = "(min-width: 560px) 11rem, 45vw";

interface Props {
  favorites: Loaded<Photo[]>;
  busy: boolean;
  onRemove: (photo: Photo) => void;
  feedback: Feedback | null;
}

export function FavoritePhotos({ favorites, busy, onRemove, feedback }: Props) {
  const { data: photos, error } = favorites;
  return (
    <section className="account__favorites" aria-labelledby="account-favorites-title">
      <h2 id="account-favorites-title">Tus fotografías favoritas</h2>
      {error && <FormMessage feedback={failure(error)} />}
      {photos?.length === 0 && (
        <p className="account__favorites-empty">
          Aún no tienes fotografías favoritas. En la <Link to="/gallery">galería</Link>, toca el corazón de las que te
          gusten y aparecerán aquí.
        </p>
      )}
      {!!photos?.length && (
        <ul className="account__favorites-grid">
          {photos.map((photo) => {
            const name = photo.descripcion || "Fotografía de la galería";
            return (
              <li key={photo.id} className="account__favorite">
                <UploadedImage
                  src={photo.url}
                  sizes={THUMBNAIL_SIZES}
                  alt={name}
                  width={1200}
                  height={900}
                  loading="lazy"
                  decoding="async"
                />
                {photo.descripcion && <p className="account__favorite-caption">{photo.descripcion}</p>}
                <button
                  type="button"
                  className="btn btn-outline account__favorite-remove"
                  onClick={() => onRemove(photo)}
                  disabled={busy}
                  aria-label={`Quitar de favoritas: ${name}`}
                >
                  Quitar
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FormMessage feedback={feedback} />
    </section>
  );
}
