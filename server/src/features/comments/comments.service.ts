// Comments on the book and on gallery photos: public lists (newest 50, then older pages), adding, a reader deleting
// their own, and the administrator's moderation (hide or delete any comment, approve one held for its link, one list of
// both kinds).
import type { AuthUser } from "../../lib/auth.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { BookComment, CommentKind, CommentsPage, PhotoComment } from "@autora/common/contract/comments.ts";
import { PAGE_SIZE } from "@autora/common/contract/paging.ts";
import type { JsonSource } from "../../lib/json.ts";

const author = { usuario: { select: { nombre: true } } } as const;
const bookCommentFields = { id: true, contenido: true, fecha: true, usuarioId: true, ...author } as const;
const photoCommentFields = {
  id: true,
  contenido: true,
  usuarioId: true,
  fotografiaId: true,
  fecha: true,
  ...author,
} as const;
const newestFirst = [{ fecha: "desc" as const }, { id: "desc" as const }];

/** Rows older than the comment `before` in the newest-first order (fecha, then id). */
function olderThan(cursor: { id: number; fecha: Date } | null) {
  if (!cursor) return {};
  return { OR: [{ fecha: { lt: cursor.fecha } }, { fecha: cursor.fecha, id: { lt: cursor.id } }] };
}

async function assertBookExists(prisma: PrismaClient, bookId: number) {
  if (!(await prisma.book.findUnique({ where: { id: bookId }, select: { id: true } })))
    throw notFound("Libro no encontrado");
}

/** The public sees comments of active photos only; the administrator sees them on hidden photos too. */
async function assertPhotoVisible(prisma: PrismaClient, photoId: number, options: { activeOnly: boolean }) {
  const photo = await prisma.photo.findUnique({ where: { id: photoId }, select: { activo: true } });
  if (!photo || (options.activeOnly && !photo.activo)) throw notFound("Fotografía no encontrada");
}

export async function listBookComments(
  prisma: PrismaClient,
  bookId: number,
  before?: number,
): Promise<JsonSource<BookComment>[]> {
  await assertBookExists(prisma, bookId);
  const cursor = before
    ? await prisma.bookComment.findFirst({ where: { id: before, bookId }, select: { id: true, fecha: true } })
    : null;
  return prisma.bookComment.findMany({
    where: { bookId, oculto: false, ...olderThan(cursor) },
    orderBy: newestFirst,
    take: PAGE_SIZE,
    select: bookCommentFields,
  });
}

/**
 * A comment that carries a link (an address with "://" or "www.", or a host name ending in a common domain written in
 * lowercase, as links are; not the domain of an e-mail address) waits for the administrator: it is stored hidden and
 * pending, and shows once she shows it. Spam is links; a reader's words without one are published at once.
 */
const LINK =
  /:\/\/|\bwww\.|\bWWW\.|(?<!@)\b[A-Za-z0-9-]+\.(?:com|net|org|info|biz|xyz|top|site|online|shop|store|click|link|club|live|io|co|me|ly|gl|to|cc|ru|cn|mx|us)\b/;

/** Whether a new comment waits for approval (never the administrator's own). */
function held(contenido: string, user: AuthUser): { oculto: boolean; pendiente: boolean } {
  const pendiente = user.rol !== ROLE_ADMIN && LINK.test(contenido);
  return { oculto: pendiente, pendiente };
}

export async function addBookComment(
  prisma: PrismaClient,
  bookId: number,
  user: AuthUser,
  contenido: string,
): Promise<JsonSource<BookComment>> {
  await assertBookExists(prisma, bookId);
  const state = held(contenido, user);
  const created = await prisma.bookComment.create({
    data: { bookId, usuarioId: user.id, contenido, ...state },
    select: bookCommentFields,
  });
  return { ...created, pendiente: state.pendiente };
}

export async function listPhotoComments(
  prisma: PrismaClient,
  fotografiaId: number,
  options: { admin: boolean; before?: number },
): Promise<JsonSource<PhotoComment>[]> {
  await assertPhotoVisible(prisma, fotografiaId, { activeOnly: !options.admin });
  const cursor = options.before
    ? await prisma.photoComment.findFirst({
        where: { id: options.before, fotografiaId },
        select: { id: true, fecha: true },
      })
    : null;
  return prisma.photoComment.findMany({
    where: { fotografiaId, ...(!options.admin && { oculto: false }), ...olderThan(cursor) },
    orderBy: newestFirst,
    take: PAGE_SIZE,
    select: photoCommentFields,
  });
}

export async function addPhotoComment(
  prisma: PrismaClient,
  fotografiaId: number,
  user: AuthUser,
  contenido: string,
): Promise<JsonSource<PhotoComment>> {
  await assertPhotoVisible(prisma, fotografiaId, { activeOnly: true });
  const state = held(contenido, user);
  const created = await prisma.photoComment.create({
    data: { fotografiaId, usuarioId: user.id, contenido, ...state },
    select: photoCommentFields,
  });
  return { ...created, pendiente: state.pendiente };
}

const commentNotFound = () => notFound("Comentario no encontrado");

async function commentOwner(
  prisma: PrismaClient,
  kind: CommentKind,
  id: number,
): Promise<{ usuarioId: number | null }> {
  const row =
    kind === "libro"
      ? await prisma.bookComment.findUnique({ where: { id }, select: { usuarioId: true } })
      : await prisma.photoComment.findUnique({ where: { id }, select: { usuarioId: true } });
  if (!row) throw commentNotFound();
  return row;
}

/** The administrator deletes any comment; a reader only their own. */
export async function deleteComment(
  prisma: PrismaClient,
  kind: CommentKind,
  id: number,
  user: AuthUser,
): Promise<void> {
  const { usuarioId } = await commentOwner(prisma, kind, id);
  if (user.rol !== ROLE_ADMIN && usuarioId !== user.id)
    throw new HttpError(403, "Solo puedes borrar tus propios comentarios");
  const { count } =
    kind === "libro"
      ? await prisma.bookComment.deleteMany({ where: { id } })
      : await prisma.photoComment.deleteMany({ where: { id } });
  if (count === 0) throw commentNotFound();
}

/** Showing or hiding is the administrator's decision: a comment held for approval is approved or refused by it. */
export async function setCommentHidden(prisma: PrismaClient, kind: CommentKind, id: number, oculto: boolean) {
  const data = { oculto, pendiente: false };
  const { count } =
    kind === "libro"
      ? await prisma.bookComment.updateMany({ where: { id }, data })
      : await prisma.photoComment.updateMany({ where: { id }, data });
  if (count === 0) throw commentNotFound();
  return { tipo: kind, id, oculto };
}

/** Book and photo comments together, newest first, with where each was posted; a page of PAGE_SIZE from `offset`. */
export async function listAllComments(prisma: PrismaClient, offset: number): Promise<JsonSource<CommentsPage>> {
  const take = offset + PAGE_SIZE + 1;
  const [bookComments, photoComments] = await Promise.all([
    prisma.bookComment.findMany({
      orderBy: newestFirst,
      take,
      select: {
        id: true,
        contenido: true,
        fecha: true,
        oculto: true,
        pendiente: true,
        usuarioId: true,
        ...author,
        book: { select: { id: true, name: true } },
      },
    }),
    prisma.photoComment.findMany({
      orderBy: newestFirst,
      take,
      select: {
        id: true,
        contenido: true,
        fecha: true,
        oculto: true,
        pendiente: true,
        usuarioId: true,
        ...author,
        fotografia: { select: { id: true, descripcion: true, activo: true } },
      },
    }),
  ]);
  const all = [
    ...bookComments.map((c) => ({
      tipo: "libro" as const,
      id: c.id,
      contenido: c.contenido,
      fecha: c.fecha,
      oculto: c.oculto,
      pendiente: c.pendiente,
      usuarioId: c.usuarioId,
      autor: c.usuario?.nombre ?? null,
      lugar: c.book.name,
      enlace: `/books/${c.book.id}`,
    })),
    ...photoComments.map((c) => ({
      tipo: "foto" as const,
      id: c.id,
      contenido: c.contenido,
      fecha: c.fecha,
      oculto: c.oculto,
      pendiente: c.pendiente,
      usuarioId: c.usuarioId,
      autor: c.usuario?.nombre ?? null,
      lugar: `Fotografía: ${c.fotografia.descripcion || `#${c.fotografia.id}`}${c.fotografia.activo ? "" : " (oculta)"}`,
      enlace: `/gallery?foto=${c.fotografia.id}`,
    })),
  ].sort(
    (a, b) => b.fecha.getTime() - a.fecha.getTime() || (a.tipo === b.tipo ? b.id - a.id : a.tipo === "libro" ? -1 : 1),
  );
  return { items: all.slice(offset, offset + PAGE_SIZE), hasMore: all.length > offset + PAGE_SIZE };
}
