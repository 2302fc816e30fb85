// The about page (a single row, id 1): its texts and its portrait. Without a row it shows the starting texts and no
// portrait. The portrait's file is replaced only after the row points at the new one, so the page never shows a
// missing image.
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../lib/errors.ts";
import { removeQuietly, type FileToStore, type UploadKind } from "../../lib/storage.ts";
import type { AboutContent, AboutContentInput } from "@autora/common/contract/pages-about.ts";
import { DEFAULT_ABOUT } from "./about-texts.ts";

/** The about page's portrait. */
export const aboutPortraits: UploadKind = { folder: "pages", files: "images" };

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;

const ROW_ID = 1;
const fields = {
  quote: true,
  biography: true,
  values: true,
  reasons: true,
  testimonials: true,
  portraitAlt: true,
  portraitUrl: true,
} as const;

type Row = { values: unknown; testimonials: unknown } & Omit<AboutContent, "values" | "testimonials">;
// The JSON columns are written only from aboutContentSchema's output, so they hold its shapes.
const fromRow = (row: Row): AboutContent => ({
  ...row,
  values: row.values as AboutContent["values"],
  testimonials: row.testimonials as AboutContent["testimonials"],
});

export async function getAbout({ prisma }: Pick<Deps, "prisma">): Promise<AboutContent> {
  const row = await prisma.aboutPage.findUnique({ where: { id: ROW_ID }, select: fields });
  return row ? fromRow(row) : { ...DEFAULT_ABOUT, portraitUrl: null };
}

export async function saveAbout({ prisma }: Pick<Deps, "prisma">, input: AboutContentInput): Promise<AboutContent> {
  const row = await prisma.aboutPage.upsert({
    where: { id: ROW_ID },
    create: { id: ROW_ID, ...input },
    update: input,
    select: fields,
  });
  return fromRow(row);
}

/** Stores the new portrait, points the page at it, then removes the old file. */
export async function setPortrait(
  { prisma, storage, log }: Deps,
  file: FileToStore | undefined,
): Promise<AboutContent> {
  if (!file) throw new HttpError(400, "Elige una imagen para el retrato");
  const before = await prisma.aboutPage.findUnique({ where: { id: ROW_ID }, select: { portraitStorageId: true } });
  const stored = await storage.save(aboutPortraits, file);
  try {
    const portrait = { portraitUrl: stored.url, portraitStorageId: stored.storageId };
    const row = await prisma.aboutPage.upsert({
      where: { id: ROW_ID },
      create: { id: ROW_ID, ...DEFAULT_ABOUT, ...portrait },
      update: portrait,
      select: fields,
    });
    await removeQuietly(storage, aboutPortraits, [before?.portraitStorageId], log);
    return fromRow(row);
  } catch (err) {
    await removeQuietly(storage, aboutPortraits, [stored.storageId], log);
    throw err;
  }
}

/** The page goes on without a portrait; its file is removed. */
export async function removePortrait({ prisma, storage, log }: Deps): Promise<AboutContent> {
  const before = await prisma.aboutPage.findUnique({ where: { id: ROW_ID }, select: { portraitStorageId: true } });
  if (!before) return getAbout({ prisma });
  const row = await prisma.aboutPage.update({
    where: { id: ROW_ID },
    data: { portraitUrl: null, portraitStorageId: null },
    select: fields,
  });
  await removeQuietly(storage, aboutPortraits, [before.portraitStorageId], log);
  return fromRow(row);
}
