import type { AppContext } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { removeQuietly, saveAll, type FileToStore, type Storage, type UploadKind } from "../../lib/storage.ts";
import type { Book, BookFormInput } from "@autora/common/contract/books.ts";
import type { JsonSource } from "../../lib/json.ts";

/** The books' cover and page images. */
export const bookImages: UploadKind = { folder: "books", files: "images" };

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;

export const ONE_BOOK_ONLY = "Ya existe un libro. Solo se permite uno por ahora.";
export const NEEDS_AN_IMAGE = "El libro necesita al menos una imagen";
const bookNotFound = () => notFound("Libro no encontrado");

const byPosition = [{ position: "asc" }, { id: "asc" }] satisfies Prisma.BookImageOrderByWithRelationInput[];
const bookInclude = { images: { orderBy: byPosition }, videos: { orderBy: byPosition } } satisfies Prisma.BookInclude;
type BookRow = Prisma.BookGetPayload<{ include: typeof bookInclude }>;

/** The API's Book: price as a number, videos as links, cloudinaryId only for images kept on Cloudinary. */
function toBook(row: BookRow, storage: Storage) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price.toNumber(),
    language: row.language,
    pages: row.pages,
    publicationDate: row.publicationDate,
    editorial: row.editorial,
    format: row.format,
    isbn: row.isbn,
    /** copies free to sell; null = sin límite */
    stock: row.stock,
    dedicado: row.dedicado,
    deliveryTime: row.deliveryTime,
    date: row.date,
    images: row.images.map((image) => ({
      id: image.id,
      url: image.url,
      cloudinaryId: storage.name === "cloudinary" ? image.storageId : null,
    })),
    videos: row.videos.map((video) => video.url),
  } satisfies JsonSource<Book>;
}

const bookFields = (input: BookFormInput) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  language: input.language,
  editorial: input.editorial,
  format: input.format,
  pages: input.pages ?? null,
  isbn: input.isbn ?? null,
  publicationDate: input.publicationDate ?? null,
  ...(input.dedicado !== undefined && { dedicado: input.dedicado }),
  ...(input.deliveryTime !== undefined && { deliveryTime: input.deliveryTime }),
});

const stockText = (stock: number | null) =>
  stock === null ? "sin límite" : `${stock} ${stock === 1 ? "ejemplar" : "ejemplares"}`;
const stockMoved = (now: number | null) =>
  new HttpError(
    409,
    `Las existencias cambiaron mientras editabas (ahora: ${stockText(now)}). Revisa el número y guarda de nuevo.`,
  );

/**
 * The stock part of an update. Without `stockBefore` (a plain API call) `stock` is set as sent. With it (the editor):
 * an untouched field leaves the current stock alone, so a sale made meanwhile stays counted; a changed field is
 * written only where the stock is still what the editor showed (`where`), else the update is refused.
 */
function stockUpdate(
  input: BookFormInput,
  current: number | null,
): { data?: { stock: number | null }; where?: { stock: number | null } } {
  if (input.stock === undefined) return {};
  if (input.stockBefore === undefined) return { data: { stock: input.stock } };
  if (input.stock === input.stockBefore) return {};
  if (current !== input.stockBefore) throw stockMoved(current);
  return { data: { stock: input.stock }, where: { stock: input.stockBefore } };
}

/** Oldest first: the first book is "the" book. */
export async function listBooks({ prisma, storage }: Deps) {
  const rows = await prisma.book.findMany({ include: bookInclude, orderBy: [{ date: "asc" }, { id: "asc" }] });
  return rows.map((row) => toBook(row, storage));
}

export async function getBook({ prisma, storage }: Deps, id: number) {
  const row = await prisma.book.findUnique({ where: { id }, include: bookInclude });
  if (!row) throw bookNotFound();
  return toBook(row, storage);
}

const hasBook = async (prisma: Pick<PrismaClient, "book">) => (await prisma.book.count()) > 0;

export async function createBook({ prisma, storage, log }: Deps, input: BookFormInput, files: FileToStore[]) {
  if (await hasBook(prisma)) throw new HttpError(409, ONE_BOOK_ONLY); // before uploading anything
  if (files.length === 0) throw new HttpError(400, NEEDS_AN_IMAGE);
  const stored = await saveAll(storage, bookImages, files, log);
  try {
    const row = await prisma.$transaction(async (tx) => {
      // Makes a second create wait for this one to commit, so two at once cannot both see an empty table.
      await tx.$executeRaw`LOCK TABLE "Book" IN SHARE ROW EXCLUSIVE MODE`;
      if (await hasBook(tx)) throw new HttpError(409, ONE_BOOK_ONLY);
      return tx.book.create({
        data: {
          ...bookFields(input),
          ...(input.stock !== undefined && { stock: input.stock }),
          images: { create: stored.map((file, position) => ({ url: file.url, storageId: file.storageId, position })) },
          videos: { create: input.video.map((url, position) => ({ url, position })) },
        },
        include: bookInclude,
      });
    });
    return toBook(row, storage);
  } catch (err) {
    await removeQuietly(
      storage,
      bookImages,
      stored.map((file) => file.storageId),
      log,
    );
    throw err;
  }
}

/**
 * Replaces the book's fields and videos. Images: the kept ones (input.image, in that order; absent = all)
 * stay, new files are appended after them, and the rest are deleted from the database and the storage.
 */
export async function updateBook(
  { prisma, storage, log }: Deps,
  id: number,
  input: BookFormInput,
  files: FileToStore[],
) {
  const book = await prisma.book.findUnique({ where: { id }, include: { images: { orderBy: byPosition } } });
  if (!book) throw bookNotFound();
  const keepIds = new Set(input.image ?? book.images.map((image) => image.id));
  const kept = [...keepIds].flatMap((imageId) => book.images.filter((image) => image.id === imageId));
  const dropped = book.images.filter((image) => !keepIds.has(image.id));
  if (kept.length + files.length === 0) throw new HttpError(400, NEEDS_AN_IMAGE);

  const stock = stockUpdate(input, book.stock);

  const stored = await saveAll(storage, bookImages, files, log);
  let row: BookRow;
  try {
    // One nested write: Prisma runs it as a single transaction.
    row = await prisma.book.update({
      where: { id, ...stock.where },
      data: {
        ...bookFields(input),
        ...stock.data,
        images: {
          deleteMany: { id: { in: dropped.map((image) => image.id) } },
          update: kept.map((image, position) => ({ where: { id: image.id }, data: { position } })),
          create: stored.map((file, i) => ({ url: file.url, storageId: file.storageId, position: kept.length + i })),
        },
        videos: { deleteMany: {}, create: input.video.map((url, position) => ({ url, position })) },
      },
      include: bookInclude,
    });
  } catch (err) {
    await removeQuietly(
      storage,
      bookImages,
      stored.map((file) => file.storageId),
      log,
    );
    // P2025 with a stock condition: a sale landed between the check above and this write.
    if (stock.where && (err as { code?: string }).code === "P2025") {
      throw stockMoved((await prisma.book.findUnique({ where: { id }, select: { stock: true } }))?.stock ?? null);
    }
    throw err;
  }
  await removeQuietly(
    storage,
    bookImages,
    dropped.map((image) => image.storageId),
    log,
  );
  return toBook(row, storage);
}

/** Deletes the book (images, videos, testimonials and comments go with it) and then its stored images. */
export async function deleteBook({ prisma, storage, log }: Deps, id: number): Promise<void> {
  const book = await prisma.book.findUnique({ where: { id }, select: { images: { select: { storageId: true } } } });
  if (!book) throw bookNotFound();
  await prisma.book.delete({ where: { id } });
  await removeQuietly(
    storage,
    bookImages,
    book.images.map((image) => image.storageId),
    log,
  );
}
