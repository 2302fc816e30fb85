import type { Photo } from "../types";
import { FavoriteButton } from "./FavoriteButton";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { IMAGE_SIZES } from "@autora/common/responsive-image.ts";

interface Props {
  photo: Photo;
  name: string;
  /** the first row loads at once; the rest when scrolled near */
  eager: boolean;
  /** the page's largest image (the first photo, preloaded by the server): fetched first, and boot.js waits for its paint */
  largest?: boolean;
  favorite: boolean | null;
  onOpen: () => void;
  onToggleFavorite: () => void;
}

/** A photo of the grid; the heart only for signed-in users (favorite is null for visitors). */
export function PhotoCard({ photo, name, eager, largest = false, favorite, onOpen, onToggleFavorite }: Props) {
  return (
    <figure className="photo-card">
      <button type="button" className="photo-card__open" aria-haspopup="dialog" onClick={onOpen} data-replay>
        <UploadedImage
          src={photo.url}
          sizes={IMAGE_SIZES.galleryPhoto}
          alt={name}
          width={1200}
          height={900}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={largest ? "high" : undefined}
        />
      </button>
      {photo.descripcion && <figcaption className="photo-card__caption">{photo.descripcion}</figcaption>}
      {favorite !== null && <FavoriteButton active={favorite} photoName={name} onToggle={onToggleFavorite} />}
    </figure>
  );
}
