// Comments on the book and on gallery photos. Each list is one query with its authors' names joined in.
import type { PrismaClient } from "../../lib/db/client.ts";
import { notFound } from "../../lib/errors.ts";

const author = { usuario: { select: { nombre: true } } } as const;
const bookCommentFields = { id: true, contenido: true, fecha: true, usuarioId: true, ...author } as const;
const photoCommentFields = { id: true, contenido: true, usuarioId: true, fotografiaId: true, fecha: true, ...author } as const;
const newestFirst = [{ fecha: "desc" as const }, { id: "desc" as const }];

async function assertBookExists(prisma: PrismaClient, bookId: number) {
  if (!(await prisma.book.findUnique({ where: { id: bookId }, select: { id: true } }))) throw notFound("Libro no encontrado");
}

/** Comments may only be added to photos the public can see; the list works for hidden ones too (for the administrator). */
async function assertPhotoExists(prisma: PrismaClient, photoId: number, options: { activeOnly: boolean }) {
  const photo = await prisma.photo.findUnique({ where: { id: photoId }, select: { activo: true } });
  if (!photo || (options.activeOnly && !photo.activo)) throw notFound("Fotografía no encontrada");
}

export async function listBookComments(prisma: PrismaClient, bookId: number) {
  await assertBookExists(prisma, bookId);
  return prisma.bookComment.findMany({ where: { bookId }, orderBy: newestFirst, select: bookCommentFields });
}

export async function addBookComment(prisma: PrismaClient, bookId: number, usuarioId: number, contenido: string) {
  await assertBookExists(prisma, bookId);
  return prisma.bookComment.create({ data: { bookId, usuarioId, contenido }, select: bookCommentFields });
}

export async function listPhotoComments(prisma: PrismaClient, fotografiaId: number) {
  await assertPhotoExists(prisma, fotografiaId, { activeOnly: false });
  return prisma.photoComment.findMany({ where: { fotografiaId }, orderBy: newestFirst, select: photoCommentFields });
}

export async function addPhotoComment(prisma: PrismaClient, fotografiaId: number, usuarioId: number, contenido: string) {
  await assertPhotoExists(prisma, fotografiaId, { activeOnly: true });
  return prisma.photoComment.create({ data: { fotografiaId, usuarioId, contenido }, select: photoCommentFields });
}
