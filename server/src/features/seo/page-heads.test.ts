// Every page the table of pages (@autora/common/pages.ts) marks as server-rendered arrives with its own head: title,
// description, og:title, og:description, og:url and an absolute og:image, written by the real server renderer from
// its loaders' data. A page added to the table without a head fails here.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "@autora/common/pages.ts";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { buildRenderer } from "./renderer-fixture.ts";

const BASE = "https://autora.example.mx";
let t: TestApp;
let bookId: number;
let postId: number;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIST_DIR: await buildRenderer(), PUBLIC_URL: BASE });
  await t.prisma.siteContent.create({ data: { id: 1, introTitle: "Tejiendo historias", authorName: "Mariana Velasco", authorTitle: "Autora Colimense", mainTitle: "Cómo llegué aquí", subtitle: "Nací en Colima." } });
  const book = await t.prisma.book.create({
    data: { name: "Telar de volcanes", description: "Historias de artesanas.\n\nOtro párrafo.", price: "450.00", language: "Español", editorial: "Volcán", format: "Pasta blanda", images: { create: [{ url: "/uploads/books/portada.png" }] } },
  });
  bookId = book.id;
  const post = await t.prisma.blogPost.create({
    data: { title: "El telar de cintura: hilos que cuentan historias", date: new Date("2024-03-15"), body: "Una tarde con las tejedoras de Suchitlán.\n\nOtro párrafo.", tags: ["telar"] },
  });
  postId = post.id;
  await t.prisma.photo.create({ data: { url: "/uploads/photos/barro.png", descripcion: "Barro", activo: true } });
}, 120_000);
afterAll(() => t.close());

/** A real address for each pattern of the table. */
const addressOf = (path: string) => path.replace(":bookId", String(bookId)).replace(":id", String(postId));
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
function headOf(html: string) {
  return {
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)" \/>/),
    ogTitle: attr(html, /<meta property="og:title" content="([^"]*)" \/>/),
    ogDescription: attr(html, /<meta property="og:description" content="([^"]*)" \/>/),
    ogUrl: attr(html, /<meta property="og:url" content="([^"]*)" \/>/),
    ogImage: attr(html, /<meta property="og:image" content="([^"]*)" \/>/),
  };
}

const serverRendered = PAGES.filter((page) => page.serverRendered).map((page) => page.path);

describe("the head of every server-rendered page", () => {
  it.each(serverRendered)("%s has its own title, description and Open Graph tags", async (pattern) => {
    const path = addressOf(pattern);
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"><'); // rendered on the server
    const head = headOf(res.text);
    expect(head.title).toMatch(/\S · \S/);
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogUrl).toBe(BASE + path);
    expect(head.ogImage).toMatch(/^https:\/\/autora\.example\.mx\/\S+\.(png|jpe?g|webp)$/);
  });

});

describe("pages that describe one thing", () => {
  it("/books/{id} names the book and carries its schema.org Book", async () => {
    const html = (await request(t.app).get(`/books/${bookId}`)).text;
    expect(headOf(html)).toMatchObject({ title: "Telar de volcanes · Mariana Velasco", description: "Historias de artesanas.", ogImage: `${BASE}/uploads/books/portada.png` });
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1])).toMatchObject({ "@type": "Book", name: "Telar de volcanes", url: `${BASE}/books/${bookId}` });
  });

  it("/blog/{id} names the post and carries a schema.org Event with its date", async () => {
    const html = (await request(t.app).get(`/blog/${postId}`)).text;
    expect(headOf(html).title).toBe("El telar de cintura: hilos que cuentan historias · Mariana Velasco");
    expect(headOf(html).ogImage).toBe(`${BASE}/og-image.png`);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1])).toMatchObject({
      "@type": "Event",
      name: "El telar de cintura: hilos que cuentan historias",
      startDate: "2024-03-15",
      organizer: { name: "Mariana Velasco" },
      url: `${BASE}/blog/${postId}`,
    });
  });

  it("/gallery shows its newest photo in link previews", async () => {
    expect(headOf((await request(t.app).get("/gallery")).text)).toMatchObject({ title: "Galería · Mariana Velasco", ogImage: `${BASE}/uploads/photos/barro.png` });
  });
});
