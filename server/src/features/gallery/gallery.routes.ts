import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import { HttpError } from "../../lib/errors.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { acceptImages, imagesFrom } from "../../lib/uploads.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { createPhotoSchema, updatePhotoSchema } from "@autora/common/contract/gallery.ts";
import { createPhoto, deletePhoto, listPhotos, updatePhoto } from "./gallery.service.ts";

export function galleryRoutes(ctx: AppContext): Router {
  const { auth } = ctx;
  const router = Router();

  // Inactive photos are listed only for an administrator who asks for them (?all=1).
  router.get("/fotografias", showsPublicData("gallery"), auth.optionalUser, async (req, res) => {
    const includeInactive = req.query.all === "1" && req.user?.rol === ROLE_ADMIN;
    res.json(await listPhotos(ctx, includeInactive));
  });

  router.post(
    "/fotografias/create",
    changesPublicData("gallery"),
    auth.requireAdmin,
    acceptImages("file"),
    validateBody(createPhotoSchema),
    async (req, res) => {
      const [file] = await imagesFrom(req, "file");
      if (!file) throw new HttpError(400, "Primero selecciona una imagen");
      res.status(201).json(await createPhoto(ctx, req.body, file));
    },
  );

  router.put(
    "/fotografias/:id",
    changesPublicData("gallery"),
    auth.requireAdmin,
    validateBody(updatePhotoSchema),
    async (req, res) => {
      res.json(await updatePhoto(ctx, idParam(String(req.params.id)), req.body));
    },
  );

  router.delete(
    "/fotografias/:id",
    changesPublicData("gallery", "photo-comments"),
    auth.requireAdmin,
    async (req, res) => {
      await deletePhoto(ctx, idParam(String(req.params.id)));
      res.json({ message: "Fotografía eliminada" });
    },
  );

  return router;
}
