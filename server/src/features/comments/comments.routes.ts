import { Router, type RequestHandler } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../lib/auth.ts";
import { HttpError } from "../../lib/errors.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { bookCommentSchema, photoCommentSchema, type BookCommentInput, type PhotoCommentInput } from "./comments.schemas.ts";
import { addBookComment, addPhotoComment, listBookComments, listPhotoComments } from "./comments.service.ts";

/** /{bookId}/comentarios sits at the API root: a non-numeric first segment is left to the other routers. */
const numericBookId: RequestHandler = (req, _res, next) => next(/^\d+$/.test(String(req.params.bookId)) ? undefined : "route");

export function commentsRoutes({ prisma, auth }: AppContext): Router {
  const router = Router();

  router.get("/:bookId/comentarios", numericBookId, async (req, res) => {
    res.json(await listBookComments(prisma, idParam(req.params.bookId)));
  });

  router.post("/:bookId/comentarios", numericBookId, auth.requireUser, validateBody(bookCommentSchema), async (req, res) => {
    const { contenido } = req.body as BookCommentInput;
    res.status(201).json(await addBookComment(prisma, idParam(req.params.bookId), currentUser(req).id, contenido));
  });

  router.get("/comentarios/:photoId", async (req, res) => {
    res.json(await listPhotoComments(prisma, idParam(req.params.photoId)));
  });

  router.post("/comentarios", auth.requireUser, validateBody(photoCommentSchema), async (req, res) => {
    const { contenido, usuarioId, fotografiaId } = req.body as PhotoCommentInput;
    const user = currentUser(req);
    if (usuarioId !== undefined && usuarioId !== user.id) throw new HttpError(403, "No puedes comentar en nombre de otra persona");
    res.status(201).json(await addPhotoComment(prisma, fotografiaId, user.id, contenido));
  });

  return router;
}
