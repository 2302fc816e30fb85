import { useEffect, useState } from "react";
import { useMutation } from "@/lib/useMutation";
import { addFavorite, getFavorites, removeFavorite } from "./api";

/**
 * The signed-in user's favourite photo ids; toggle adds the photo if absent and removes it if present. `feedback` says
 * when the favourites could not be read or a heart could not be saved (the heart then goes back).
 */
export function useFavorites(userId: number | undefined) {
  const [loaded, setLoaded] = useState<{ userId: number; ids: Set<number> } | null>(null);
  const mutation = useMutation();
  const { refuse } = mutation;

  // Client state, not the gallery's loader: the favourites belong to the session in this browser's storage, which the
  // server rendering the page does not know (and the hydrated first page does not run its loaders again); they load
  // once the signed-in user is known, and each heart changes them at once.
  useEffect(() => {
    if (!userId) return;
    getFavorites(userId)
      .then((list) => setLoaded({ userId, ids: new Set(list.map((favorite) => favorite.fotografiaId)) }))
      .catch(() => refuse("No pudimos cargar tus favoritas. Vuelve a cargar la página para verlas."));
  }, [userId, refuse]);

  const favorites = loaded && loaded.userId === userId ? loaded.ids : new Set<number>();

  async function toggle(photoId: number) {
    if (!userId) return;
    const wasFavorite = favorites.has(photoId);
    /** the photo as a favourite (true) or not, in a copy of the ids */
    const marked = (ids: Set<number>, favorite: boolean) => {
      const next = new Set(ids);
      if (favorite) next.add(photoId);
      else next.delete(photoId);
      return next;
    };
    // Shown at once; undone if the server refuses.
    setLoaded((current) => ({
      userId,
      ids: marked(current?.userId === userId ? current.ids : new Set(), !wasFavorite),
    }));
    const saved = await mutation.run(
      () => (wasFavorite ? removeFavorite(userId, photoId) : addFavorite(userId, photoId)).then(() => true),
      {
        revalidate: false,
        failure: "No se pudo guardar tu favorita. Intenta de nuevo.",
      },
    );
    if (!saved) setLoaded((current) => (current ? { userId, ids: marked(current.ids, wasFavorite) } : current));
  }

  return { favorites, toggle, feedback: mutation.feedback };
}
