import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser, requireSelfOrAdmin } from "../../lib/auth.ts";
import { HttpError } from "../../lib/errors.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { addFavoriteSchema } from "@autora/common/contract/gallery.ts";
import { addFavorite, listFavorites, removeFavorite } from "./favorites.service.ts";

const notYours = () => new HttpError(403, "Solo puedes modificar tus propios favoritos");

export function favoritesRoutes({ prisma, auth, config }: AppContext): Router {
  const router = Router();
  // RATE_LIMIT_MAX favourites per account in 15 minutes, whatever the IPs they come from.
  const limitAdding = limitRequests(config.rateLimitMax, { per: "account" });

  router.get("/favoritos/:userId", auth.requireUser, async (req, res) => {
    const userId = idParam(req.params.userId);
    requireSelfOrAdmin(currentUser(req), userId);
    res.json(await listFavorites(prisma, userId));
  });

  router.post("/favoritos", auth.requireUser, limitAdding, validateBody(addFavoriteSchema), async (req, res) => {
    const { usuarioId, fotografiaId } = req.body;
    const user = currentUser(req);
    if (usuarioId !== undefined && usuarioId !== user.id) throw notYours();
    const { created, favorite } = await addFavorite(prisma, user.id, fotografiaId);
    res.status(created ? 201 : 200).json(favorite);
  });

  router.delete("/favoritos/:userId/:photoId", auth.requireUser, async (req, res) => {
    const userId = idParam(req.params.userId);
    if (userId !== currentUser(req).id) throw notYours();
    await removeFavorite(prisma, userId, idParam(req.params.photoId));
    res.json({ message: "Favorito eliminado" });
  });

  return router;
}
