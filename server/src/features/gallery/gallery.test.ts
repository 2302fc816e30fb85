import { existsSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useCloudinaryTestApp } from "#test/cloudinary-test-app.ts";
import { animatedGifFile, bigPngFile, gifFile, hugePngFile, pngFile, storedFileNames, textFile } from "#test/files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
let admin: { Authorization: string };
let reader: { id: number; auth: { Authorization: string } };
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = await t.createUser();
  uploadsDir = t.ctx.config.uploadsDir;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.prisma.photo.deleteMany();
});

const upload = (
  file: Buffer,
  name = "foto.png",
  fields: Record<string, string> = {},
  auth: Record<string, string> = admin,
) => {
  const req = request(t.app).post("/api/fotografias/create").set(auth);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return req.attach("file", file, name);
};

describe("POST /api/fotografias/create", () => {
  it("stores the image under a random name and answers the photo, active by default", async () => {
    const png = pngFile(3);
    const res = await upload(png, "../../mi foto.png", { descripcion: "  Telar en Comala  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/gallery\/[a-z0-9]+-[0-9a-f]{16}\.png$/),
      descripcion: "Telar en Comala",
      activo: true,
      createdAt: expect.any(String),
    });

    const row = await t.prisma.photo.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ url: res.body.url, descripcion: "Telar en Comala", activo: true });
    expect(row.storageId).toBe(res.body.url.replace("/uploads/", ""));
    expect(storedFileNames(uploadsDir, "gallery")).toContain(row.storageId!.split("/")[1]);

    const served = await request(t.app).get(res.body.url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(Buffer.from(served.body)).toEqual(png);
  });

  it("takes the extension from the content, not from the name", async () => {
    const res = await upload(gifFile(), "foto.png", { activo: "false" });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.gif$/);
    expect(res.body.activo).toBe(false);
  });

  it("asks for an image when none is sent", async () => {
    const res = await request(t.app).post("/api/fotografias/create").set(admin).field("descripcion", "Sin archivo");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Primero selecciona una imagen");
    expect(await t.prisma.photo.count()).toBe(0);
  });

  it("refuses a file that is not an image, whatever its name (415)", async () => {
    const before = storedFileNames(uploadsDir, "gallery");
    const res = await upload(textFile(), "photo.png");
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: "El archivo debe ser una imagen JPG, PNG, WebP, GIF o AVIF",
      error: "El archivo debe ser una imagen JPG, PNG, WebP, GIF o AVIF",
    });
    expect(await t.prisma.photo.count()).toBe(0);
    expect(storedFileNames(uploadsDir, "gallery")).toEqual(before);
  });

  it("refuses an image over 10 MB (413)", async () => {
    const res = await upload(bigPngFile(10 * 1024 * 1024), "grande.png");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("El archivo es demasiado grande");
    expect(await t.prisma.photo.count()).toBe(0);
  });

  it("refuses an image of more than 50 million pixels (400), reading only its header", async () => {
    const before = storedFileNames(uploadsDir, "gallery");
    const bomb = hugePngFile(20000, 20000);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const res = await upload(bomb, "enorme.png");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "La imagen es demasiado grande: como máximo 50 millones de píxeles (por ejemplo, 8000 × 6000); esta tiene 20000 × 20000",
    );
    expect(await t.prisma.photo.count()).toBe(0);
    expect(storedFileNames(uploadsDir, "gallery")).toEqual(before);
    // just under the limit is accepted
    expect((await upload(hugePngFile(8000, 6000), "grande.png")).status).toBe(201);
  });

  it("counts every frame of an animated GIF against the 50 million pixels", async () => {
    const before = storedFileNames(uploadsDir, "gallery");
    const res = await upload(animatedGifFile(2000, 2000, 20), "animada.gif"); // 80 million pixels in about 75 KB
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "La imagen es demasiado grande: como máximo 50 millones de píxeles (por ejemplo, 8000 × 6000); esta animación tiene 20 cuadros de 2000 × 2000",
    );
    expect(await t.prisma.photo.count()).toBe(0);
    expect(storedFileNames(uploadsDir, "gallery")).toEqual(before);

    const small = await upload(animatedGifFile(40, 30, 2), "parpadeo.gif");
    expect(small.status).toBe(201);
    expect(small.body.url).toMatch(/\.gif$/);
    const served = await request(t.app).get(small.body.url).buffer(true);
    expect([served.status, served.headers["content-type"]]).toEqual([200, "image/gif"]);
  });

  it("refuses a bad activo value and unknown fields", async () => {
    const bad = await upload(pngFile(), "foto.png", { activo: "quizá" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("El campo activo debe ser true o false");
    const unknown = await upload(pngFile(), "foto.png", { titulo: "x" });
    expect(unknown.status).toBe(400);
    expect(await t.prisma.photo.count()).toBe(0);
  });

  it("answers 400 for a malformed multipart body", async () => {
    const truncated = '--frontera\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG';
    const res = await request(t.app)
      .post("/api/fotografias/create")
      .set(admin)
      .set("Content-Type", "multipart/form-data; boundary=frontera")
      .send(truncated);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("El formulario enviado no es válido");
  });

  it("answers 401 without a session and 403 for a reader, storing nothing", async () => {
    const before = storedFileNames(uploadsDir, "gallery");
    const anonymous = await request(t.app).post("/api/fotografias/create").attach("file", pngFile(), "foto.png");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Debes iniciar sesión");
    const forbidden = await upload(pngFile(), "foto.png", {}, reader.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect(await t.prisma.photo.count()).toBe(0);
    expect(storedFileNames(uploadsDir, "gallery")).toEqual(before);
  });
});

describe("GET /api/fotografias", () => {
  beforeEach(async () => {
    await t.prisma.photo.create({
      data: { url: "/uploads/photos/a.png", descripcion: "primera", createdAt: new Date("2025-01-01") },
    });
    await t.prisma.photo.create({
      data: { url: "/uploads/photos/b.png", descripcion: "oculta", activo: false, createdAt: new Date("2025-02-01") },
    });
    await t.prisma.photo.create({
      data: { url: "/uploads/photos/c.png", descripcion: "reciente", createdAt: new Date("2025-03-01") },
    });
  });
  const descriptions = (body: { descripcion: string }[]) => body.map((photo) => photo.descripcion);

  it("lists the active photos, newest first, with the API's fields", async () => {
    const res = await request(t.app).get("/api/fotografias");
    expect(res.status).toBe(200);
    expect(descriptions(res.body)).toEqual(["reciente", "primera"]);
    expect(Object.keys(res.body[0]).sort()).toEqual(["activo", "createdAt", "descripcion", "id", "url"]);
    expect(res.body[0].createdAt).toBe("2025-03-01T00:00:00.000Z");
  });

  it("adds the inactive ones only for an administrator asking with ?all=1", async () => {
    expect(descriptions((await request(t.app).get("/api/fotografias?all=1").set(admin)).body)).toEqual([
      "reciente",
      "oculta",
      "primera",
    ]);
    expect(descriptions((await request(t.app).get("/api/fotografias?all=1")).body)).toEqual(["reciente", "primera"]);
    expect(descriptions((await request(t.app).get("/api/fotografias?all=1").set(reader.auth)).body)).toEqual([
      "reciente",
      "primera",
    ]);
    expect(descriptions((await request(t.app).get("/api/fotografias").set(admin)).body)).toEqual([
      "reciente",
      "primera",
    ]);
  });
});

describe("PUT /api/fotografias/{id}", () => {
  it("changes the description and the active flag", async () => {
    const photo = await t.prisma.photo.create({ data: { url: "/uploads/photos/a.png", descripcion: "antes" } });
    const res = await request(t.app)
      .put(`/api/fotografias/${photo.id}`)
      .set(admin)
      .send({ descripcion: "después", activo: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: photo.id, descripcion: "después", activo: false });
    expect(await t.prisma.photo.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({
      descripcion: "después",
      activo: false,
    });

    const onlyActive = await request(t.app).put(`/api/fotografias/${photo.id}`).set(admin).send({ activo: true });
    expect(onlyActive.body).toMatchObject({ descripcion: "después", activo: true });
  });

  it("refuses bad values, unknown photos and callers who are not administrators", async () => {
    const photo = await t.prisma.photo.create({ data: { url: "/uploads/photos/a.png" } });
    const bad = await request(t.app).put(`/api/fotografias/${photo.id}`).set(admin).send({ activo: "sí" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("El campo activo debe ser true o false");
    const unknownField = await request(t.app)
      .put(`/api/fotografias/${photo.id}`)
      .set(admin)
      .send({ url: "http://otra" });
    expect(unknownField.status).toBe(400);
    const missing = await request(t.app)
      .put(`/api/fotografias/${photo.id + 1000}`)
      .set(admin)
      .send({ descripcion: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Fotografía no encontrada");
    expect((await request(t.app).put(`/api/fotografias/${photo.id}`).send({ activo: false })).status).toBe(401);
    expect(
      (await request(t.app).put(`/api/fotografias/${photo.id}`).set(reader.auth).send({ activo: false })).status,
    ).toBe(403);
    expect((await t.prisma.photo.findUniqueOrThrow({ where: { id: photo.id } })).activo).toBe(true);
  });
});

describe("DELETE /api/fotografias/{id}", () => {
  it("removes the row, its file, its comments and its favourites", async () => {
    const created = await upload(pngFile(9), "foto.png");
    const { id, url } = created.body as { id: number; url: string };
    await t.prisma.photoComment.create({ data: { contenido: "Hermosa", fotografiaId: id, usuarioId: reader.id } });
    await t.prisma.favorite.create({ data: { fotografiaId: id, usuarioId: reader.id } });
    const path = join(uploadsDir, url.replace("/uploads/", ""));
    expect(existsSync(path)).toBe(true);

    const res = await request(t.app).delete(`/api/fotografias/${id}`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Fotografía eliminada");
    expect(await t.prisma.photo.count({ where: { id } })).toBe(0);
    expect(await t.prisma.photoComment.count({ where: { fotografiaId: id } })).toBe(0);
    expect(await t.prisma.favorite.count({ where: { fotografiaId: id } })).toBe(0);
    expect(existsSync(path)).toBe(false);
    expect((await request(t.app).get(url)).status).toBe(404);
  });

  it("answers 404 for an unknown photo and 401/403 for non-administrators", async () => {
    const photo = await t.prisma.photo.create({ data: { url: "/uploads/photos/a.png" } });
    const missing = await request(t.app)
      .delete(`/api/fotografias/${photo.id + 1000}`)
      .set(admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Fotografía no encontrada");
    expect((await request(t.app).delete("/api/fotografias/abc").set(admin)).status).toBe(400);
    expect((await request(t.app).delete(`/api/fotografias/${photo.id}`)).status).toBe(401);
    expect((await request(t.app).delete(`/api/fotografias/${photo.id}`).set(reader.auth)).status).toBe(403);
    expect(await t.prisma.photo.count({ where: { id: photo.id } })).toBe(1);
  });
});

describe("photos on Cloudinary", () => {
  const c = useCloudinaryTestApp();

  it("uploads to autora/gallery and destroys the image when the photo is deleted", async () => {
    const png = pngFile(42);
    const created = await request(c.cloud.app)
      .post("/api/fotografias/create")
      .set(c.cloudAdmin)
      .field("descripcion", "En la nube")
      .attach("file", png, "nube.png");
    expect(created.status).toBe(201);
    const [sent] = c.fake.uploads;
    expect(sent).toMatchObject({ resourceType: "image", folder: "autora/gallery" });
    expect(sent.bytes).toEqual(png);
    expect(created.body.url).toBe(
      `https://res.cloudinary.com/${c.fake.cloudName}/image/upload/v1700000000/${sent.publicId}.png`,
    );
    expect((await c.cloud.prisma.photo.findUniqueOrThrow({ where: { id: created.body.id } })).storageId).toBe(
      sent.publicId,
    );

    const deleted = await request(c.cloud.app).delete(`/api/fotografias/${created.body.id}`).set(c.cloudAdmin);
    expect(deleted.status).toBe(200);
    expect(c.fake.destroyed).toEqual([{ resourceType: "image", publicId: sent.publicId, result: "ok" }]);
  });
});
