// Every file the server keeps under DATA_DIR, with the kinds of DATA_DIR people really use: relative (the README's
// default is `.data`), absolute, inside a dot-folder, and with spaces and accents. Express's `send` refuses any path
// with a dot-folder in it unless the path is given relative to a root, which once broke every resized image on a
// newcomer's `npm start` while the tests, on temporary folders without dots, stayed green.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import pg from "pg";
import sharp from "sharp";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/lib/config.ts";
import { startEmbeddedPostgres } from "../src/lib/db/embedded.ts";
import { repoRoot } from "../src/lib/paths.ts";
import { checkoutBody, createBook } from "../src/features/orders/checkout-fixtures.ts";
import { pdfFile, photoFile } from "./files.ts";
import { createTestApp, ROLE_ADMIN } from "./test-app.ts";

const base = mkdtempSync(join(tmpdir(), "autora-datadir-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const dataDirs: [string, string][] = [
  ["relative to the repository", relative(repoRoot, join(base, "relativa"))],
  ["absolute", join(base, "absoluta")],
  ["inside a dot-folder, like the default .data", join(base, "proyecto", ".data")],
  ["with spaces and accents", join(base, "Mis documentos", "Autora Colimense — año", "datos")],
];

describe.each(dataDirs)("DATA_DIR %s", (_kind, dataDir) => {
  it("stores and serves uploads, their resized copies, PDFs and the order page with its voucher", async () => {
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(t.ctx.config.dataDir.startsWith(base)).toBe(true);
      const admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;

      const photo = await request(t.app)
        .post("/api/fotografias/create")
        .set(admin)
        .attach("file", await photoFile(1200, 800), "telar.jpg");
      expect(photo.status).toBe(201);
      const original = await request(t.app).get(photo.body.url).buffer(true);
      expect([original.status, original.headers["content-type"]]).toEqual([200, "image/jpeg"]);
      const resized = await request(t.app).get(`${photo.body.url}?w=480`).buffer(true);
      expect([resized.status, resized.headers["content-type"]]).toEqual([200, "image/webp"]);
      expect((await sharp(resized.body as Buffer).metadata()).width).toBe(480);
      const again = await request(t.app).get(`${photo.body.url}?w=480`); // now from the kept copy
      expect(again.status).toBe(200);

      const event = await request(t.app)
        .post("/api/blog")
        .set(admin)
        .field("title", "Presentación")
        .field("description", "En Colima")
        .attach("pdf", await pdfFile(), "evento.pdf");
      expect(event.status).toBe(201);
      const pdf = await request(t.app).get(event.body.pdfUrl).buffer(true);
      expect([pdf.status, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);

      const book = await createBook(t.prisma, "350.00");
      const order = await request(t.app)
        .post("/api/pago-oxxo")
        .send(checkoutBody([{ id: book.id, quantity: 1 }]));
      expect(order.status).toBe(200);
      // the voucher is on the order's own page, whose data the API serves by the link's token
      const page = await request(t.app).get(`/api/orders/page/${(order.body.orderPage as string).split("/").pop()}`);
      expect(page.status).toBe(200);
      expect(page.body.voucherReference).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });

  it("keeps the embedded database there, locked while open, across restarts", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const pgliteDir = join(config.dataDir, "pglite");
    const first = await startEmbeddedPostgres(pgliteDir);
    expect(existsSync(`${pgliteDir}.lock`)).toBe(true);
    await expect(startEmbeddedPostgres(pgliteDir)).rejects.toThrow(/ya está en uso/);
    await query(first.url, "CREATE TABLE nota (texto text); INSERT INTO nota VALUES ('sigue aquí')");
    await first.stop();
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);

    const second = await startEmbeddedPostgres(pgliteDir);
    try {
      expect((await query(second.url, "SELECT texto FROM nota")).rows).toEqual([{ texto: "sigue aquí" }]);
    } finally {
      await second.stop();
    }
  });
});

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
