// /gallery 'Mis historias fotográficas': the photo grid, favourites and the photo modal.
import { useCallback, useState } from "react";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { PhotoCard } from "./components/PhotoCard";
import { PhotoModal } from "./components/PhotoModal";
import type { Photo } from "./types";
import { useFavorites } from "./useFavorites";
import { useHydrated } from "@/components/ui/useHydrated";
import { useSession } from "@/features/accounts";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { Loaded } from "@/lib/load";
import "./GalleryPage.css";

/** How many photos load at once: the first (the largest paint on a phone, preloaded by the server); the rest are lazy, so they do not share its bandwidth. */
const EAGER_PHOTOS = 1;

export default function GalleryPage() {
  const signedIn = useSession();
  // the session lives in this browser's storage: the server's page and the hydration show no hearts (nor a linked photo)
  const hydrated = useHydrated();
  const session = hydrated ? signedIn : null;
  // the route's loader: the active photos, newest first, or why they could not be read
  const loaded = useLoaderData<Loaded<Photo[]>>();
  const photos = loaded.data ?? [];
  const [open, setOpen] = useState<Photo | null>(null);
  const { favorites, toggle, feedback } = useFavorites(session?.id);
  // /gallery?foto=<id> (the administrator's "Comentarios" links here) opens that photo.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = Number(searchParams.get("foto")) || null;
  const shown = open ?? (hydrated && linkedId ? (photos.find((photo) => photo.id === linkedId) ?? null) : null);
  const close = useCallback(() => {
    setOpen(null);
    if (linkedId) setSearchParams({}, { replace: true });
  }, [linkedId, setSearchParams]);

  const nameOf = (photo: Photo, index: number) => photo.descripcion || `Fotografía ${index + 1}`;

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <header className="gallery__header">
        <p className="eyebrow eyebrow--page">Galería</p>
        <h1 id="gallery-title">Mis historias fotográficas</h1>
      </header>
      <FormMessage className="gallery__feedback" feedback={failure(loaded.error) ?? feedback} />
      <ul className="gallery__grid">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <PhotoCard
              photo={photo}
              name={nameOf(photo, index)}
              eager={index < EAGER_PHOTOS}
              largest={index === 0}
              favorite={session ? favorites.has(photo.id) : null}
              onOpen={() => setOpen(photo)}
              onToggleFavorite={() => void toggle(photo.id)}
            />
          </li>
        ))}
      </ul>
      {shown && <PhotoModal photo={shown} name={nameOf(shown, photos.indexOf(shown))} session={session} onClose={close} />}
    </section>
  );
}
