import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { loadConfig } from "../lib/config.ts";
import { seedDemoContent, shouldSeed, type SeedContext } from "./seed.ts";

const spanishDate =
  /\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}\b/;

const seedContext = (t: TestApp): SeedContext => ({ prisma: t.prisma, storage: t.ctx.storage, log: t.ctx.log });

async function counts(t: TestApp) {
  const p = t.prisma;
  const [siteContent, contactInfo, books, bookImages, bookVideos, testimonials, photos, events, aboutPage, blogPosts] =
    await Promise.all([
      p.siteContent.count(),
      p.contactInfo.count(),
      p.book.count(),
      p.bookImage.count(),
      p.bookVideo.count(),
      p.testimonial.count(),
      p.photo.count(),
      p.event.count(),
      p.aboutPage.count(),
      p.blogPost.count(),
    ]);
  return {
    siteContent,
    contactInfo,
    books,
    bookImages,
    bookVideos,
    testimonials,
    photos,
    events,
    aboutPage,
    blogPosts,
  };
}

const seededCounts = {
  siteContent: 1,
  contactInfo: 1,
  books: 1,
  bookImages: 4,
  bookVideos: 1,
  testimonials: 3,
  photos: 6,
  events: 3,
  aboutPage: 1,
  blogPosts: 3,
};

/** Files in the test's uploads folder, per kind. */
function storedFiles(t: TestApp) {
  const list = (kind: string) =>
    existsSync(join(t.ctx.config.uploadsDir, kind)) ? readdirSync(join(t.ctx.config.uploadsDir, kind)).length : 0;
  return {
    books: list("books"),
    gallery: list("gallery"),
    events: list("events"),
    pages: list("pages"),
    blogPosts: list("blog-posts"),
  };
}

describe("seedDemoContent on an empty database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("fills the book, gallery, events, blog, contact info, home texts and the about page's portrait", async () => {
    const summary = await seedDemoContent(seedContext(t));
    expect(summary).toEqual({
      books: 1,
      bookImages: 4,
      videos: 1,
      testimonials: 3,
      photos: 6,
      events: 3,
      blogPosts: 3,
    });
    expect(await counts(t)).toEqual(seededCounts);

    const book = await t.prisma.book.findFirstOrThrow({
      include: { images: { orderBy: { position: "asc" } }, videos: true, testimonials: true },
    });
    expect(book).toMatchObject({
      name: "Urdimbre: historias creativas de artesanas y artesanos de México",
      language: "Español",
      editorial: "Ediciones Volcán",
      format: "Pasta blanda",
      pages: 248,
    });
    expect(book.price.toFixed(2)).toBe("450.00");
    expect(book.publicationDate?.toISOString().slice(0, 10)).toBe("2024-03-15");
    expect(book.isbn).toMatch(/^978-607-\d+-\d+-\d$/);
    expect(book.description).toContain("Oaxaca");
    expect(book.videos[0].url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    expect(book.testimonials.every((x) => x.content.length > 20 && x.author.length > 0)).toBe(true);

    expect(await t.prisma.siteContent.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      introTitle: "Tejiendo historias entre hilos, barro y memoria",
      authorName: "Mariana Velasco",
      authorTitle: "Autora Colimense",
      mainTitle: "Cómo llegué aquí",
    });
    const contact = await t.prisma.contactInfo.findUniqueOrThrow({ where: { id: 1 } });
    expect(contact.phone).toMatch(/^\+52 312 \d{3} \d{4}$/);
    expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect([contact.youtube, contact.facebook, contact.instagram]).toEqual([
      expect.stringMatching(/^https:\/\/www\.youtube\.com\//),
      expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
      expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
    ]);

    const photos = await t.prisma.photo.findMany();
    expect(photos.every((photo) => photo.activo && photo.descripcion.length > 20)).toBe(true);
    const events = await t.prisma.event.findMany({ orderBy: { createdAt: "desc" } });
    expect(events.map((event) => event.description)).toEqual([
      expect.stringMatching(spanishDate),
      expect.stringMatching(spanishDate),
      expect.stringMatching(spanishDate),
    ]);
    expect(events.map((event) => event.description)).toContain(
      "Presentación del libro en la Feria del Libro de Colima, 15 de marzo de 2025.",
    );
    // each event carries its day, as the admin's date picker stores it
    expect(events.map((event) => event.date?.toISOString().slice(0, 10))).toEqual([
      "2025-11-29",
      "2025-05-24",
      "2025-03-15",
    ]);

    const posts = (await request(t.app).get("/api/blog-posts")).body as {
      id: number;
      title: string;
      date: string;
      body: string;
      tags: string[];
    }[];
    expect(posts.map((post) => [post.id, post.date, post.title])).toEqual([
      [3, "2024-11-01", "Papel picado: el arte de celebrar"],
      [2, "2024-06-02", "Barro de Colima: de la tierra a la mesa"],
      [1, "2024-03-15", "El telar de cintura: hilos que cuentan historias"],
    ]);
    expect(posts.every((post) => post.body.split("\n\n").length >= 3 && post.tags.length === 3)).toBe(true);
    const about = (await request(t.app).get("/api/about")).body;
    expect(about.portraitUrl).toMatch(/^\/uploads\/pages\/[a-z0-9]+-[0-9a-f]{16}\.webp$/);
    expect(about.quote).toContain("Cada pieza hecha a mano guarda una historia");
    expect(JSON.stringify(about)).not.toMatch(/ejemplo|lorem/i);
  });

  it("stores every file under the uploads folder and serves it at its URL", async () => {
    const book = await t.prisma.book.findFirstOrThrow({ include: { images: true } });
    const photos = await t.prisma.photo.findMany();
    const events = await t.prisma.event.findMany();
    const about = await t.prisma.aboutPage.findUniqueOrThrow({ where: { id: 1 } });
    const posts = await t.prisma.blogPost.findMany();
    const files = [
      { url: about.portraitUrl!, storageId: about.portraitStorageId, type: "image/webp", magic: "RIFF" },
      ...posts.map((post) => ({
        url: post.imageUrl!,
        storageId: post.imageStorageId,
        type: "image/webp",
        magic: "RIFF",
      })),
      ...book.images.map((image) => ({
        url: image.url,
        storageId: image.storageId,
        type: "image/webp",
        magic: "RIFF",
      })),
      ...photos.map((photo) => ({ url: photo.url, storageId: photo.storageId, type: "image/webp", magic: "RIFF" })),
      ...events.map((event) => ({
        url: event.pdfUrl,
        storageId: event.storageId,
        type: "application/pdf",
        magic: "%PDF",
      })),
    ];
    expect(files).toHaveLength(17);
    expect(storedFiles(t)).toEqual({ books: 4, gallery: 6, events: 3, pages: 1, blogPosts: 3 });
    for (const file of files) {
      expect(existsSync(join(t.ctx.config.uploadsDir, file.storageId!))).toBe(true);
      const res = await request(t.app)
        .get(file.url)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on("data", (chunk: Buffer) => chunks.push(chunk));
          r.on("end", () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toContain(file.type);
      expect((res.body as Buffer).subarray(0, 4).toString("latin1")).toBe(file.magic);
    }
  });

  it("seeds nothing the second time", async () => {
    expect(await seedDemoContent(seedContext(t))).toBeNull();
    expect(await counts(t)).toEqual(seededCounts);
    expect(storedFiles(t)).toEqual({ books: 4, gallery: 6, events: 3, pages: 1, blogPosts: 3 });
  });
});

describe("seedDemoContent on a database that already has content", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("leaves a database holding only a photo untouched", async () => {
    await t.prisma.photo.create({ data: { url: "/uploads/photos/mia.png", descripcion: "Mi foto" } });
    expect(await seedDemoContent(seedContext(t))).toBeNull();
    expect(await counts(t)).toEqual({
      siteContent: 0,
      contactInfo: 0,
      books: 0,
      bookImages: 0,
      bookVideos: 0,
      testimonials: 0,
      photos: 1,
      events: 0,
      aboutPage: 0,
      blogPosts: 0,
    });
    expect(storedFiles(t)).toEqual({ books: 0, gallery: 0, events: 0, pages: 0, blogPosts: 0 });
    await t.prisma.photo.deleteMany();
  });

  it("seeds once when two starts seed the same empty database at the same moment", async () => {
    const results = await Promise.all([seedDemoContent(seedContext(t)), seedDemoContent(seedContext(t))]);
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(await counts(t)).toEqual(seededCounts);
    expect(storedFiles(t)).toEqual({ books: 4, gallery: 6, events: 3, pages: 1, blogPosts: 3 });
  });
});

describe("shouldSeed", () => {
  it("offers the demo content to the embedded database (seedDemoContent seeds only one without content)", () => {
    expect(shouldSeed({ embedded: true }, { seedDemo: false })).toBe(true);
  });
  it("does not seed a DATABASE_URL database without SEED_DEMO", () => {
    expect(shouldSeed({ embedded: false }, { seedDemo: false })).toBe(false);
  });
  it("seeds a DATABASE_URL database with SEED_DEMO=true", () => {
    expect(shouldSeed({ embedded: false }, { seedDemo: true })).toBe(true);
  });
  it("reads SEED_DEMO from the configuration", () => {
    expect(loadConfig({ SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(false);
  });
});
