import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { removeQuietly, type FileToStore, type UploadKind } from "../../lib/storage.ts";
import type { CreatePhotoInput, Photo, UpdatePhotoInput } from "@autora/common/contract/gallery.ts";
import type { JsonSource } from "../../lib/json.ts";

/** The gallery's photos (those stored before under photos/ stay there). */
export const galleryPhotos: UploadKind = { folder: "gallery", files: "images" };

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;

const photoFields = { id: true, url: true, descripcion: true, activo: true, createdAt: true } as const;
const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];
const photoNotFound = () => notFound("Fotografía no encontrada");

export function listPhotos({ prisma }: Pick<Deps, "prisma">, includeInactive: boolean) {
  return prisma.photo.findMany({
    where: includeInactive ? {} : { activo: true },
    select: photoFields,
    orderBy: newestFirst,
  }) satisfies Promise<JsonSource<Photo>[]>;
}

export async function createPhoto(
  { prisma, storage, log }: Deps,
  input: CreatePhotoInput,
  file: FileToStore,
): Promise<JsonSource<Photo>> {
  const stored = await storage.save(galleryPhotos, file);
  try {
    return await prisma.photo.create({
      data: { ...input, url: stored.url, storageId: stored.storageId },
      select: photoFields,
    });
  } catch (err) {
    await removeQuietly(storage, galleryPhotos, [stored.storageId], log);
    throw err;
  }
}

export async function updatePhoto(
  { prisma }: Pick<Deps, "prisma">,
  id: number,
  input: UpdatePhotoInput,
): Promise<JsonSource<Photo>> {
  const exists = await prisma.photo.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw photoNotFound();
  return prisma.photo.update({ where: { id }, data: input, select: photoFields });
}

/** Deletes the photo (its comments and favourites go with it) and then its stored file. */
export async function deletePhoto({ prisma, storage, log }: Deps, id: number): Promise<void> {
  const photo = await prisma.photo.findUnique({ where: { id }, select: { storageId: true } });
  if (!photo) throw photoNotFound();
  await prisma.photo.delete({ where: { id } });
  await removeQuietly(storage, galleryPhotos, [photo.storageId], log);
}
