import { useEffect, useState } from "react";
import { addFavorite, getFavorites, removeFavorite } from "./api";

/** The signed-in user's favourite photo ids; toggle adds the photo if absent and removes it if present. */
export function useFavorites(userId: number | undefined) {
  const [loaded, setLoaded] = useState<{ userId: number; ids: Set<number> } | null>(null);

  // Client state, not the gallery's loader: the favourites belong to the session in this browser's storage, which the
  // server rendering the page does not know (and the hydrated first page does not run its loaders again); they load
  // once the signed-in user is known, and each heart changes them at once.
  useEffect(() => {
    if (!userId) return;
    getFavorites(userId)
      .then((list) => setLoaded({ userId, ids: new Set(list.map((favorite) => favorite.fotografiaId)) }))
      .catch((error: unknown) => console.error("Error al obtener favoritos:", error));
  }, [userId]);

  const favorites = loaded && loaded.userId === userId ? loaded.ids : new Set<number>();

  async function toggle(photoId: number) {
    if (!userId) return;
    const wasFavorite = favorites.has(photoId);
    const flip = (ids: Set<number>) => {
      const next = new Set(ids);
      if (wasFavorite) next.delete(photoId);
      else next.add(photoId);
      return next;
    };
    // Shown at once; undone if the server refuses.
    setLoaded((current) => ({ userId, ids: flip(current?.userId === userId ? current.ids : new Set()) }));
    try {
      if (wasFavorite) await removeFavorite(userId, photoId);
      else await addFavorite(userId, photoId);
    } catch (error) {
      console.error("Error al actualizar favoritos:", error);
      setLoaded((current) => (current ? { userId, ids: flip(current.ids) } : current));
    }
  }

  return { favorites, toggle };
}
