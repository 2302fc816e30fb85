// The real server renderer (client/src/entry-server.tsx, built once for this file) on pages whose address carries an
// id. Its loaders call this same server's API over loopback, so a parameter taken from the address must never become
// another API path: /books/..%2F..%2Fmail%2Fmessages is the 404 page, and the server asks itself for nothing but
// the site's texts.
import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { createApp } from "../../app.ts";
import { createLogger } from "../../lib/logger.ts";
import { createBook } from "../orders/checkout-fixtures.ts";
import { buildRenderer } from "./renderer-fixture.ts";

let t: TestApp;
let app: ReturnType<typeof createApp>;
let logged = "";
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIST_DIR: await buildRenderer() });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = createApp({ ...t.ctx, log: createLogger("info", { format: "json", destination: sink }) });
}, 120_000);
afterAll(() => t.close());

/** What the server asked itself for (every other request it logged) while answering `path`. */
async function get(path: string) {
  logged = "";
  const res = await request(app).get(path);
  const urls = logged
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url ?? "");
  return { res, calls: urls.filter((url) => url !== path) };
}

describe("server-rendered pages with an id in the address", () => {
  it("/books/{id} renders the book the API gave", async () => {
    const book = await createBook(t.prisma, "350.00", "Telar de volcanes");
    const { res, calls } = await get(`/books/${book.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("Telar de volcanes");
    expect(calls.sort()).toEqual([`/api/book/${book.id}`, "/api/site-content"]); // the loaders run side by side
  });

  it.each(["/books/..%2F..%2Fmail%2Fmessages", "/books/..%2Fmail%2Fmessages", "/books/abc", "/books/2147483648"])(
    "%s answers the 404 page without asking the API for anything but the site's texts",
    async (path) => {
      const { res, calls } = await get(path);
      expect(calls).toEqual(["/api/site-content"]);
      expect(res.status).toBe(404);
      expect(res.text).toContain("Página no encontrada");
    },
  );
});

describe("an address that names no page", () => {
  it.each(["/no-existe", "/libros/urdimbre", "/wp-login.php"])(
    "%s is the 404 page, with its status and its head",
    async (path) => {
      const { res, calls } = await get(path);
      expect(calls).toEqual(["/api/site-content"]);
      expect(res.status).toBe(404);
      expect(res.text).toContain("<h1>Página no encontrada</h1>");
      expect(res.text).toMatch(/<title>Página no encontrada · [^<]+<\/title>/);
      expect(res.text).toContain('<meta property="og:title" content="Página no encontrada · ');
    },
  );

  it("an address of a book that does not exist has the 404 page's head, not the book's", async () => {
    const { res } = await get("/books/987654");
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<title>Página no encontrada · [^<]+<\/title>/);
  });

  it("the administrator area stays the browser's (its own 404 page is there)", async () => {
    const { res, calls } = await get("/admin/no-existe");
    expect(calls).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("Página no encontrada");
  });
});
