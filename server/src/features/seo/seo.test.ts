import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { inlineScriptLoader, inlineStylesheets, keepEarlyTaps, startAfterPaint } from "./server-render.ts";
import { getSiteContent } from "../pages/index.ts";
import { buildRenderer } from "./renderer-fixture.ts";
import type { ResponseCache } from "../../lib/response-cache.ts";

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta name="description" content="Descripción genérica" />
    <title>Autora Colimense</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

// A build manifest like Vite's: the entry, a shared chunk, and the lazily loaded book page.
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"], css: ["assets/index-1.css"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_format-1.js": { file: "assets/format-1.js", imports: ["_react-1.js"] },
  "src/features/books/BookPage.tsx": {
    file: "assets/BookPage-1.js",
    imports: ["_react-1.js", "_format-1.js", "index.html"],
    css: ["assets/BookPage-1.css"],
  },
};

let t: TestApp;
/** The built server renderer (<dist>/.ssr), shared by this file's apps. */
let rendererDir: string;
beforeAll(async () => {
  // the real server renderer (the pages' heads come from their modules), with this test's index.html and manifest
  const dist = await buildRenderer();
  rendererDir = join(dist, ".ssr");
  writeFileSync(join(dist, "index.html"), INDEX);
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await createTestApp({ CLIENT_DIST_DIR: dist, PUBLIC_URL: "https://autora.example.mx" });
  await t.prisma.siteContent.create({
    data: {
      id: 1,
      introTitle: "Tejiendo historias",
      authorName: "Mariana Velasco",
      authorTitle: "Autora Colimense",
      mainTitle: "Cómo llegué aquí",
      subtitle: "Nací en Colima.",
    },
  });
  await t.prisma.book.create({
    data: {
      name: 'Urdimbre </script><script>alert("x")</script>',
      description: "Historias de artesanas.\n\nSegundo párrafo.",
      price: "450.00",
      language: "Español",
      editorial: "Ediciones Volcán",
      format: "Pasta blanda",
      pages: 248,
      isbn: "978-607-98521-4-6",
      publicationDate: new Date("2024-03-15T00:00:00Z"),
      images: { create: [{ url: "/uploads/books/portada.png" }] },
    },
  });
}, 180_000);
afterAll(() => t.close());

const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);

describe("page heads", () => {
  it("/ has the author's title, description and Open Graph tags", async () => {
    const res = await request(t.app).get("/");
    expect(res.status).toBe(200);
    expect(res.text).toContain("<title>Mariana Velasco · Autora Colimense</title>");
    expect(res.text).toContain('<meta name="description" content="Tejiendo historias. Nací en Colima." />');
    expect(res.text).toContain('<meta property="og:title" content="Mariana Velasco · Autora Colimense" />');
    // the home's picture is the site's (its hero art), not the book's
    expect(res.text).toContain('<meta property="og:image" content="https://autora.example.mx/og-image.png" />');
    expect(res.text).not.toContain("application/ld+json");
  });

  it("/urdimbre carries schema.org Book JSON-LD with the ISBN and a price in MXN, safely escaped", async () => {
    const res = await request(t.app).get("/urdimbre");
    const book = jsonLdOf(res.text);
    expect(book).toMatchObject({
      "@type": "Book",
      isbn: "978-607-98521-4-6",
      numberOfPages: 248,
      datePublished: "2024-03-15",
      author: { name: "Mariana Velasco" },
      offers: { price: "450.00", priceCurrency: "MXN", url: "https://autora.example.mx/urdimbre" },
    });
    expect(book.description).toBe("Historias de artesanas.");
    expect(res.text).not.toContain('<script>alert("x")</script>');
    expect(res.text).toContain('<meta property="og:type" content="book" />');
  });

  it("/urdimbre asks for its own chunks, styles and main image at once", async () => {
    const res = await request(t.app).get("/urdimbre");
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/BookPage-1.js">');
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/format-1.js">');
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/BookPage-1.css">');
    expect(res.text).not.toContain('href="/assets/react-1.js"'); // already loaded by the entry
    // the same srcset and sizes as the page's <img>, so the browser reuses the preloaded copy
    const srcset =
      "/uploads/books/portada.png?w=160 160w, /uploads/books/portada.png?w=320 320w, /uploads/books/portada.png?w=480 480w, /uploads/books/portada.png?w=720 720w, /uploads/books/portada.png?w=960 960w, /uploads/books/portada.png?w=1440 1440w";
    expect(res.text).toContain(
      `<link rel="preload" as="image" href="/uploads/books/portada.png?w=960" imagesrcset="${srcset}" imagesizes="(min-width: 768px) 32rem, calc(100vw - 2.5rem)" fetchpriority="high" />`,
    );
  });

  it("pages the browser renders get the shell with their name in the head (a shared link says what it opens); a build without the server renderer sends the shell", async () => {
    const { authorName: author } = await getSiteContent(t.prisma);
    for (const [path, name] of [
      ["/cart", "Carrito"],
      ["/consultar-pedido", "Consultar mi pedido"],
      ["/register", "Registrar Usuario"],
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.text).toContain(`<title>${name} · ${author}</title>`);
      expect(res.text).toContain(`<meta property="og:title" content="${name} · ${author}" />`);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it("an order's page, which names itself once read, keeps the shell's generic head", async () => {
    const res = await request(t.app).get(`/pedido/${"a".repeat(32)}`);
    expect(res.text).toContain("<title>Autora Colimense</title>");
    expect(res.text).not.toContain("og:title");
  });

  it("an order's page (/pedido/<token>) gets the shell and asks search engines not to index it", async () => {
    const res = await request(t.app).get(`/pedido/${"a".repeat(32)}`);
    expect(res.status).toBe(200);
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect((await request(t.app).get("/contact")).headers["x-robots-tag"]).toBeUndefined();
  });

  it("the book's detail page preloads its main image at the frame's sizes; pages without a large image preload none", async () => {
    const book = await t.prisma.book.findFirstOrThrow();
    const res = await request(t.app).get(`/books/${book.id}`);
    expect(res.text).toContain('<link rel="preload" as="image" href="/uploads/books/portada.png?w=960" imagesrcset="');
    expect(res.text).toContain('imagesizes="(min-width: 440px) 400px, calc(100vw - 2.5rem)" fetchpriority="high" />');
    for (const path of [`/books/${book.id + 1000}`, "/contact", "/"]) {
      expect((await request(t.app).get(path)).text).not.toContain('rel="preload" as="image"');
    }
  });

  it("the gallery preloads its newest active photo, the first GET /api/fotografias sends", async () => {
    await t.prisma.photo.createMany({
      data: [
        { url: "/uploads/photos/telar.png", descripcion: "Telar", activo: true, createdAt: new Date("2025-01-01") },
        { url: "/uploads/photos/oculta.png", descripcion: "Oculta", activo: false },
        { url: "/uploads/photos/barro.png", descripcion: "Barro", activo: true, createdAt: new Date("2025-02-01") },
      ],
    });
    const api = (await request(t.app).get("/api/fotografias")).body;
    expect(api.map((photo: { descripcion: string }) => photo.descripcion)).toEqual(["Barro", "Telar"]);
    // its first photo is fetched with the page, at the gallery's sizes
    expect((await request(t.app).get("/gallery")).text).toContain(
      '<link rel="preload" as="image" href="/uploads/photos/barro.png?w=960" imagesrcset="/uploads/photos/barro.png?w=160 160w, ',
    );
    expect((await request(t.app).get("/gallery")).text).toContain(
      'imagesizes="(min-width: 960px) 24rem, (min-width: 560px) 50vw, 100vw" fetchpriority="high" />',
    );
    expect((await request(t.app).get("/contact")).text).not.toContain('rel="preload" as="image"');
    await t.prisma.photo.deleteMany();
  });

  it("/sitemap.xml lists the public pages, the book once (its canonical page) and the blog's posts", async () => {
    const post = await t.prisma.blogPost.create({
      data: { title: "Telar", date: new Date("2024-03-15"), body: "Texto", tags: [] },
    });
    const res = await request(t.app).get("/sitemap.xml");
    expect(res.text).toContain(`<loc>https://autora.example.mx/blog/${post.id}</loc>`);
    expect(res.text).not.toMatch(/\/blog\/(?!\d)/);
    await t.prisma.blogPost.delete({ where: { id: post.id } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/xml/);
    expect(res.text).toContain("<loc>https://autora.example.mx/urdimbre</loc>");
    expect(res.text).not.toContain("/books/"); // the same book as /urdimbre
    expect(res.text).not.toContain("/admin");
  });
});

describe("texts with $ patterns are written into the page as they are", () => {
  it("a site text or book description with $` $' $& does not copy the page into itself", async () => {
    const plain = (await request(t.app).get("/urdimbre")).text;
    const tricky = "Mariana $` $' $& $$ $1 Velasco";
    await t.prisma.siteContent.update({ where: { id: 1 }, data: { authorName: tricky, introTitle: "Hilos $'" } });
    const book = await t.prisma.book.findFirstOrThrow();
    await t.prisma.book.update({ where: { id: book.id }, data: { description: "Precio: $' y $` en pesos.\n\nOtro." } });
    const emptyCache = () => (t.app.locals.responseCache as ResponseCache).clear(); // changed behind the API's back
    emptyCache();
    try {
      const home = (await request(t.app).get("/")).text;
      expect(home).toContain(`<title>${tricky.replace("&", "&amp;")} · Autora Colimense</title>`);
      expect(home).toContain(`<meta name="description" content="Hilos $'. Nací en Colima." />`);
      expect(home.match(/<\/head>/g)).toHaveLength(1);
      expect(home.match(/<\/body>/g)).toHaveLength(1);

      const page = (await request(t.app).get("/urdimbre")).text;
      expect(page.length).toBeLessThan(plain.length + 500);
      expect(jsonLdOf(page).description).toBe("Precio: $' y $` en pesos.");
      expect(page.match(/<html/g)).toHaveLength(1);
    } finally {
      await t.prisma.siteContent.update({
        where: { id: 1 },
        data: { authorName: "Mariana Velasco", introTitle: "Tejiendo historias" },
      });
      await t.prisma.book.update({
        where: { id: book.id },
        data: { description: "Historias de artesanas.\n\nSegundo párrafo." },
      });
      emptyCache();
    }
  });
});

describe("without PUBLIC_URL", () => {
  let local: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "autora-dist-"));
    writeFileSync(join(dist, "index.html"), INDEX);
    symlinkSync(rendererDir, join(dist, ".ssr"));
    local = await createTestApp({ CLIENT_DIST_DIR: dist, PORT: "4321" });
    await local.prisma.siteContent.create({
      data: {
        id: 1,
        introTitle: "Tejiendo historias",
        authorName: "Mariana Velasco",
        authorTitle: "Autora Colimense",
        mainTitle: "Cómo llegué aquí",
        subtitle: "Nací en Colima.",
      },
    });
    await local.prisma.book.create({
      data: {
        name: "Urdimbre",
        description: "Historias.",
        price: "450.00",
        language: "Español",
        editorial: "Volcán",
        format: "Pasta blanda",
        images: { create: [{ url: "/uploads/books/portada.png" }] },
      },
    });
  });
  afterAll(() => local.close());

  it("canonical, og:url, og:image and sitemap.xml use http://localhost:PORT, never the request's Host header", async () => {
    const page = await request(local.app).get("/urdimbre").set("Host", "sitio-falso.example");
    expect(page.text).toContain('<link rel="canonical" href="http://localhost:4321/urdimbre" />');
    expect(page.text).toContain('<meta property="og:url" content="http://localhost:4321/urdimbre" />');
    expect(page.text).toContain(
      '<meta property="og:image" content="http://localhost:4321/uploads/books/portada.png" />',
    );
    expect(page.text).not.toContain("sitio-falso");
    const sitemap = await request(local.app)
      .get("/sitemap.xml")
      .set("Host", "sitio-falso.example")
      .set("X-Forwarded-Host", "otro-falso.example");
    expect(sitemap.text).toContain("<loc>http://localhost:4321/urdimbre</loc>");
    expect(sitemap.text).not.toMatch(/falso/);
  });
});

describe("the server-rendered page's HTML", () => {
  const page = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="stylesheet" href="/assets/BookPage-1.css">
    <link rel="modulepreload" crossorigin href="/assets/BookPage-1.js">
  </head>
  <body><div id="root"></div></body>`;

  it("starts the JavaScript after the first paint: one boot script with the entry and its preloads", () => {
    const html = startAfterPaint(page);
    expect(html).not.toMatch(/modulepreload|type="module"/);
    expect(html).toContain(
      '<script src="/boot.js" data-entry="/assets/index-1.js" data-preload="/assets/vendor-1.js /assets/BookPage-1.js" defer></script>\n  </body>',
    );
  });

  it("writes the build's boot.js into the page, and the policy allows exactly that script by its hash", async () => {
    const dist = mkdtempSync(join(tmpdir(), "autora-boot-"));
    const source = "(function () { document.title = '$&$`'; })();";
    writeFileSync(join(dist, "boot.js"), source);
    const boot = inlineScriptLoader(dist, "boot.js")();
    expect(boot?.cspSource).toBe(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
    const html = startAfterPaint(page, boot);
    expect(html).toContain(
      `<script data-entry="/assets/index-1.js" data-preload="/assets/vendor-1.js /assets/BookPage-1.js">${source}</script>\n  </body>`,
    );
    expect(html).not.toContain("/boot.js");
    expect(inlineScriptLoader(join(dist, "missing"), "boot.js")()).toBeUndefined();
  });

  it("writes the script that keeps early taps at the top of the head, after the charset", () => {
    const head = '<!doctype html>\n<html lang="es">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Autora</title>';
    const earlyTaps = { source: "window.takeEarlyTaps = 1;", cspSource: "'sha256-x'" };
    expect(keepEarlyTaps(head, earlyTaps)).toBe(
      '<!doctype html>\n<html lang="es">\n  <head>\n    <meta charset="UTF-8" />\n    <script>window.takeEarlyTaps = 1;</script>\n    <title>Autora</title>',
    );
    expect(keepEarlyTaps(head)).toBe(head); // no build's copy: nothing to write
  });

  it("writes the page's stylesheets into it, and leaves a stylesheet it cannot find as a link", () => {
    const dist = mkdtempSync(join(tmpdir(), "autora-css-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets", "index-1.css"), "body{background:url(/assets/papel.svg)}");
    const html = inlineStylesheets(page, dist, new Map());
    // the disabled link is never fetched; it tells Vite's loader that the page already has these styles
    expect(html).toContain(
      '<style>body{background:url(/assets/papel.svg)}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>',
    );
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/assets/BookPage-1.css">');
  });
});
