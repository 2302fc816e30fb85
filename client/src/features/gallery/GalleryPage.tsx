// /gallery 'Mis historias fotográficas': the photo grid, favourites and the photo modal.
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { getPhotos, takeInitialPhotos } from "./api";
import { PhotoCard } from "./components/PhotoCard";
import { PhotoModal } from "./components/PhotoModal";
import type { Photo } from "./types";
import { useFavorites } from "./useFavorites";
import { usePageMeta } from "../../components/ui/usePageMeta";
import "./GalleryPage.css";

/** How many photos load at once (the first rows); the rest are lazy. */
const EAGER_PHOTOS = 3;

export default function GalleryPage() {
  usePageMeta("Galería", "Mis historias fotográficas: talleres, oficios y piezas del arte popular mexicano.");
  const user = useAppSelector((state) => (state.auth.isAuthenticated ? state.auth.user : null));
  // null until loaded; the photos written into the page render at once
  const [photos, setPhotos] = useState<Photo[] | null>(() => takeInitialPhotos() ?? null);
  const [open, setOpen] = useState<Photo | null>(null);
  const { favorites, toggle } = useFavorites(user?.id);
  // /gallery?foto=<id> (the administrator's "Comentarios" links here) opens that photo.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = Number(searchParams.get("foto")) || null;
  const shown = open ?? (linkedId ? (photos?.find((photo) => photo.id === linkedId) ?? null) : null);
  const close = useCallback(() => {
    setOpen(null);
    if (linkedId) setSearchParams({}, { replace: true });
  }, [linkedId, setSearchParams]);

  useEffect(() => {
    if (photos) return;
    getPhotos()
      .then(setPhotos)
      .catch((error: unknown) => {
        console.error("Error al obtener fotografías:", error);
        setPhotos([]);
      });
  }, [photos]);

  const nameOf = (photo: Photo, index: number) => photo.descripcion || `Fotografía ${index + 1}`;

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <header className="gallery__header">
        <p className="eyebrow eyebrow--page">Galería</p>
        <h1 id="gallery-title">Mis historias fotográficas</h1>
      </header>
      <ul className="gallery__grid">
        {photos?.map((photo, index) => (
          <li key={photo.id}>
            <PhotoCard
              photo={photo}
              name={nameOf(photo, index)}
              eager={index < EAGER_PHOTOS}
              favorite={user ? favorites.has(photo.id) : null}
              onOpen={() => setOpen(photo)}
              onToggleFavorite={() => void toggle(photo.id)}
            />
          </li>
        ))}
      </ul>
      {shown && <PhotoModal photo={shown} name={nameOf(shown, photos?.indexOf(shown) ?? 0)} user={user} onClose={close} />}
    </section>
  );
}
