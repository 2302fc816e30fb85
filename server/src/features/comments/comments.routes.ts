import { Router, type RequestHandler } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser, ROLE_ADMIN } from "../../lib/auth.ts";
import type { Config } from "../../lib/config.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { idParam, parseOrThrow, validateBody } from "../../lib/validate.ts";
import {
  beforeQuerySchema,
  bookCommentSchema,
  commentKindSchema,
  hideCommentSchema,
  offsetQuerySchema,
  photoCommentSchema,
  type CommentKind,
} from "@autora/common/contract/comments.ts";
import {
  addBookComment,
  addPhotoComment,
  deleteComment,
  listAllComments,
  listBookComments,
  listPhotoComments,
  setCommentHidden,
} from "./comments.service.ts";

/** /{bookId}/comentarios sits at the API root: a non-numeric first segment is left to the other routers. */
const numericBookId: RequestHandler = (req, _res, next) =>
  next(/^\d+$/.test(String(req.params.bookId)) ? undefined : "route");

function kindParam(value: string | string[] | undefined): CommentKind {
  const kind = commentKindSchema.safeParse(value);
  if (!kind.success) throw notFound("Comentario no encontrado");
  return kind.data;
}

const HOUR_MS = 60 * 60 * 1000;
const WAIT_BETWEEN_COMMENTS = "Espera unos segundos antes de publicar otro comentario.";
const TOO_MANY_COMMENTS = "Has publicado muchos comentarios en poco tiempo. Intenta de nuevo más tarde.";
const TOO_MANY_FROM_ADDRESS =
  "Se han publicado muchos comentarios desde tu conexión en poco tiempo. Intenta de nuevo en unos minutos.";

/**
 * How fast comments may come, book and photo comments counted together. Per account, whatever the IPs it comes from:
 * one every COMMENT_INTERVAL_SECONDS and at most COMMENTS_PER_HOUR in an hour. Per client address, whatever the
 * accounts (accounts are free to make, so pacing each one alone let one address publish as many at once as it made
 * accounts): COMMENTS_PER_IP_PER_MINUTE and COMMENTS_PER_IP_PER_HOUR, looser, for a household or a school sharing one
 * address. The counts live in the database, so every server process sees the same ones. The administrator is not held
 * back (she answers her readers). Mounted after requireUser and the body's validation: a comment refused as invalid
 * does not count.
 */
function commentPace({
  intervalSeconds,
  perHour,
  perIpPerMinute,
  perIpPerHour,
}: Config["commentPace"]): RequestHandler[] {
  const limits = [
    ...(intervalSeconds > 0
      ? [
          limitRequests(1, {
            per: "account",
            name: "comentario",
            windowMs: intervalSeconds * 1000,
            message: WAIT_BETWEEN_COMMENTS,
          }),
        ]
      : []),
    limitRequests(perHour, { per: "account", name: "comentarios-hora", windowMs: HOUR_MS, message: TOO_MANY_COMMENTS }),
    limitRequests(perIpPerMinute, {
      name: "comentarios-ip-minuto",
      windowMs: 60 * 1000,
      message: TOO_MANY_FROM_ADDRESS,
    }),
    limitRequests(perIpPerHour, { name: "comentarios-ip-hora", windowMs: HOUR_MS, message: TOO_MANY_FROM_ADDRESS }),
  ];
  return limits.map(
    (limit): RequestHandler =>
      (req, res, next) =>
        req.user?.rol === ROLE_ADMIN ? next() : limit(req, res, next),
  );
}

export function commentsRoutes({ prisma, auth, config }: AppContext): Router {
  const router = Router();
  const pace = commentPace(config.commentPace);

  router.get("/:bookId/comentarios", numericBookId, showsPublicData("book-comments"), async (req, res) => {
    const { before } = parseOrThrow(beforeQuerySchema, req.query);
    res.json(await listBookComments(prisma, idParam(req.params.bookId), before));
  });

  router.post(
    "/:bookId/comentarios",
    numericBookId,
    changesPublicData("book-comments"),
    auth.requireUser,
    validateBody(bookCommentSchema),
    ...pace,
    async (req, res) => {
      const { contenido } = req.body;
      res.status(201).json(await addBookComment(prisma, idParam(req.params.bookId), currentUser(req), contenido));
    },
  );

  router.get("/comentarios/:photoId", showsPublicData("photo-comments"), auth.optionalUser, async (req, res) => {
    const { before } = parseOrThrow(beforeQuerySchema, req.query);
    res.json(
      await listPhotoComments(prisma, idParam(req.params.photoId), { admin: req.user?.rol === ROLE_ADMIN, before }),
    );
  });

  router.post(
    "/comentarios",
    changesPublicData("photo-comments"),
    auth.requireUser,
    validateBody(photoCommentSchema),
    ...pace,
    async (req, res) => {
      const { contenido, usuarioId, fotografiaId } = req.body;
      const user = currentUser(req);
      if (usuarioId !== undefined && usuarioId !== user.id)
        throw new HttpError(403, "No puedes comentar en nombre de otra persona");
      res.status(201).json(await addPhotoComment(prisma, fotografiaId, user, contenido));
    },
  );

  // Moderation: the administrator's list of every comment, hiding and deleting; a reader deletes their own.
  router.get("/admin/comentarios", auth.requireAdmin, async (req, res) => {
    const { offset } = parseOrThrow(offsetQuerySchema, req.query);
    res.json(await listAllComments(prisma, offset));
  });

  router.patch(
    "/comentarios/:kind/:id",
    changesPublicData("book-comments", "photo-comments"),
    auth.requireAdmin,
    validateBody(hideCommentSchema),
    async (req, res) => {
      const { oculto } = req.body;
      res.json(await setCommentHidden(prisma, kindParam(req.params.kind), idParam(req.params.id), oculto));
    },
  );

  router.delete(
    "/comentarios/:kind/:id",
    changesPublicData("book-comments", "photo-comments"),
    auth.requireUser,
    async (req, res) => {
      await deleteComment(prisma, kindParam(req.params.kind), idParam(req.params.id), currentUser(req));
      res.json({ message: "Comentario eliminado" });
    },
  );

  return router;
}
