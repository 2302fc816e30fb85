import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { removeQuietly, type FileToStore } from "../../lib/storage.ts";
import type { BlogDocument, CreateBlogInput, UpdateBlogInput } from "@autora/common/contract/blog.ts";
import type { JsonSource } from "../../lib/json.ts";

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;

const documentFields = { id: true, title: true, description: true, pdfUrl: true, createdAt: true } as const;
const documentNotFound = () => notFound("Documento no encontrado");

export function listDocuments({ prisma }: Pick<Deps, "prisma">): Promise<JsonSource<BlogDocument>[]> {
  return prisma.blogDocument.findMany({ select: documentFields, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function createDocument({ prisma, storage, log }: Deps, input: CreateBlogInput, pdf: FileToStore): Promise<JsonSource<BlogDocument>> {
  const stored = await storage.save("blog", pdf);
  try {
    return await prisma.blogDocument.create({
      data: { title: input.title, description: input.description ?? null, pdfUrl: stored.url, storageId: stored.storageId },
      select: documentFields,
    });
  } catch (err) {
    await removeQuietly(storage, "blog", [stored.storageId], log);
    throw err;
  }
}

export async function updateDocument({ prisma }: Pick<Deps, "prisma">, id: number, input: UpdateBlogInput): Promise<JsonSource<BlogDocument>> {
  const exists = await prisma.blogDocument.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw documentNotFound();
  return prisma.blogDocument.update({ where: { id }, data: input, select: documentFields });
}

/** Deletes the entry and then its PDF. */
export async function deleteDocument({ prisma, storage, log }: Deps, id: number): Promise<void> {
  const document = await prisma.blogDocument.findUnique({ where: { id }, select: { storageId: true } });
  if (!document) throw documentNotFound();
  await prisma.blogDocument.delete({ where: { id } });
  await removeQuietly(storage, "blog", [document.storageId], log);
}
