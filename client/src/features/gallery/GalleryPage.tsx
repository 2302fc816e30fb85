// /gallery 'Mis historias fotográficas': the photo grid, favourites and the photo modal.
import { useCallback, useState } from "react";
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { PhotoCard } from "./components/PhotoCard";
import { PhotoModal } from "./components/PhotoModal";
import type { Photo } from "./types";
import { useFavorites } from "./useFavorites";
import { useHydrated } from "@/components/ui/useHydrated";
import { useSession } from "@/features/accounts";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { getPhotoComments } from "@/features/comments";
import { load } from "@/lib/load";
import { parseId } from "@autora/common/id.ts";
import { clipDescription, linkable, text, titled, type HeadFunction } from "@autora/common/page-heads.ts";
import { IMAGE_SIZES } from "@autora/common/responsive-image.ts";
import { getPhotos } from "./api";
import "./GalleryPage.css";

/** The active photos, newest first. */
export const loader = () => load(getPhotos, "No se pudieron cargar las fotografías. Intenta de nuevo más tarde.");

/** What the newest photos show, and the newest photo (the page's largest paint, preloaded with it). */
export const head: HeadFunction<typeof loader> = ({ site, data }) => {
  const photos = data?.data ?? [];
  const first = linkable(photos[0]?.url);
  const shown = photos
    .map((photo) => text(photo.descripcion))
    .filter(Boolean)
    .slice(0, 6);
  return {
    title: titled("Galería", site),
    description: clipDescription(
      `Mis historias fotográficas: ${shown.length ? `${shown.join(", ")}.` : "talleres, oficios y piezas del arte popular mexicano."}`,
    ),
    type: "website",
    image: first,
    largestImage: first ? { url: first, sizes: IMAGE_SIZES.galleryPhoto } : undefined,
  };
};

/** A photo's newest comments, for the photo modal (the route /gallery/comentarios/:photoId; an id that cannot be one has none). */
export function photoCommentsLoader({ params }: LoaderFunctionArgs) {
  const photoId = parseId(params.photoId);
  return photoId === null
    ? { data: [], error: null }
    : load(() => getPhotoComments(photoId), "No se pudieron cargar los comentarios.");
}

/** How many photos load at once: the first (the largest paint on a phone, preloaded by the server); the rest are lazy, so they do not share its bandwidth. */
const EAGER_PHOTOS = 1;

export default function GalleryPage() {
  const signedIn = useSession();
  // the session lives in this browser's storage: the server's page and the hydration show no hearts (nor a linked photo)
  const hydrated = useHydrated();
  const session = hydrated ? signedIn : null;
  // the route's loader: the active photos, newest first, or why they could not be read
  const loaded = useLoaderData<typeof loader>();
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
      {shown && (
        <PhotoModal photo={shown} name={nameOf(shown, photos.indexOf(shown))} session={session} onClose={close} />
      )}
    </section>
  );
}
