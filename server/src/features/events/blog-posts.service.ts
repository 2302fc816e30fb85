// The blog's posts: written in the admin area, each with an optional image (stored like any upload), listed newest
// first on the events page and shown one by one at /blog/{id}.
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { removeQuietly, type FileToStore, type UploadKind } from "../../lib/storage.ts";
import type { BlogPost, BlogPostFormInput } from "@autora/common/contract/events-blog.ts";

/** The blog posts' images (those stored before under pages/ stay there). */
export const blogPostImages: UploadKind = { folder: "blog-posts", files: "images" };

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;

const postFields = {
  id: true,
  title: true,
  date: true,
  body: true,
  tags: true,
  imageUrl: true,
  imageAlt: true,
} as const;
const postNotFound = () => notFound("Entrada no encontrada");

type Row = Omit<BlogPost, "date"> & { date: Date };
/** The post's day as "2024-03-15" (a date column: midnight UTC of that day). */
const fromRow = (row: Row): BlogPost => ({ ...row, date: row.date.toISOString().slice(0, 10) });
const columns = ({ title, date, body, tags, imageAlt }: BlogPostFormInput) => ({
  title,
  date: new Date(`${date}T00:00:00.000Z`),
  body,
  tags,
  imageAlt,
});

export async function listBlogPosts({ prisma }: Pick<Deps, "prisma">): Promise<BlogPost[]> {
  const rows = await prisma.blogPost.findMany({ select: postFields, orderBy: [{ date: "desc" }, { id: "desc" }] });
  return rows.map(fromRow);
}

export async function getBlogPost({ prisma }: Pick<Deps, "prisma">, id: number): Promise<BlogPost> {
  const row = await prisma.blogPost.findUnique({ where: { id }, select: postFields });
  if (!row) throw postNotFound();
  return fromRow(row);
}

export async function createBlogPost(
  { prisma, storage, log }: Deps,
  input: BlogPostFormInput,
  image: FileToStore | undefined,
): Promise<BlogPost> {
  const stored = image && (await storage.save(blogPostImages, image));
  try {
    const row = await prisma.blogPost.create({
      data: { ...columns(input), imageUrl: stored?.url ?? null, imageStorageId: stored?.storageId ?? null },
      select: postFields,
    });
    return fromRow(row);
  } catch (err) {
    await removeQuietly(storage, blogPostImages, [stored?.storageId], log);
    throw err;
  }
}

/** Saves the texts; a new image replaces the old one, `removeImage` takes it away; the old file goes afterwards. */
export async function updateBlogPost(
  { prisma, storage, log }: Deps,
  id: number,
  input: BlogPostFormInput,
  image: FileToStore | undefined,
): Promise<BlogPost> {
  const before = await prisma.blogPost.findUnique({ where: { id }, select: { imageStorageId: true } });
  if (!before) throw postNotFound();
  const stored = image && (await storage.save(blogPostImages, image));
  const replacesImage = stored !== undefined || input.removeImage === "true";
  try {
    const imageColumns = replacesImage
      ? { imageUrl: stored?.url ?? null, imageStorageId: stored?.storageId ?? null }
      : {};
    const row = await prisma.blogPost.update({
      where: { id },
      data: { ...columns(input), ...imageColumns },
      select: postFields,
    });
    if (replacesImage) await removeQuietly(storage, blogPostImages, [before.imageStorageId], log);
    return fromRow(row);
  } catch (err) {
    await removeQuietly(storage, blogPostImages, [stored?.storageId], log);
    throw err;
  }
}

export async function deleteBlogPost({ prisma, storage, log }: Deps, id: number): Promise<void> {
  const post = await prisma.blogPost.findUnique({ where: { id }, select: { imageStorageId: true } });
  if (!post) throw postNotFound();
  await prisma.blogPost.delete({ where: { id } });
  await removeQuietly(storage, blogPostImages, [post.imageStorageId], log);
}
