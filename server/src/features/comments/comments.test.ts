import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { createApp } from "../../app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createBook = () =>
  t.prisma.book.create({
    data: {
      name: "Hilos de Colima",
      description: "Historias",
      price: 350,
      language: "Español",
      editorial: "Ed. Volcán",
      format: "Pasta blanda",
    },
  });
const createPhoto = (activo = true) =>
  t.prisma.photo.create({ data: { url: "/uploads/telar.jpg", descripcion: "Telar", activo } });
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe("GET /api/{bookId}/comentarios", () => {
  it("lists the book's comments newest first with the author's name, or null for a deleted account", async () => {
    const book = await createBook();
    const otherBook = await createBook();
    const rosa = await t.createUser({ nombre: "Rosa" });
    const gone = await t.createUser({ nombre: "Se fue" });
    await t.prisma.bookComment.create({
      data: { bookId: book.id, usuarioId: rosa.id, contenido: "Antiguo", fecha: daysAgo(2) },
    });
    await t.prisma.bookComment.create({
      data: { bookId: book.id, usuarioId: gone.id, contenido: "Reciente", fecha: daysAgo(1) },
    });
    await t.prisma.bookComment.create({
      data: { bookId: otherBook.id, usuarioId: rosa.id, contenido: "De otro libro" },
    });
    await t.prisma.user.delete({ where: { id: gone.id } });

    const res = await request(t.app).get(`/api/${book.id}/comentarios`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(Number), contenido: "Reciente", fecha: expect.any(String), usuarioId: null, usuario: null },
      {
        id: expect.any(Number),
        contenido: "Antiguo",
        fecha: expect.any(String),
        usuarioId: rosa.id,
        usuario: { nombre: "Rosa" },
      },
    ]);
  });

  it("answers an empty list for a book without comments and 404 for an unknown book", async () => {
    const book = await createBook();
    expect((await request(t.app).get(`/api/${book.id}/comentarios`)).body).toEqual([]);
    const unknown = await request(t.app).get("/api/999999/comentarios");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Libro no encontrado");
  });

  it("leaves paths whose first segment is not a number to the other routes", async () => {
    const res = await request(t.app).get("/api/libros/comentarios");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Ruta no encontrada");
  });
});

describe("POST /api/{bookId}/comentarios", () => {
  it("stores a trimmed comment by the signed-in user and answers it with the author's name", async () => {
    const book = await createBook();
    const user = await t.createUser({ nombre: "Lupita" });
    const res = await request(t.app)
      .post(`/api/${book.id}/comentarios`)
      .set(user.auth)
      .send({ contenido: "  Precioso libro  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      contenido: "Precioso libro",
      fecha: expect.any(String),
      usuarioId: user.id,
      usuario: { nombre: "Lupita" },
      pendiente: false,
    });
    const row = await t.prisma.bookComment.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ bookId: book.id, usuarioId: user.id, contenido: "Precioso libro" });
  });

  it("answers 401 without a token and stores nothing", async () => {
    const book = await createBook();
    const res = await request(t.app).post(`/api/${book.id}/comentarios`).send({ contenido: "Hola" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Debes iniciar sesión");
    expect(await t.prisma.bookComment.count({ where: { bookId: book.id } })).toBe(0);
  });

  it.each([
    [{ contenido: "   " }, "El comentario no puede estar vacío"],
    [{}, "El comentario no puede estar vacío"],
    [{ contenido: "a".repeat(2001) }, "El comentario no puede tener más de 2000 caracteres"],
    [{ contenido: "Hola", usuarioId: 1 }, 'Llave desconocida: "usuarioId"'],
  ])("refuses %j with 400", async (body, message) => {
    const book = await createBook();
    const user = await t.createUser();
    const res = await request(t.app).post(`/api/${book.id}/comentarios`).set(user.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.prisma.bookComment.count({ where: { bookId: book.id } })).toBe(0);
  });

  it("accepts exactly 2000 characters", async () => {
    const book = await createBook();
    const user = await t.createUser();
    expect(
      (
        await request(t.app)
          .post(`/api/${book.id}/comentarios`)
          .set(user.auth)
          .send({ contenido: "a".repeat(2000) })
      ).status,
    ).toBe(201);
  });

  it("answers 404 for an unknown book", async () => {
    const user = await t.createUser();
    const res = await request(t.app).post("/api/999999/comentarios").set(user.auth).send({ contenido: "Hola" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Libro no encontrado");
  });
});

describe("GET /api/comentarios/{photoId}", () => {
  it("lists the photo's comments newest first with the author's name", async () => {
    const photo = await createPhoto();
    const ana = await t.createUser({ nombre: "Ana" });
    const beto = await t.createUser({ nombre: "Beto" });
    await t.prisma.photoComment.create({
      data: { fotografiaId: photo.id, usuarioId: ana.id, contenido: "Primero", fecha: daysAgo(3) },
    });
    await t.prisma.photoComment.create({
      data: { fotografiaId: photo.id, usuarioId: beto.id, contenido: "Después", fecha: daysAgo(1) },
    });
    const res = await request(t.app).get(`/api/comentarios/${photo.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        contenido: "Después",
        usuarioId: beto.id,
        fotografiaId: photo.id,
        fecha: expect.any(String),
        usuario: { nombre: "Beto" },
      },
      {
        id: expect.any(Number),
        contenido: "Primero",
        usuarioId: ana.id,
        fotografiaId: photo.id,
        fecha: expect.any(String),
        usuario: { nombre: "Ana" },
      },
    ]);
  });

  it("answers 404 for an unknown photo", async () => {
    const res = await request(t.app).get("/api/comentarios/999999");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Fotografía no encontrada");
  });
});

describe("POST /api/comentarios", () => {
  it("stores the comment as the token's user, with or without a matching usuarioId", async () => {
    const photo = await createPhoto();
    const user = await t.createUser({ nombre: "Carmen" });
    const other = await t.createUser({ nombre: "Dora" }); // one comment per account here: the second waits 15 s
    const withoutId = await request(t.app)
      .post("/api/comentarios")
      .set(user.auth)
      .send({ contenido: "Qué colores", fotografiaId: photo.id });
    expect(withoutId.status).toBe(201);
    expect(withoutId.body).toEqual({
      id: expect.any(Number),
      contenido: "Qué colores",
      usuarioId: user.id,
      fotografiaId: photo.id,
      fecha: expect.any(String),
      usuario: { nombre: "Carmen" },
      pendiente: false,
    });
    const withId = await request(t.app)
      .post("/api/comentarios")
      .set(other.auth)
      .send({ contenido: "Otra vez", usuarioId: other.id, fotografiaId: photo.id });
    expect(withId.status).toBe(201);
    const rows = await t.prisma.photoComment.findMany({ where: { fotografiaId: photo.id }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.usuarioId)).toEqual([user.id, other.id]);
  });

  it("answers 403 when the body names another user, even for an administrator", async () => {
    const photo = await createPhoto();
    const victim = await t.createUser();
    for (const actor of [await t.createUser(), await t.createUser({ rol: ROLE_ADMIN })]) {
      const res = await request(t.app)
        .post("/api/comentarios")
        .set(actor.auth)
        .send({ contenido: "Suplantación", usuarioId: victim.id, fotografiaId: photo.id });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("No puedes comentar en nombre de otra persona");
    }
    expect(await t.prisma.photoComment.count({ where: { fotografiaId: photo.id } })).toBe(0);
  });

  it("answers 401 without a token", async () => {
    const photo = await createPhoto();
    const res = await request(t.app).post("/api/comentarios").send({ contenido: "Hola", fotografiaId: photo.id });
    expect(res.status).toBe(401);
  });

  it("answers 404 for an unknown or hidden photo", async () => {
    const hidden = await createPhoto(false);
    for (const fotografiaId of [999999, hidden.id]) {
      const user = await t.createUser();
      const res = await request(t.app)
        .post("/api/comentarios")
        .set(user.auth)
        .send({ contenido: "Hola", fotografiaId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Fotografía no encontrada");
    }
  });

  it.each([
    [
      "a blank comment",
      (fotografiaId: number) => ({ contenido: " ", fotografiaId }),
      "El comentario no puede estar vacío",
    ],
    ["a missing photo id", () => ({ contenido: "Hola" }), "Indica la fotografía (fotografiaId)"],
    ["a text photo id", () => ({ contenido: "Hola", fotografiaId: "uno" }), "Indica la fotografía (fotografiaId)"],
    [
      "a 2001-character comment",
      (fotografiaId: number) => ({ contenido: "x".repeat(2001), fotografiaId }),
      "El comentario no puede tener más de 2000 caracteres",
    ],
    [
      "an unknown field",
      (fotografiaId: number) => ({ contenido: "Hola", fotografiaId, fecha: "2020-01-01" }),
      'Llave desconocida: "fecha"',
    ],
  ])("refuses %s with 400", async (_case, body, message) => {
    const photo = await createPhoto();
    const user = await t.createUser();
    const res = await request(t.app).post("/api/comentarios").set(user.auth).send(body(photo.id));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.prisma.photoComment.count({ where: { fotografiaId: photo.id } })).toBe(0);
  });
});

describe("how fast an account may comment (books and photos together)", () => {
  const WAIT = "Espera unos segundos antes de publicar otro comentario.";
  const TOO_MANY = "Has publicado muchos comentarios en poco tiempo. Intenta de nuevo más tarde.";
  const onBook = (app: TestApp["app"], bookId: number, auth: Record<string, string>, contenido = "Hola") =>
    request(app).post(`/api/${bookId}/comentarios`).set(auth).send({ contenido });
  const onPhoto = (app: TestApp["app"], fotografiaId: number, auth: Record<string, string>, contenido = "Hola") =>
    request(app).post("/api/comentarios").set(auth).send({ contenido, fotografiaId });

  it("refuses a second comment within 15 seconds, on a book or a photo, with 429 and a Spanish message", async () => {
    const book = await createBook();
    const photo = await createPhoto();
    const reader = await t.createUser();
    expect((await onBook(t.app, book.id, reader.auth, "Primero")).status).toBe(201);
    for (const again of [
      await onBook(t.app, book.id, reader.auth, "Segundo"),
      await onPhoto(t.app, photo.id, reader.auth, "Tercero"),
    ]) {
      expect(again.status).toBe(429);
      expect(again.body.message).toBe(WAIT);
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(15);
    }
    // the same holds when the photo comes first
    const other = await t.createUser();
    expect((await onPhoto(t.app, photo.id, other.auth)).status).toBe(201);
    expect((await onBook(t.app, book.id, other.auth)).status).toBe(429);
    // another account is not held back, and nothing refused was stored
    expect((await onBook(t.app, book.id, (await t.createUser()).auth)).status).toBe(201);
    expect(await t.prisma.bookComment.count({ where: { usuarioId: reader.id } })).toBe(1);
    expect(await t.prisma.photoComment.count({ where: { usuarioId: reader.id } })).toBe(0);
  });

  it("counts in the database: a second server process on it refuses the second comment too", async () => {
    const otherProcess = createApp(t.ctx); // its own limiters and counters in memory, the same database
    const book = await createBook();
    const reader = await t.createUser();
    expect((await onBook(t.app, book.id, reader.auth, "Por aquí")).status).toBe(201);
    const there = await onBook(otherProcess, book.id, reader.auth, "Por allá");
    expect(there.status).toBe(429);
    expect(there.body.message).toBe(WAIT);
  });

  it("takes one of many comments sent at once by one account", async () => {
    const book = await createBook();
    const reader = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => onBook(t.app, book.id, reader.auth, `Ráfaga ${i}`)),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(19);
    expect(await t.prisma.bookComment.count({ where: { usuarioId: reader.id } })).toBe(1);
  });

  it("does not count a comment refused as invalid", async () => {
    const book = await createBook();
    const reader = await t.createUser();
    expect((await onBook(t.app, book.id, reader.auth, " ")).status).toBe(400);
    expect((await onBook(t.app, book.id, reader.auth, "Ahora sí")).status).toBe(201);
  });

  it("does not hold back the administrator", async () => {
    const book = await createBook();
    const photo = await createPhoto();
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    expect((await onBook(t.app, book.id, admin.auth, "Gracias por leer")).status).toBe(201);
    expect((await onPhoto(t.app, photo.id, admin.auth, "Gracias por mirar")).status).toBe(201);
  });

  it("takes the next comment once the wait is over, and at most COMMENTS_PER_HOUR an hour (set in the configuration)", async () => {
    const paced = await createTestApp({ COMMENT_INTERVAL_SECONDS: "1", COMMENTS_PER_HOUR: "3" });
    try {
      const book = await paced.prisma.book.create({
        data: {
          name: "Urdimbre",
          description: "Historias",
          price: 350,
          language: "Español",
          editorial: "Volcán",
          format: "Pasta blanda",
        },
      });
      const photo = await paced.prisma.photo.create({
        data: { url: "/uploads/telar.jpg", descripcion: "Telar", activo: true },
      });
      const reader = await paced.createUser();
      const afterTheWait = () => new Promise((r) => setTimeout(r, 1100));
      expect((await onBook(paced.app, book.id, reader.auth, "Uno")).status).toBe(201);
      expect((await onPhoto(paced.app, photo.id, reader.auth, "Muy pronto")).body.message).toBe(WAIT);
      await afterTheWait();
      expect((await onPhoto(paced.app, photo.id, reader.auth, "Dos")).status).toBe(201);
      await afterTheWait();
      expect((await onBook(paced.app, book.id, reader.auth, "Tres")).status).toBe(201);
      await afterTheWait();
      const fourth = await onPhoto(paced.app, photo.id, reader.auth, "Cuatro");
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toBe(TOO_MANY);
      expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(3500);
      // another account still has its three
      expect((await onPhoto(paced.app, photo.id, (await paced.createUser()).auth, "Otra cuenta")).status).toBe(201);
      expect(await paced.prisma.bookComment.count({ where: { usuarioId: reader.id } })).toBe(2);
      expect(await paced.prisma.photoComment.count({ where: { usuarioId: reader.id } })).toBe(1);
    } finally {
      await paced.close();
    }
  });
});
