// Demo content for a newcomer's first start: the book, gallery photos, events, blog posts, contact info, the home texts
// and the about page's portrait,
// with their files stored like any upload. Never seeds twice, never seeds a database that already has content.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import type { Config } from "../lib/config.ts";
import type { Database, PrismaClient } from "../lib/db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { Storage, StoredFile, UploadKind } from "../lib/storage.ts";
import { bookImages } from "../features/books/index.ts";
import { blogPostImages, eventDocuments } from "../features/events/index.ts";
import { galleryPhotos } from "../features/gallery/index.ts";
import { aboutPortraits, DEFAULT_ABOUT } from "../features/pages/index.ts";
import {
  demoAbout,
  demoAssetsDir,
  demoBlogPosts,
  demoBook,
  demoContactInfo,
  demoEvents,
  demoPhotos,
  demoSiteContent,
} from "./demo-content.ts";

export interface SeedContext {
  prisma: PrismaClient;
  storage: Storage;
  log: Logger;
}

export interface SeedSummary {
  books: number;
  bookImages: number;
  videos: number;
  testimonials: number;
  photos: number;
  events: number;
  blogPosts: number;
}

/**
 * The start-up rule: the embedded database gets the demo content while it has none (its first start, or the next one
 * when the first was cut short before the seed committed); a DATABASE_URL database only with SEED_DEMO=true.
 * Either way seedDemoContent seeds nothing into a database that already has content.
 */
export function shouldSeed(db: Pick<Database, "embedded">, config: Pick<Config, "seedDemo">): boolean {
  return db.embedded || config.seedDemo;
}

/** Called once at start: a failed seed is logged, not fatal, since the site works without demo content. */
export async function seedOnStart(
  db: Pick<Database, "embedded">,
  config: Pick<Config, "seedDemo">,
  ctx: SeedContext,
): Promise<void> {
  if (!shouldSeed(db, config)) return;
  try {
    await seedDemoContent(ctx);
  } catch (err) {
    ctx.log.error({ err }, "no se pudo sembrar el contenido de demostración");
  }
}

/** Seeds only a database with no site content, no book and no photo; returns what was created, or null. */
export async function seedDemoContent(ctx: SeedContext): Promise<SeedSummary | null> {
  const { prisma, log } = ctx;
  if (!(await hasNoContent(prisma))) {
    log.debug("contenido de demostración: la base de datos ya tiene contenido, no se siembra");
    return null;
  }

  const saved: { kind: UploadKind; file: StoredFile }[] = [];
  // One file at a time, so that on failure `saved` lists exactly what must be removed.
  const storeAll = async (kind: UploadKind, names: string[]) => {
    const files: StoredFile[] = [];
    for (const name of names) {
      const file = await ctx.storage.save(kind, await readAsset(name));
      saved.push({ kind, file });
      files.push(file);
    }
    return files;
  };

  try {
    const images = await storeAll(bookImages, demoBook.images);
    const photos = await storeAll(
      galleryPhotos,
      demoPhotos.map((photo) => photo.file),
    );
    const events = await storeAll(
      eventDocuments,
      demoEvents.map((event) => event.file),
    );
    const [portrait] = await storeAll(aboutPortraits, [demoAbout.portrait]);
    const postImages = await storeAll(
      blogPostImages,
      demoBlogPosts.map((post) => post.image),
    );
    // Lists are shown newest first: the first demo item gets the newest timestamp.
    const now = Date.now();
    const minutesAgo = (i: number) => new Date(now - i * 60_000);
    const { images: _files, videos, testimonials, ...book } = demoBook;

    await prisma.$transaction([
      prisma.siteContent.create({ data: { id: 1, ...demoSiteContent } }),
      prisma.contactInfo.upsert({ where: { id: 1 }, create: { id: 1, ...demoContactInfo }, update: {} }),
      prisma.aboutPage.upsert({
        where: { id: 1 },
        create: { id: 1, ...DEFAULT_ABOUT, portraitUrl: portrait.url, portraitStorageId: portrait.storageId },
        update: {},
      }),
      prisma.book.create({
        data: {
          ...book,
          images: { create: images.map((file, position) => ({ url: file.url, storageId: file.storageId, position })) },
          videos: { create: videos.map((url, position) => ({ url, position })) },
          testimonials: { create: testimonials.map((t, i) => ({ ...t, date: minutesAgo(i) })) },
        },
      }),
      prisma.photo.createMany({
        data: demoPhotos.map((photo, i) => ({
          url: photos[i].url,
          storageId: photos[i].storageId,
          descripcion: photo.descripcion,
          activo: true,
          createdAt: minutesAgo(i),
        })),
      }),
      prisma.event.createMany({
        data: demoEvents.map((event, i) => ({
          title: event.title,
          description: event.description,
          date: new Date(`${event.day}T00:00:00.000Z`),
          pdfUrl: events[i].url,
          storageId: events[i].storageId,
          createdAt: minutesAgo(i),
        })),
      }),
      // one at a time, so that the ids follow the list (1, 2, 3)
      ...demoBlogPosts.map(({ image: _file, date, ...post }, i) =>
        prisma.blogPost.create({
          data: {
            ...post,
            date: new Date(`${date}T00:00:00.000Z`),
            imageUrl: postImages[i].url,
            imageStorageId: postImages[i].storageId,
          },
        }),
      ),
    ]);

    const summary: SeedSummary = {
      books: 1,
      bookImages: images.length,
      videos: videos.length,
      testimonials: testimonials.length,
      photos: photos.length,
      events: events.length,
      blogPosts: demoBlogPosts.length,
    };
    log.info(
      { ...summary, storage: ctx.storage.name },
      `contenido de demostración sembrado: «${demoBook.name}», ${photos.length} fotografías, ${events.length} eventos, ${demoBlogPosts.length} entradas del blog, contacto, textos de inicio y retrato de Sobre mí`,
    );
    return summary;
  } catch (err) {
    // Nothing was committed (one transaction), so the stored files would be orphans.
    await Promise.all(saved.map(({ kind, file }) => ctx.storage.remove(kind, file.storageId).catch(() => {})));
    // Another process seeding the same database at the same moment wins the unique SiteContent row.
    if (isUniqueViolation(err)) {
      log.info("contenido de demostración: otro proceso ya lo sembró");
      return null;
    }
    throw err;
  }
}

async function hasNoContent(prisma: PrismaClient): Promise<boolean> {
  const [siteContent, books, photos] = await Promise.all([
    prisma.siteContent.count(),
    prisma.book.count(),
    prisma.photo.count(),
  ]);
  return siteContent === 0 && books === 0 && photos === 0;
}

/** The file's type comes from its bytes, as for any upload. */
async function readAsset(name: string) {
  const buffer = await readFile(join(demoAssetsDir, name));
  const type = await fileTypeFromBuffer(buffer);
  if (!type) throw new Error(`Archivo de demostración sin tipo reconocible: ${name}`);
  return { buffer, ext: type.ext, mime: type.mime };
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && err.code === "P2002";
}
