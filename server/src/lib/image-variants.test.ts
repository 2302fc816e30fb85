import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gifFile, hugePngFile, pdfFile, photoFile } from "#test/files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { WIDTH_NOT_ALLOWED } from "./serve-uploads.ts";
import type { UploadKind } from "./storage.ts";

const photos: UploadKind = { folder: "photos", files: "images" };

let t: TestApp;
let admin: { Authorization: string };
let variantsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  variantsDir = t.ctx.config.variantsDir;
});
afterAll(() => t.close());

const uploadPhoto = async (file: Buffer, name: string) => {
  const res = await request(t.app).post("/api/fotografias/create").set(admin).attach("file", file, name);
  expect(res.status).toBe(201);
  return res.body as { id: number; url: string };
};
const variantsOf = (kind: string) =>
  existsSync(join(variantsDir, kind)) ? readdirSync(join(variantsDir, kind)).sort() : [];

describe("/uploads/...?w= (smaller copies of uploaded images)", () => {
  it("sends a WebP of the asked width, without the original's metadata, and keeps it for the next request", async () => {
    const original = await photoFile(2400, 1600);
    const photo = await uploadPhoto(original, "telar.jpg");

    const res = await request(t.app).get(`${photo.url}?w=720`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=604800");
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 720, 480]);
    expect((res.body as Buffer).length).toBeLessThan(original.length / 4);
    expect(variantsOf("gallery")).toEqual([`${photo.url.split("/").pop()!.replace(".jpg", "")}-720.webp`]);

    const again = await request(t.app).get(`${photo.url}?w=720`).buffer(true);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
    // the original is still there, whole
    const whole = await request(t.app).get(photo.url).buffer(true);
    expect(whole.headers["content-type"]).toBe("image/jpeg");
    expect((whole.body as Buffer).length).toBe(original.length);
  });

  it("never enlarges: a small image keeps its size", async () => {
    const photo = await uploadPhoto(await photoFile(300, 200, "png"), "pequena.png");
    const res = await request(t.app).get(`${photo.url}?w=1440`).buffer(true);
    expect(res.status).toBe(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 200]);
  });

  it("answers many requests for a new copy at once with one copy", async () => {
    const photo = await uploadPhoto(await photoFile(1600, 1200), "muchas.jpg");
    const responses = await Promise.all(Array.from({ length: 8 }, () => request(t.app).get(`${photo.url}?w=320`)));
    expect(responses.map((res) => res.status)).toEqual(Array(8).fill(200));
    const stem = photo.url.split("/").pop()!.replace(".jpg", "");
    expect(variantsOf("gallery").filter((name) => name.startsWith(stem))).toEqual([`${stem}-320.webp`]);
    expect(readdirSync(join(variantsDir, "gallery")).some((name) => name.endsWith(".tmp"))).toBe(false);
  });

  it("refuses a width the pages never ask for, in Spanish", async () => {
    const photo = await uploadPhoto(await photoFile(800, 600), "ancho.jpg");
    for (const w of ["500", "99999", "-1", "abc", ""]) {
      const res = await request(t.app).get(`${photo.url}?w=${w}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: WIDTH_NOT_ALLOWED, error: WIDTH_NOT_ALLOWED });
      expect(WIDTH_NOT_ALLOWED).toBe("El ancho de imagen debe ser uno de: 160, 320, 480, 720, 960, 1440");
    }
  });

  it("sends GIFs, PDFs and unreadable images as they are, and 404 for a file that does not exist", async () => {
    const gif = await uploadPhoto(gifFile(), "animada.gif");
    const gifRes = await request(t.app).get(`${gif.url}?w=320`).buffer(true);
    expect([gifRes.status, gifRes.headers["content-type"]]).toEqual([200, "image/gif"]);

    const pdf = await request(t.app)
      .post("/api/blog")
      .set(admin)
      .field("title", "Programa")
      .attach("pdf", await pdfFile(), "programa.pdf");
    expect(pdf.status).toBe(201);
    const pdfRes = await request(t.app).get(`${pdf.body.pdfUrl}?w=320`);
    expect([pdfRes.status, pdfRes.headers["content-type"]]).toEqual([200, "application/pdf"]);

    // an upload of 20000 x 20000 pixels stored before uploads were checked: never decoded, never sent to a visitor
    const stored = await t.ctx.storage.save(photos, {
      buffer: hugePngFile(20000, 20000),
      ext: "png",
      mime: "image/png",
    });
    for (const url of [`${stored.url}?w=320`, stored.url]) {
      const bombRes = await request(t.app).get(url).buffer(true);
      expect(bombRes.status, url).toBe(404);
      expect(bombRes.body.message).toBe("Esta imagen es demasiado grande para mostrarse");
    }

    const missing = await request(t.app).get("/uploads/photos/no-existe-0000000000000000.jpg?w=320");
    expect(missing.status).toBe(404);
    const traversal = await request(t.app).get("/uploads/photos/..%2F..%2Fjwt-secret?w=320");
    expect(traversal.status).toBe(404); // not a name the storage writes, as without ?w
    expect(traversal.body).toEqual({ message: "No encontrado", error: "No encontrado" });
  });

  it("deletes the copies with the photo", async () => {
    const photo = await uploadPhoto(await photoFile(1000, 800), "borrar.jpg");
    await request(t.app).get(`${photo.url}?w=320`).expect(200);
    await request(t.app).get(`${photo.url}?w=960`).expect(200);
    const stem = photo.url.split("/").pop()!.replace(".jpg", "");
    expect(variantsOf("gallery").filter((name) => name.startsWith(stem))).toHaveLength(2);

    await request(t.app).delete(`/api/fotografias/${photo.id}`).set(admin).expect(200);
    expect(variantsOf("gallery").filter((name) => name.startsWith(stem))).toEqual([]);
  });
});
