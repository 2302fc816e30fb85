// The reader's favourite photos for her account page, newest favourite first, read through the gallery's public API:
// her favourites (ids) and the public photos. A photo the author has since hidden is left out.
import type { Photo } from "@autora/common/contract/gallery.ts";
import { getFavorites, getPhotos } from "@/features/gallery";

export async function favoritePhotos(userId: number): Promise<Photo[]> {
  const [favorites, photos] = await Promise.all([getFavorites(userId), getPhotos()]);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return favorites.flatMap((favorite) => byId.get(favorite.fotografiaId) ?? []);
}
