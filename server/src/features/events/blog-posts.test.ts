import { rmSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useCloudinaryTestApp } from "#test/cloudinary-test-app.ts";
import { pngFile, storedFileNames, textFile } from "#test/files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
let admin: { Authorization: string };
let reader: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = (await t.createUser()).auth;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.prisma.blogPost.deleteMany();
  rmSync(join(t.ctx.config.uploadsDir, "blog-posts"), { recursive: true, force: true });
});

const fields = {
  title: "Rebozos de Santa María del Río",
  date: "2024-03-15",
  body: "El rebozo de seda se anuda a mano.\n\nUna pieza lleva meses.",
  tags: "rebozo, textiles #sanluis rebozo",
  imageAlt: "Rebozo de seda extendido sobre una mesa",
};

/** A multipart request to the blog's posts with the given text fields and, optionally, an image. */
function postForm(
  method: "post" | "put",
  path: string,
  values: Record<string, string>,
  image?: Buffer,
  auth: Record<string, string> = admin,
) {
  const req = request(t.app)[method](`/api${path}`).set(auth);
  for (const [key, value] of Object.entries(values)) req.field(key, value);
  return image ? req.attach("image", image, "imagen.png") : req;
}

const pagesFiles = () => storedFileNames(t.ctx.config.uploadsDir, "blog-posts");

describe("POST /api/blog-posts", () => {
  it("stores the post with its day, its tags once each and its image, and shows it at /api/blog-posts/{id}", async () => {
    const res = await postForm("post", "/blog-posts", fields, pngFile(3));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: "Rebozos de Santa María del Río",
      date: "2024-03-15",
      body: fields.body,
      tags: ["rebozo", "textiles", "sanluis"],
      imageUrl: expect.stringMatching(/^\/uploads\/blog-posts\/[a-z0-9]+-[0-9a-f]{16}\.png$/),
      imageAlt: "Rebozo de seda extendido sobre una mesa",
    });
    const row = await t.prisma.blogPost.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.date.toISOString()).toBe("2024-03-15T00:00:00.000Z");
    expect(row.imageStorageId).toBe(res.body.imageUrl.replace("/uploads/", ""));
    expect((await request(t.app).get(`/api/blog-posts/${res.body.id}`)).body).toEqual(res.body);
    expect((await request(t.app).get(res.body.imageUrl)).status).toBe(200);
  });

  it("takes a post without an image", async () => {
    const res = await postForm("post", "/blog-posts", { ...fields, tags: "" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imageUrl: null, tags: [] });
  });

  it.each([
    [{ ...fields, title: " " }, "El título es obligatorio"],
    [{ ...fields, date: "" }, "Elige la fecha de la entrada"],
    [{ ...fields, date: "15 de marzo de 2024" }, "Elige la fecha de la entrada"],
    [{ ...fields, date: "2024-02-30" }, "La fecha no existe en el calendario"],
    [{ ...fields, body: "" }, "El texto de la entrada es obligatorio"],
    [
      { ...fields, tags: "uno dos tres cuatro cinco seis siete ocho nueve diez once" },
      "Puedes poner hasta 10 etiquetas",
    ],
    [
      { ...fields, tags: "barro, <script>" },
      "Cada etiqueta solo puede tener letras, números y guiones (hasta 40 caracteres)",
    ],
    [{ ...fields, author: "Otra" }, 'Llave desconocida: "author"'],
  ])("refuses %j with 400 and stores nothing", async (values, message) => {
    const res = await postForm("post", "/blog-posts", values, pngFile());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.prisma.blogPost.count()).toBe(0);
    expect(pagesFiles()).toEqual([]);
  });

  it("refuses an image that is not one (415), and anyone but an administrator", async () => {
    const notImage = await postForm("post", "/blog-posts", fields, textFile());
    expect(notImage.status).toBe(415);
    expect((await postForm("post", "/blog-posts", fields, pngFile(), {})).status).toBe(401);
    const forbidden = await postForm("post", "/blog-posts", fields, pngFile(), reader);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect(await t.prisma.blogPost.count()).toBe(0);
    expect(pagesFiles()).toEqual([]);
  });
});

describe("GET /api/blog-posts", () => {
  it("lists the posts newest day first", async () => {
    for (const [title, date] of [
      ["Marzo", "2024-03-15"],
      ["Noviembre", "2024-11-01"],
      ["Junio", "2024-06-02"],
    ]) {
      expect((await postForm("post", "/blog-posts", { ...fields, title, date })).status).toBe(201);
    }
    const res = await request(t.app).get("/api/blog-posts");
    expect(res.status).toBe(200);
    expect(res.body.map((post: { title: string }) => post.title)).toEqual(["Noviembre", "Junio", "Marzo"]);
  });

  it("answers 404 with a Spanish message for an unknown post, 400 for an id that cannot be one", async () => {
    const missing = await request(t.app).get("/api/blog-posts/999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Entrada no encontrada");
    expect((await request(t.app).get("/api/blog-posts/abc")).status).toBe(400);
  });
});

describe("PUT /api/blog-posts/{id}", () => {
  it("changes the texts and keeps the image; a new image replaces the old file; removeImage takes it away", async () => {
    const created = (await postForm("post", "/blog-posts", fields, pngFile(1))).body;
    const edited = await postForm("put", `/blog-posts/${created.id}`, {
      ...fields,
      title: "Rebozos de seda",
      date: "2024-04-01",
      tags: "seda",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: "Rebozos de seda",
      date: "2024-04-01",
      tags: ["seda"],
      imageUrl: created.imageUrl,
    });

    const replaced = await postForm("put", `/blog-posts/${created.id}`, fields, pngFile(2));
    expect(replaced.body.imageUrl).not.toBe(created.imageUrl);
    expect(pagesFiles()).toEqual([replaced.body.imageUrl.split("/").pop()]);

    const removed = await postForm("put", `/blog-posts/${created.id}`, { ...fields, removeImage: "true" });
    expect(removed.body.imageUrl).toBeNull();
    expect(pagesFiles()).toEqual([]);
    expect((await request(t.app).get(`/api/blog-posts/${created.id}`)).body.imageUrl).toBeNull();
  });

  it("answers 404 for an unknown post (storing no image) and 401/403 for non-administrators", async () => {
    const missing = await postForm("put", "/blog-posts/999", fields, pngFile());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Entrada no encontrada");
    expect(pagesFiles()).toEqual([]);
    const created = (await postForm("post", "/blog-posts", fields)).body;
    expect(
      (await postForm("put", `/blog-posts/${created.id}`, { ...fields, title: "Hackeado" }, undefined, {})).status,
    ).toBe(401);
    expect(
      (await postForm("put", `/blog-posts/${created.id}`, { ...fields, title: "Hackeado" }, undefined, reader)).status,
    ).toBe(403);
    expect((await request(t.app).get(`/api/blog-posts/${created.id}`)).body.title).toBe(fields.title);
  });
});

describe("DELETE /api/blog-posts/{id}", () => {
  it("removes the post and its image; 404 afterwards; 401/403 for non-administrators", async () => {
    const created = (await postForm("post", "/blog-posts", fields, pngFile())).body;
    expect((await request(t.app).delete(`/api/blog-posts/${created.id}`)).status).toBe(401);
    expect((await request(t.app).delete(`/api/blog-posts/${created.id}`).set(reader)).status).toBe(403);
    expect(await t.prisma.blogPost.count()).toBe(1);

    const deleted = await request(t.app).delete(`/api/blog-posts/${created.id}`).set(admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Entrada eliminada");
    expect(await t.prisma.blogPost.count()).toBe(0);
    expect(pagesFiles()).toEqual([]);
    expect((await request(t.app).delete(`/api/blog-posts/${created.id}`).set(admin)).status).toBe(404);
  });

  it("shows a change at once to the next reader of the cached list", async () => {
    const created = (await postForm("post", "/blog-posts", fields)).body;
    expect((await request(t.app).get("/api/blog-posts")).body).toHaveLength(1);
    await request(t.app).delete(`/api/blog-posts/${created.id}`).set(admin);
    expect((await request(t.app).get("/api/blog-posts")).body).toEqual([]);
  });
});

describe("blog images on Cloudinary", () => {
  const c = useCloudinaryTestApp();

  it("uploads the image to autora/blog-posts and destroys it with the post", async () => {
    const req = request(c.cloud.app).post("/api/blog-posts").set(c.cloudAdmin);
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    const created = await req.attach("image", pngFile(), "imagen.png");
    expect(created.status).toBe(201);
    const [sent] = c.fake.uploads;
    expect(sent).toMatchObject({ resourceType: "image", folder: "autora/blog-posts" });
    expect((await request(c.cloud.app).delete(`/api/blog-posts/${created.body.id}`).set(c.cloudAdmin)).status).toBe(
      200,
    );
    expect(c.fake.destroyed).toEqual([{ resourceType: "image", publicId: sent.publicId, result: "ok" }]);
  });
});
