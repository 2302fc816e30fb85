import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeCloudinary, type FakeCloudinary } from "#test/fake-cloudinary.ts";
import { pdfFile, pngFile } from "#test/files.ts";
import { createLogger } from "./logger.ts";
import { createStorage, DISK_WRITE_FAILED, saveAll, type Storage, type UploadKind } from "./storage.ts";

const blog: UploadKind = { folder: "blog", files: "pdf" };
const books: UploadKind = { folder: "books", files: "images" };
const photos: UploadKind = { folder: "photos", files: "images" };

describe("local storage", () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), "autora-storage-"));
  const variantsDir = join(uploadsDir, "..", "variants-" + Date.now());
  const storage = createStorage({ uploadsDir, variantsDir });

  it("writes the file under a random name with the detected extension and removes it", async () => {
    const png = pngFile();
    const saved = await storage.save(photos, { buffer: png, ext: "png", mime: "image/png" });
    expect(storage.name).toBe("local");
    expect(saved.url).toMatch(/^\/uploads\/photos\/[a-z0-9]+-[0-9a-f]{16}\.png$/);
    const path = join(uploadsDir, saved.storageId);
    expect(readFileSync(path)).toEqual(png);

    await storage.remove(photos, saved.storageId);
    expect(existsSync(path)).toBe(false);
  });

  it("stores a kind's new files in its folder and still removes the files it stored under an older folder", async () => {
    const gallery: UploadKind = { folder: "gallery", files: "images" };
    const before = await storage.save(photos, { buffer: pngFile(), ext: "png", mime: "image/png" });
    const after = await storage.save(gallery, { buffer: pngFile(), ext: "png", mime: "image/png" });
    expect(after.url).toMatch(/^\/uploads\/gallery\/[a-z0-9]+-[0-9a-f]{16}\.png$/);
    await storage.remove(gallery, before.storageId);
    await storage.remove(gallery, after.storageId);
    expect(existsSync(join(uploadsDir, before.storageId))).toBe(false);
    expect(existsSync(join(uploadsDir, after.storageId))).toBe(false);
  });

  it("never leaves the kind's folder, whatever the storage id says", async () => {
    const saved = await storage.save(books, { buffer: pngFile(), ext: "png", mime: "image/png" });
    await storage.remove(photos, `../books/${saved.storageId.split("/")[1]}`);
    expect(existsSync(join(uploadsDir, saved.storageId))).toBe(true);
  });

  it("answers a Spanish 500 when the uploads folder cannot be written (a file stands where the folder should be)", async () => {
    const blocked = mkdtempSync(join(tmpdir(), "autora-storage-bloqueado-"));
    writeFileSync(join(blocked, "photos"), "no soy una carpeta");
    const save = createStorage({ uploadsDir: blocked, variantsDir: join(blocked, "variants") }).save(photos, {
      buffer: pngFile(),
      ext: "png",
      mime: "image/png",
    });
    await expect(save).rejects.toMatchObject({ status: 500, message: DISK_WRITE_FAILED });
    expect(DISK_WRITE_FAILED).toBe("No se pudo guardar el archivo en el servidor. Avisa a quien administra el sitio.");
  });
});

describe("Cloudinary storage through the real SDK", () => {
  let fake: FakeCloudinary;
  let storage: Storage;
  beforeAll(async () => {
    fake = await startFakeCloudinary();
    storage = createStorage({ uploadsDir: "/nonexistent", variantsDir: "/nonexistent", cloudinaryUrl: fake.url });
  });
  afterAll(() => fake.close());

  it("uploads images to the kind's folder and answers the secure URL and public id", async () => {
    const png = pngFile(7);
    const saved = await storage.save(photos, { buffer: png, ext: "png", mime: "image/png" });
    expect(storage.name).toBe("cloudinary");
    const upload = fake.uploads.at(-1)!;
    expect(upload).toMatchObject({ resourceType: "image", folder: "autora/photos" });
    expect(upload.bytes).toEqual(png);
    expect(saved.storageId).toBe(upload.publicId);
    expect(saved.storageId).toMatch(/^autora\/photos\//);
    expect(saved.url).toBe(
      `https://res.cloudinary.com/${fake.cloudName}/image/upload/v1700000000/${upload.publicId}.png`,
    );
  });

  it("uploads PDFs as raw files keeping the .pdf extension, and destroys them as raw", async () => {
    const pdf = await pdfFile();
    const saved = await storage.save(blog, { buffer: pdf, ext: "pdf", mime: "application/pdf" });
    const upload = fake.uploads.at(-1)!;
    expect(upload).toMatchObject({ resourceType: "raw", folder: "autora/blog" });
    expect(upload.bytes).toEqual(pdf);
    expect(saved.storageId).toMatch(/^autora\/blog\/.+\.pdf$/);
    expect(saved.url).toMatch(/\/raw\/upload\/.+\.pdf$/);

    await storage.remove(blog, saved.storageId);
    expect(fake.destroyed.at(-1)).toEqual({ resourceType: "raw", publicId: saved.storageId, result: "ok" });
  });

  it("destroys images by public id in the image resource type", async () => {
    const saved = await storage.save(books, { buffer: pngFile(), ext: "png", mime: "image/png" });
    expect(fake.uploads.at(-1)!.folder).toBe("autora/books");
    await storage.remove(books, saved.storageId);
    expect(fake.destroyed.at(-1)).toEqual({ resourceType: "image", publicId: saved.storageId, result: "ok" });
  });

  it("turns a refused upload into a Spanish 502 (wrong secret)", async () => {
    const wrong = createStorage({
      uploadsDir: "/nonexistent",
      variantsDir: "/nonexistent",
      cloudinaryUrl: fake.url.replace(/:[^:@]+@/, ":otro-secreto@"),
    });
    const count = fake.uploads.length;
    const refused = fake.refused;
    await expect(wrong.save(photos, { buffer: pngFile(), ext: "png", mime: "image/png" })).rejects.toMatchObject({
      status: 502,
      message: "No se pudo guardar el archivo. Intenta de nuevo.",
    });
    expect(fake.uploads.length).toBe(count);
    expect(fake.refused).toBe(refused + 1);
  });

  it("saveAll removes what it saved when a later file fails", async () => {
    const failing: Storage = {
      name: "cloudinary",
      save: async (kind, file) => (file.ext === "gif" ? Promise.reject(new Error("caída")) : storage.save(kind, file)),
      remove: (kind, id) => storage.remove(kind, id),
    };
    const files = [
      { buffer: pngFile(1), ext: "png", mime: "image/png" },
      { buffer: Buffer.from("GIF89a"), ext: "gif", mime: "image/gif" },
    ];
    await expect(saveAll(failing, books, files, createLogger("silent"))).rejects.toThrow("caída");
    const first = fake.uploads.at(-1)!;
    expect(first.bytes).toEqual(pngFile(1));
    expect(fake.destroyed.at(-1)).toEqual({ resourceType: "image", publicId: first.publicId, result: "ok" });
  });
});
