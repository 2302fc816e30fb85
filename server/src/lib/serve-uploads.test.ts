import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hugePngFile, pdfFile, photoFile } from "#test/files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import type { UploadKind } from "./storage.ts";

const photos: UploadKind = { folder: "photos", files: "images" };

let t: TestApp;
let admin: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
});
afterAll(() => t.close());

/** The CSP of an answer from /uploads has the sandbox directive (and the site's own frame-ancestors). */
const expectSandboxed = (res: request.Response, label: string) => {
  expect(res.headers["content-security-policy"], label).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
  expect(res.headers["content-security-policy"], label).toMatch(/frame-ancestors 'self'/);
  expect(res.headers["x-content-type-options"], label).toBe("nosniff");
};

describe("/uploads serves only the storage's own files", () => {
  it("never sends an oversized original, however its path is spelled, and still sends the normal image", async () => {
    // an upload of 20000 x 20000 pixels stored before uploads were checked
    const bomb = await t.ctx.storage.save(photos, { buffer: hugePngFile(20000, 20000), ext: "png", mime: "image/png" });
    const name = bomb.url.split("/").pop()!;
    const [stem, ext] = name.split(".");
    const dash = stem.indexOf("-");
    const spellings = [
      bomb.url,
      `/uploads/photos/${stem.slice(0, dash)}%2D${stem.slice(dash + 1)}.${ext}`,
      `/uploads/photos/${stem.slice(0, dash)}%2d${stem.slice(dash + 1)}.${ext}`,
      `/uploads/photos/${stem}%2E${ext}`,
      `/uploads/photos/${stem}%2e${ext}`,
      `/uploads/%70hotos/${name}`,
      `/uploads/photos%2F${name}`,
      `/uploads/photos%2f${name}`,
      `/uploads//photos/${name}`,
      `/uploads/photos//${name}`,
      `/uploads/./photos/${name}`,
      `/uploads/photos/./${name}`,
      `/uploads/photos/%2E/${name}`,
      `/uploads/books/../photos/${name}`,
      `/uploads/books/%2E%2E/photos/${name}`,
    ];
    for (const path of spellings) {
      for (const url of [path, `${path}?w=320`]) {
        const res = await request(t.app).get(url).buffer(true);
        expect(res.status, url).toBe(404);
        expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      }
    }

    const photo = await request(t.app)
      .post("/api/fotografias/create")
      .set(admin)
      .attach("file", await photoFile(800, 600), "telar.jpg");
    expect(photo.status).toBe(201);
    const whole = await request(t.app).get(photo.body.url).buffer(true);
    expect([whole.status, whole.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    const smaller = await request(t.app).get(`${photo.body.url}?w=320`).buffer(true);
    expect([smaller.status, smaller.headers["content-type"]]).toEqual([200, "image/webp"]);
  });

  it("answers 404 for any file the storage does not write, whatever its name or folder", async () => {
    const { uploadsDir } = t.ctx.config;
    mkdirSync(join(uploadsDir, "photos"), { recursive: true });
    mkdirSync(join(uploadsDir, "blog"), { recursive: true });
    const planted = {
      "evil.html": "<script>alert(document.domain)</script>",
      "evil.js": "alert(document.domain)",
      "photos/evil.html": "<script>alert(document.domain)</script>",
      "photos/mbx1-0123456789abcdef.html": "<script>alert(document.domain)</script>",
      "photos/mbx1-0123456789abcdef.svg": '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "photos/mbx1-0123456789abcdef": "no extension",
      "blog/mbx1-0123456789abcdef.exe": "not an image or a PDF",
    };
    for (const [path, content] of Object.entries(planted)) writeFileSync(join(uploadsDir, path), content);
    for (const path of Object.keys(planted)) {
      const res = await request(t.app).get(`/uploads/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ message: "No encontrado", error: "No encontrado" });
      expect(res.text, path).not.toContain("alert");
      expectSandboxed(res, path);
    }
  });

  it("sends images and PDFs with their own type, sandboxed and never sniffed", async () => {
    const photo = await request(t.app)
      .post("/api/fotografias/create")
      .set(admin)
      .attach("file", await photoFile(400, 300, "png"), "barro.png");
    const pdf = await request(t.app)
      .post("/api/blog")
      .set(admin)
      .field("title", "Programa")
      .attach("pdf", await pdfFile(), "programa.pdf");
    expect([photo.status, pdf.status]).toEqual([201, 201]);
    const answers = [
      [photo.body.url, "image/png"],
      [`${photo.body.url}?w=160`, "image/webp"],
      [pdf.body.pdfUrl, "application/pdf"],
    ];
    for (const [url, type] of answers) {
      const res = await request(t.app).get(url).buffer(true);
      expect([res.status, res.headers["content-type"]], url).toEqual([200, type]);
      expect(res.headers["cache-control"], url).toBe("public, max-age=604800");
      expectSandboxed(res, url);
    }
    const head = await request(t.app).head(pdf.body.pdfUrl);
    expect([head.status, head.headers["content-type"]]).toEqual([200, "application/pdf"]);
  });
});
