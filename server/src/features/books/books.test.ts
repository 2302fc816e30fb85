import { existsSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useCloudinaryTestApp } from "#test/cloudinary-test-app.ts";
import { bigPngFile, gifFile, pngFile, storedFileNames, textFile } from "#test/files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

const ONE_BOOK_ONLY = "Ya existe un libro. Solo se permite uno por ahora.";
const NEEDS_AN_IMAGE = "El libro necesita al menos una imagen";
const PRICE_MESSAGE = "El precio debe ser un número mayor que 0 con hasta 2 decimales";

let t: TestApp;
let admin: { Authorization: string };
let reader: { Authorization: string };
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = (await t.createUser()).auth;
  uploadsDir = t.ctx.config.uploadsDir;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.prisma.book.deleteMany();
});

type Fields = Record<string, string | string[] | undefined>;

/** The multipart body the admin's book form sends; `undefined` leaves a field out. */
const formFields = (overrides: Fields = {}): Fields => ({
  publicationDate: "2024-05-10T00:00:00.000Z",
  name: "Urdimbre",
  description: "Historias creativas de artesanas y artesanos mexicanos.",
  price: "350.50",
  language: "Español",
  editorial: "Autora Colimense",
  format: "Pasta blanda",
  pages: "180",
  isbn: "978-607-00-1234-5",
  date: new Date().toISOString(),
  video: ["https://www.youtube.com/watch?v=abc123", "https://youtu.be/xyz789"],
  image: "[]",
  ...overrides,
});

function sendBook(req: request.Test, overrides: Fields = {}, images: Buffer[] = [pngFile(1)]) {
  for (const [key, value] of Object.entries(formFields(overrides))) {
    for (const item of value === undefined ? [] : Array.isArray(value) ? value : [value]) req.field(key, item);
  }
  images.forEach((image, i) => req.attach("images", image, `portada-${i}.png`));
  return req;
}
const createBook = (overrides: Fields = {}, images?: Buffer[], auth: Record<string, string> = admin) =>
  sendBook(request(t.app).post("/api/book/create").set(auth), overrides, images);
const updateBook = (id: number, overrides: Fields = {}, images: Buffer[] = [], auth: Record<string, string> = admin) =>
  sendBook(request(t.app).put(`/api/book/${id}`).set(auth), overrides, images);
const fileOf = (url: string) => join(uploadsDir, url.replace("/uploads/", ""));

describe("POST /api/book/create", () => {
  it("creates the book with its images and videos and answers the API's Book", async () => {
    const [cover, back] = [pngFile(10), pngFile(11)];
    const res = await createBook({}, [cover, back]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: "Urdimbre",
      description: "Historias creativas de artesanas y artesanos mexicanos.",
      price: 350.5,
      language: "Español",
      pages: 180,
      publicationDate: "2024-05-10T00:00:00.000Z",
      editorial: "Autora Colimense",
      format: "Pasta blanda",
      isbn: "978-607-00-1234-5",
      stock: null,
      dedicado: false,
      deliveryTime: "3 a 7 días hábiles",
      date: expect.any(String),
      images: [
        {
          id: expect.any(Number),
          url: expect.stringMatching(/^\/uploads\/books\/[a-z0-9]+-[0-9a-f]{16}\.png$/),
          cloudinaryId: null,
        },
        { id: expect.any(Number), url: expect.stringMatching(/^\/uploads\/books\/.+\.png$/), cloudinaryId: null },
      ],
      videos: ["https://www.youtube.com/watch?v=abc123", "https://youtu.be/xyz789"],
    });

    const row = await t.prisma.book.findUniqueOrThrow({
      where: { id: res.body.id },
      include: { images: { orderBy: { position: "asc" } }, videos: { orderBy: { position: "asc" } } },
    });
    expect(row.price.toString()).toBe("350.5");
    expect(row.images.map((image) => [image.url, image.position])).toEqual([
      [res.body.images[0].url, 0],
      [res.body.images[1].url, 1],
    ]);
    expect(row.images[0].storageId).toBe(res.body.images[0].url.replace("/uploads/", ""));
    expect(row.videos.map((video) => video.url)).toEqual(res.body.videos);

    const served = await request(t.app).get(res.body.images[0].url).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.body)).toEqual(cover);
  });

  it("keeps its own creation time and stores blank optional fields as empty", async () => {
    const res = await createBook({
      date: "2001-01-01T00:00:00.000Z",
      pages: "",
      isbn: " ",
      publicationDate: "",
      video: undefined,
      image: undefined,
    });
    expect(res.status).toBe(201);
    expect(Date.now() - Date.parse(res.body.date)).toBeLessThan(60_000);
    expect(res.body).toMatchObject({ pages: null, isbn: null, publicationDate: null, videos: [] });
  });

  it("accepts a single video link and drops blank ones", async () => {
    const res = await createBook({ video: ["", "https://youtu.be/solo"] });
    expect(res.status).toBe(201);
    expect(res.body.videos).toEqual(["https://youtu.be/solo"]);
  });

  it("allows only one book: a second create is a 409 that stores nothing", async () => {
    expect((await createBook()).status).toBe(201);
    const before = storedFileNames(uploadsDir, "books");
    const second = await createBook({ name: "Otro libro" }, [pngFile(20)]);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: ONE_BOOK_ONLY, error: ONE_BOOK_ONLY });
    expect(await t.prisma.book.count()).toBe(1);
    expect(storedFileNames(uploadsDir, "books")).toEqual(before);
  });

  it("lets only one of two simultaneous creates through and removes the loser's files", async () => {
    const before = storedFileNames(uploadsDir, "books");
    const results = await Promise.all([
      createBook({ name: "Uno" }, [pngFile(30)]),
      createBook({ name: "Dos" }, [pngFile(31)]),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await t.prisma.book.count()).toBe(1);
    const winner = results.find((res) => res.status === 201)!;
    const added = storedFileNames(uploadsDir, "books").filter((name) => !before.includes(name));
    expect(added).toEqual([winner.body.images[0].url.split("/").pop()]);
  });

  it("needs at least one image", async () => {
    const res = await createBook({}, []);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NEEDS_AN_IMAGE);
    expect(await t.prisma.book.count()).toBe(0);
  });

  it.each([
    ["name: '  '", { name: "  " }, "El nombre es obligatorio"],
    ["no name", { name: undefined }, "El nombre es obligatorio"],
    ["description: ''", { description: "" }, "La descripción es obligatoria"],
    ["language: ''", { language: "" }, "El idioma es obligatorio"],
    ["no editorial", { editorial: undefined }, "La editorial es obligatoria"],
    ["format: ' '", { format: " " }, "El formato es obligatorio"],
    ["price: '0'", { price: "0" }, PRICE_MESSAGE],
    ["price: '-5'", { price: "-5" }, PRICE_MESSAGE],
    ["price: '12.345'", { price: "12.345" }, PRICE_MESSAGE],
    ["price: 'doce'", { price: "doce" }, PRICE_MESSAGE],
    ["no price", { price: undefined }, PRICE_MESSAGE],
    ["pages: '0'", { pages: "0" }, "El número de páginas debe ser un entero positivo"],
    ["pages: '12.5'", { pages: "12.5" }, "El número de páginas debe ser un entero positivo"],
    ["publicationDate: '10/05/2024'", { publicationDate: "10/05/2024" }, "La fecha de publicación no es válida"],
    ["publicationDate: '2024-02-31'", { publicationDate: "2024-02-31" }, "La fecha de publicación no es válida"],
    [
      "video: ['https://youtu.be/ok', 'javascript:alert(1)']",
      { video: ["https://youtu.be/ok", "javascript:alert(1)"] },
      "Cada enlace de video debe ser una dirección http:// o https:// válida",
    ],
    [
      "video: 'ftp://videos.mx/libro.mp4'",
      { video: "ftp://videos.mx/libro.mp4" },
      "Cada enlace de video debe ser una dirección http:// o https:// válida",
    ],
    ["image: 'no es json'", { image: "no es json" }, "La lista de imágenes a conservar no es válida"],
    ["image: a text id", { image: '[{"id":"uno"}]' }, "La lista de imágenes a conservar no es válida"],
    ["image: an unknown key", { image: '[{"id":1,"alt":"portada"}]' }, "La lista de imágenes a conservar no es válida"],
  ] as [string, Fields, string][])("refuses %s with a Spanish message", async (_label, overrides, message) => {
    const res = await createBook(overrides);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.prisma.book.count()).toBe(0);
  });

  it("refuses unknown fields", async () => {
    const res = await createBook({ autor: "Alguien" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/autor/);
    expect(await t.prisma.book.count()).toBe(0);
  });

  it("refuses a file that is not an image (415) and an image over 10 MB (413), storing nothing", async () => {
    const before = storedFileNames(uploadsDir, "books");
    const wrong = await createBook({}, [pngFile(), textFile()]);
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toBe("El archivo debe ser una imagen JPG, PNG, WebP, GIF o AVIF");
    const big = await createBook({}, [bigPngFile(10 * 1024 * 1024)]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("El archivo es demasiado grande");
    expect(await t.prisma.book.count()).toBe(0);
    expect(storedFileNames(uploadsDir, "books")).toEqual(before);
  });

  it("answers 401 without a session and 403 for a reader", async () => {
    const anonymous = await createBook({}, undefined, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Debes iniciar sesión");
    const forbidden = await createBook({}, undefined, reader);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect(await t.prisma.book.count()).toBe(0);
  });
});

describe("GET /api/books and /api/book/{id}", () => {
  it("lists the books oldest first with images in position order", async () => {
    const older = await t.prisma.book.create({
      data: {
        name: "Primero",
        description: "d",
        price: "99.90",
        language: "Español",
        editorial: "e",
        format: "f",
        date: new Date("2024-01-01"),
        images: {
          create: [
            { url: "/uploads/books/b.png", storageId: "books/b.png", position: 1 },
            { url: "/uploads/books/a.png", storageId: "books/a.png", position: 0 },
          ],
        },
        videos: {
          create: [
            { url: "https://youtu.be/2", position: 1 },
            { url: "https://youtu.be/1", position: 0 },
          ],
        },
      },
    });
    await t.prisma.book.create({
      data: {
        name: "Segundo",
        description: "d",
        price: "10",
        language: "Español",
        editorial: "e",
        format: "f",
        date: new Date("2025-01-01"),
      },
    });

    const res = await request(t.app).get("/api/books");
    expect(res.status).toBe(200);
    expect(res.body.map((book: { name: string }) => book.name)).toEqual(["Primero", "Segundo"]);
    expect(res.body[0]).toMatchObject({
      id: older.id,
      price: 99.9,
      date: "2024-01-01T00:00:00.000Z",
      pages: null,
      isbn: null,
      publicationDate: null,
      videos: ["https://youtu.be/1", "https://youtu.be/2"],
    });
    expect(
      res.body[0].images.map((image: { url: string; cloudinaryId: unknown }) => [image.url, image.cloudinaryId]),
    ).toEqual([
      ["/uploads/books/a.png", null],
      ["/uploads/books/b.png", null],
    ]);

    const one = await request(t.app).get(`/api/book/${older.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body[0]);
  });

  it("answers 404 for an unknown book and 400 for an id that cannot be one", async () => {
    const unknown = await request(t.app).get("/api/book/999999");
    expect([unknown.status, unknown.body.message]).toEqual([404, "Libro no encontrado"]);
    for (const id of ["abc", "0"]) {
      const res = await request(t.app).get(`/api/book/${id}`);
      expect([res.status, res.body.message]).toEqual([400, "El identificador no es válido"]);
    }
  });
});

describe("PUT /api/book/{id}", () => {
  it("sets the copies in stock, 'ilimitado' for sin límite, keeps them when the field is absent, refuses nonsense", async () => {
    const created = await createBook({ stock: "12" });
    expect(created.body.stock).toBe(12);
    expect((await updateBook(created.body.id, { stock: undefined, image: undefined })).body.stock).toBe(12);
    expect((await updateBook(created.body.id, { stock: "0", image: undefined })).body.stock).toBe(0);
    expect((await updateBook(created.body.id, { stock: "ilimitado", image: undefined })).body.stock).toBeNull();
    for (const bad of ["-1", "3.5", "muchos"]) {
      const res = await updateBook(created.body.id, { stock: bad, image: undefined });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Los ejemplares deben ser un número entero de 0 en adelante, o "ilimitado"');
    }
    expect((await request(t.app).get(`/api/book/${created.body.id}`)).body.stock).toBeNull();
  });

  it("stores the author's 'Tiempo de entrega', keeps it when the field is absent and refuses a blank or long one", async () => {
    const created = (await createBook({ deliveryTime: "  5 a 10 días hábiles " })).body;
    expect(created.deliveryTime).toBe("5 a 10 días hábiles");
    expect((await updateBook(created.id, { image: undefined })).body.deliveryTime).toBe("5 a 10 días hábiles");
    expect((await updateBook(created.id, { deliveryTime: "2 días", image: undefined })).body.deliveryTime).toBe(
      "2 días",
    );
    for (const [bad, message] of [
      ["  ", "Escribe el tiempo de entrega, por ejemplo «3 a 7 días hábiles»"],
      ["x".repeat(61), "El tiempo de entrega no puede tener más de 60 caracteres"],
    ]) {
      const res = await updateBook(created.id, { deliveryTime: bad, image: undefined });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await request(t.app).get(`/api/book/${created.id}`)).body.deliveryTime).toBe("2 días");
  });

  it("with stockBefore (the editor): keeps a sale made while editing and refuses a changed stock that moved meanwhile", async () => {
    const created = (await createBook({ stock: "10" })).body;
    // A voucher takes one copy while the author edits the description.
    await t.prisma.book.update({ where: { id: created.id }, data: { stock: 9 } });
    const untouched = await updateBook(created.id, {
      description: "Nueva descripción.",
      stock: "10",
      stockBefore: "10",
      image: undefined,
    });
    expect(untouched.status).toBe(200);
    expect(untouched.body.description).toBe("Nueva descripción.");
    expect(untouched.body.stock).toBe(9);

    const changed = await updateBook(created.id, {
      name: "Otro nombre",
      stock: "20",
      stockBefore: "10",
      image: undefined,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(
      "Las existencias cambiaron mientras editabas (ahora: 9 ejemplares). Revisa el número y guarda de nuevo.",
    );
    const stored = await t.prisma.book.findUniqueOrThrow({ where: { id: created.id } });
    expect([stored.name, stored.stock]).toEqual(["Urdimbre", 9]);

    const fromCurrent = await updateBook(created.id, { stock: "ilimitado", stockBefore: "9", image: undefined });
    expect(fromCurrent.body.stock).toBeNull();
    // Without stockBefore (a plain API call, as the original client made it) the stock is set as sent.
    expect((await updateBook(created.id, { stock: "3", image: undefined })).body.stock).toBe(3);
  });

  it("replaces the fields and videos, keeps the chosen images in order, appends new ones and deletes the rest", async () => {
    const created = (await createBook({}, [pngFile(40), pngFile(41), pngFile(42)])).body;
    const [first, second, third] = created.images as { id: number; url: string }[];
    const newImage = gifFile();

    const res = await updateBook(
      created.id,
      {
        name: "Urdimbre (2.ª edición)",
        price: "420",
        pages: "",
        video: "https://youtu.be/nuevo",
        image: JSON.stringify([
          { id: third.id, url: third.url },
          { id: first.id, url: first.url, cloudinaryId: null },
        ]),
      },
      [newImage],
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      name: "Urdimbre (2.ª edición)",
      price: 420,
      pages: null,
      videos: ["https://youtu.be/nuevo"],
      date: created.date,
    });
    expect(res.body.images.map((image: { id: number }) => image.id).slice(0, 2)).toEqual([third.id, first.id]);
    expect(res.body.images).toHaveLength(3);
    expect(res.body.images[2].url).toMatch(/^\/uploads\/books\/.+\.gif$/);

    const rows = await t.prisma.bookImage.findMany({ where: { bookId: created.id }, orderBy: { position: "asc" } });
    expect(rows.map((row) => row.id)).toEqual(res.body.images.map((image: { id: number }) => image.id));
    expect(await t.prisma.bookImage.count({ where: { id: second.id } })).toBe(0);
    expect(existsSync(fileOf(second.url))).toBe(false);
    expect(existsSync(fileOf(first.url))).toBe(true);
    expect(existsSync(fileOf(res.body.images[2].url))).toBe(true);
    expect(await t.prisma.bookVideo.count({ where: { bookId: created.id } })).toBe(1);
  });

  it("keeps every image when the image field is left out, and ignores ids of other books", async () => {
    const created = (await createBook({}, [pngFile(50), pngFile(51)])).body;
    const all = await updateBook(created.id, { image: undefined });
    expect(all.status).toBe(200);
    expect(all.body.images).toEqual(created.images);

    const foreign = await updateBook(created.id, {
      image: JSON.stringify([{ id: 999999 }, { id: created.images[1].id }]),
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.images.map((image: { id: number }) => image.id)).toEqual([created.images[1].id]);
  });

  it("refuses to leave the book without images and changes nothing", async () => {
    const created = (await createBook()).body;
    const res = await updateBook(created.id, { name: "Sin imágenes", image: "[]" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NEEDS_AN_IMAGE);
    const row = await t.prisma.book.findUniqueOrThrow({ where: { id: created.id }, include: { images: true } });
    expect(row.name).toBe("Urdimbre");
    expect(row.images).toHaveLength(1);
    expect(existsSync(fileOf(created.images[0].url))).toBe(true);
  });

  it("validates like create, and refuses bad files", async () => {
    const created = (await createBook()).body;
    const bad = await updateBook(created.id, { price: "1.999" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PRICE_MESSAGE);
    const wrong = await updateBook(created.id, {}, [textFile()]);
    expect(wrong.status).toBe(415);
    expect((await t.prisma.book.findUniqueOrThrow({ where: { id: created.id } })).price.toString()).toBe("350.5");
  });

  it("answers 404 for an unknown book and 401/403 for non-administrators", async () => {
    const created = (await createBook()).body;
    const missing = await updateBook(created.id + 1000);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Libro no encontrado");
    expect((await updateBook(created.id, { name: "x" }, [], {})).status).toBe(401);
    expect((await updateBook(created.id, { name: "x" }, [], reader)).status).toBe(403);
    expect((await t.prisma.book.findUniqueOrThrow({ where: { id: created.id } })).name).toBe("Urdimbre");
  });
});

describe("DELETE /api/book/{id}", () => {
  it("deletes the book, its rows and its stored images; a new book can then be created", async () => {
    const created = (await createBook({}, [pngFile(60), pngFile(61)])).body;
    await t.prisma.testimonial.create({ data: { content: "Bello", author: "Ana", bookId: created.id } });
    const res = await request(t.app).delete(`/api/book/${created.id}`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Libro eliminado");
    expect(await t.prisma.book.count()).toBe(0);
    expect(await t.prisma.bookImage.count()).toBe(0);
    expect(await t.prisma.bookVideo.count()).toBe(0);
    expect(await t.prisma.testimonial.count()).toBe(0);
    for (const image of created.images as { url: string }[]) expect(existsSync(fileOf(image.url))).toBe(false);
    expect((await createBook()).status).toBe(201);
  });

  it("answers 404 for an unknown book and 401/403 for non-administrators", async () => {
    const created = (await createBook()).body;
    expect(
      (
        await request(t.app)
          .delete(`/api/book/${created.id + 1000}`)
          .set(admin)
      ).status,
    ).toBe(404);
    expect((await request(t.app).delete(`/api/book/${created.id}`)).status).toBe(401);
    expect((await request(t.app).delete(`/api/book/${created.id}`).set(reader)).status).toBe(403);
    expect(await t.prisma.book.count()).toBe(1);
    expect(existsSync(fileOf(created.images[0].url))).toBe(true);
  });
});

describe("book images on Cloudinary", () => {
  const c = useCloudinaryTestApp();

  it("uploads to autora/books, answers cloudinaryId and destroys dropped and deleted images", async () => {
    const [cover, back] = [pngFile(70), pngFile(71)];
    const created = await sendBook(request(c.cloud.app).post("/api/book/create").set(c.cloudAdmin), {}, [cover, back]);
    expect(created.status).toBe(201);
    expect(c.fake.uploads.map((upload) => [upload.resourceType, upload.folder])).toEqual([
      ["image", "autora/books"],
      ["image", "autora/books"],
    ]);
    expect(c.fake.uploads.map((upload) => upload.bytes)).toEqual([cover, back]);
    expect(created.body.images).toEqual(
      c.fake.uploads.map((upload) => ({
        id: expect.any(Number),
        url: `https://res.cloudinary.com/${c.fake.cloudName}/image/upload/v1700000000/${upload.publicId}.png`,
        cloudinaryId: upload.publicId,
      })),
    );

    const [kept, dropped] = created.body.images as { id: number; cloudinaryId: string }[];
    const updated = await sendBook(
      request(c.cloud.app).put(`/api/book/${created.body.id}`).set(c.cloudAdmin),
      { image: JSON.stringify([{ id: kept.id }]) },
      [],
    );
    expect(updated.status).toBe(200);
    expect(c.fake.destroyed).toEqual([{ resourceType: "image", publicId: dropped.cloudinaryId, result: "ok" }]);

    expect((await request(c.cloud.app).delete(`/api/book/${created.body.id}`).set(c.cloudAdmin)).status).toBe(200);
    expect(c.fake.destroyed.at(-1)).toEqual({ resourceType: "image", publicId: kept.cloudinaryId, result: "ok" });
  });
});
