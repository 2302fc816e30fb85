// The server-rendered pages are kept rendered for the next anonymous visitor and sent again as they are, until public
// data changes through the API: then the page shows the change at once on the process that made it, and within a
// second on every other process on the same PostgreSQL database.
import { mkdtempSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngFile } from "#test/files.ts";
import { createHttpServer } from "../../lib/http-server.ts";
import { call, createDatabase, startServer, type ServerProcess } from "#test/server-process.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { buildRenderer } from "./renderer-fixture.ts";

const siteContent = {
  introTitle: "Tejiendo historias",
  authorName: "Mariana Velasco",
  authorTitle: "Autora Colimense",
  mainTitle: "Cómo llegué aquí",
  subtitle: "Nací en Colima.",
};
const bookFields = {
  name: "Telar de volcanes",
  description: "Historias de artesanas.",
  price: "450.00",
  language: "Español",
  editorial: "Ediciones Volcán",
  format: "Pasta blanda",
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The page's HTML without the markers React puts between a text and the values written into it. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

let dist: string;
let t: TestApp;
let admin: { Authorization: string };
let bookId: number;
beforeAll(async () => {
  dist = await buildRenderer();
  t = await createTestApp({ CLIENT_DIST_DIR: dist });
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  await t.prisma.siteContent.create({ data: { id: 1, ...siteContent } });
  bookId = (
    await t.prisma.book.create({ data: { ...bookFields, images: { create: [{ url: "/uploads/books/portada.png" }] } } })
  ).id;
}, 120_000);
afterAll(() => t.close());

describe("server-rendered pages on one process", () => {
  it("sends a page again as it was rendered, with an ETag (304 when unchanged) and compressed", async () => {
    const first = await request(t.app).get("/urdimbre");
    expect(first.status).toBe(200);
    expect(titleOf(first.text)).toBe("Telar de volcanes · Mariana Velasco");
    expect(first.text).toContain("Historias de artesanas.");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await request(t.app).get("/urdimbre");
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await request(t.app).get("/urdimbre").set("If-None-Match", first.headers.etag)).status).toBe(304);
    const compressed = await request(t.app).get("/urdimbre").set("Accept-Encoding", "br");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(compressed.text).toBe(first.text);
  });

  it("shows a change made through the administrator's API at once, in the page's head and content", async () => {
    expect(titleOf((await request(t.app).get("/")).text)).toBe("Mariana Velasco · Autora Colimense");
    // Changed behind the API's back: the page stays as it was kept, head and content alike.
    await t.prisma.siteContent.update({ where: { id: 1 }, data: { authorName: "Otra Autora" } });
    const kept = (await request(t.app).get("/")).text;
    expect(titleOf(kept)).toBe("Mariana Velasco · Autora Colimense");
    expect(kept).not.toContain("Otra Autora");

    const changed = await request(t.app)
      .put("/api/site-content")
      .set(admin)
      .send({ ...siteContent, introTitle: "Hilos de Colima" });
    expect(changed.status).toBe(200);
    const home = textOf((await request(t.app).get("/")).text);
    expect(home).toContain("<p>“Hilos de Colima”</p>");
    expect(home).toContain('<meta property="og:description" content="Hilos de Colima. Nací en Colima." />');

    const book = await request(t.app)
      .put(`/api/book/${bookId}`)
      .set(admin)
      .send({ ...bookFields, name: "Urdimbre de barro" });
    expect(book.status).toBe(200);
    const page = (await request(t.app).get("/urdimbre")).text;
    expect(titleOf(page)).toBe("Urdimbre de barro · Mariana Velasco");
    expect(page).toContain("<h1");
    expect(page).toContain("Urdimbre de barro</h1>");
  });

  it("does not keep a page whose data could not be read, and keeps it once it could", async () => {
    // No book 4242 yet: its API call fails and the page shows what it shows without its data.
    expect((await request(t.app).get("/books/4242")).text).not.toContain("Libro de barro");
    await t.prisma.book.create({ data: { ...bookFields, id: 4242, name: "Libro de barro" } });
    const after = await request(t.app).get("/books/4242");
    expect(after.status).toBe(200);
    expect(after.text).toContain("Libro de barro");
    expect(after.headers.etag).toMatch(/^W\//);
    expect((await request(t.app).get("/books/4242").set("If-None-Match", after.headers.etag)).status).toBe(304);
  });
});

describe("what a change empties", () => {
  it("keeps /gallery through a comment on a book, and shows a change of the photos at once", async () => {
    const reader = await t.createUser();
    const photo = await t.prisma.photo.create({
      data: { url: "/uploads/gallery/amanecer.png", descripcion: "Telar al amanecer", activo: true },
    });
    t.app.locals.responseCache.clear();
    expect((await request(t.app).get("/gallery")).text).toContain("Telar al amanecer");
    // Changed behind the API's back: only the kept page still shows "Telar al amanecer".
    await t.prisma.photo.update({ where: { id: photo.id }, data: { descripcion: "Telar al anochecer" } });
    const comment = await request(t.app)
      .post(`/api/${bookId}/comentarios`)
      .set(reader.auth)
      .send({ contenido: "Qué bonito libro." });
    expect(comment.status).toBe(201);
    const kept = (await request(t.app).get("/gallery")).text;
    expect(kept).toContain("Telar al amanecer");
    expect(kept).not.toContain("Telar al anochecer");

    expect(
      (await request(t.app).put(`/api/fotografias/${photo.id}`).set(admin).send({ descripcion: "Telar de noche" }))
        .status,
    ).toBe(200);
    expect((await request(t.app).get("/gallery")).text).toContain("Telar de noche");
  });
});

describe("the server's own requests", () => {
  it("are not refused by the cap on connections per address: a page renders with its data when the visitor holds the only one", async () => {
    const book = await t.prisma.book.create({ data: { ...bookFields, name: "Hilo propio" } });
    const server = createHttpServer(t.app, { ...t.ctx.config.server, maxConnectionsPerIp: 1 });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      t.app.locals.responseCache.clear();
      // The visitor's connection is the one this address may open; the render's calls to the API come on top of it.
      const page = await fetch(`${origin}/books/${book.id}`);
      expect(page.status).toBe(200);
      const html = textOf(await page.text());
      expect(html).toContain("Hilo propio</h1>");
      expect(html).not.toContain("No se pudieron cargar");
      // A second connection of the visitor's own is still refused.
      const held = connect((server.address() as AddressInfo).port, "127.0.0.1");
      await new Promise((resolve) => held.once("connect", resolve));
      const second = connect((server.address() as AddressInfo).port, "127.0.0.1");
      await new Promise((resolve) => second.once("close", resolve));
      held.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("server-rendered pages on two processes sharing one PostgreSQL database", () => {
  const credentials = { email: "admin@ejemplo.mx", password: "clave-de-prueba-123" };
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  beforeAll(async () => {
    db = await createDatabase("pagecache");
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "autora-pagecache-")),
      CLIENT_DIST_DIR: dist,
      ADMIN_EMAIL: credentials.email,
      ADMIN_PASSWORD: credentials.password,
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    token = (await call(`${a.url}/api/usuarios/login`, "POST", credentials)).body.token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.drop();
  });

  const page = async (server: ServerProcess, path: string) => (await fetch(server.url + path)).text();

  it("shows the book's new title on the other process within one second of the change", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(bookFields)) form.append(key, value);
    form.append("images", new Blob([pngFile()], { type: "image/png" }), "portada.png");
    const created = await fetch(`${a.url}/api/book/create`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Both processes now keep the page: the next visitor gets the same copy (same ETag).
    for (const server of [a, b]) {
      const first = await fetch(`${server.url}/urdimbre`);
      expect(titleOf(await first.text())).toBe("Telar de volcanes · Mariana Velasco");
      expect(first.headers.get("etag")).toMatch(/^W\//);
      expect((await fetch(`${server.url}/urdimbre`)).headers.get("etag")).toBe(first.headers.get("etag"));
    }

    expect(
      (await call(`${a.url}/api/book/${id}`, "PUT", { ...bookFields, name: "Urdimbre de barro" }, token)).status,
    ).toBe(200);
    const changedAt = Date.now();
    expect(titleOf(await page(a, "/urdimbre"))).toBe("Urdimbre de barro · Mariana Velasco");
    let seenAfter = Infinity;
    while (Date.now() - changedAt < 3000) {
      if (titleOf(await page(b, "/urdimbre")) === "Urdimbre de barro · Mariana Velasco") {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenAfter).toBeLessThan(1000);
    expect(await page(b, "/urdimbre")).toContain("Urdimbre de barro</h1>");
  });
});
