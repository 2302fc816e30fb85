// A user's favourite photos: listed, added idempotently and removed.
import type { PrismaClient } from "../../lib/db/client.ts";
import { notFound } from "../../lib/errors.ts";
import type { Favorite } from "@autora/common/contract/gallery.ts";

const favoriteFields = { usuarioId: true, fotografiaId: true } as const;

export async function listFavorites(prisma: PrismaClient, usuarioId: number): Promise<Favorite[]> {
  if (!(await prisma.user.findUnique({ where: { id: usuarioId }, select: { id: true } })))
    throw notFound("Usuario no encontrado");
  return prisma.favorite.findMany({
    where: { usuarioId },
    orderBy: [{ createdAt: "desc" }, { fotografiaId: "desc" }],
    select: favoriteFields,
  });
}

/** created is false when the photo was already a favourite (a repeat changes nothing). */
export async function addFavorite(prisma: PrismaClient, usuarioId: number, fotografiaId: number) {
  const photo = await prisma.photo.findUnique({ where: { id: fotografiaId }, select: { activo: true } });
  if (!photo?.activo) throw notFound("Fotografía no encontrada");
  // skipDuplicates makes two simultaneous clicks safe: one inserts, the other counts 0.
  const { count } = await prisma.favorite.createMany({ data: [{ usuarioId, fotografiaId }], skipDuplicates: true });
  return { created: count === 1, favorite: { usuarioId, fotografiaId } };
}

export async function removeFavorite(prisma: PrismaClient, usuarioId: number, fotografiaId: number) {
  const { count } = await prisma.favorite.deleteMany({ where: { usuarioId, fotografiaId } });
  if (count === 0) throw notFound("Esa fotografía no está en tus favoritos");
}
