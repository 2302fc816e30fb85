// During a database outage a server-rendered page answers 503 with a Spanish page and Retry-After (which no cache or
// crawler keeps), never a 200 shell with empty lists; once the database is back, the page is rendered again.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../../lib/errors.ts";
import { createBook } from "../orders/checkout-fixtures.ts";
import { buildRenderer } from "./renderer-fixture.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIST_DIR: await buildRenderer() }, { databaseProxy: true });
}, 180_000);
afterAll(() => t.close());

describe("a page during a database outage", () => {
  it("answers 503 in Spanish with Retry-After, then the page again once the database is back", async () => {
    const book = await createBook(t.prisma, "350.00", "Telar de volcanes");
    await t.proxy!.stop();
    try {
      // (a page whose data the server still keeps from before is served whole: these were not asked for yet)
      for (const path of ["/gallery", `/books/${book.id}`]) {
        const res = await request(t.app).get(path);
        expect(res.status, path).toBe(503);
        expect(res.headers["retry-after"], path).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
        expect(res.headers["content-type"], path).toMatch(/^text\/html/);
        expect(res.text, path).toContain("El sitio no está disponible en este momento");
      }
    } finally {
      await t.proxy!.start();
    }
    await expect
      .poll(async () => (await request(t.app).get(`/books/${book.id}`)).status, { timeout: 20_000, interval: 250 })
      .toBe(200);
    expect((await request(t.app).get(`/books/${book.id}`)).text).toContain("Telar de volcanes");
  }, 120_000);
});
