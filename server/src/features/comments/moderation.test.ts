// Comment moderation: the administrator hides or deletes any comment, a reader deletes only their own, hidden
// comments and those of inactive photos are not public, lists come 50 at a time, favourites are limited per account.
// An account comments once every 15 seconds (comments.test.ts): each comment here comes from an account that has not
// commented yet.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { createBook } from "../orders/checkout-fixtures.ts";

let t: TestApp;
let book: { id: number };
let photo: { id: number };
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let ana: Awaited<ReturnType<TestApp["createUser"]>>;
let luis: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  t = await createTestApp();
  book = await createBook(t.prisma, "350.00");
  photo = await t.prisma.photo.create({ data: { url: "/uploads/photos/telar.jpg", descripcion: "Telar de cintura" } });
  admin = await t.createUser({ rol: ROLE_ADMIN });
  ana = await t.createUser({ nombre: "Ana" });
  luis = await t.createUser({ nombre: "Luis" });
});
afterAll(() => t.close());

const commentBook = async (auth: Record<string, string>, contenido: string) =>
  (await request(t.app).post(`/api/${book.id}/comentarios`).set(auth).send({ contenido }).expect(201)).body as {
    id: number;
  };
const commentPhoto = async (auth: Record<string, string>, contenido: string) =>
  (await request(t.app).post("/api/comentarios").set(auth).send({ contenido, fotografiaId: photo.id }).expect(201))
    .body as { id: number };
const publicBookTexts = async () =>
  ((await request(t.app).get(`/api/${book.id}/comentarios`)).body as { contenido: string }[]).map((c) => c.contenido);

describe("who may moderate what", () => {
  it("a reader deletes their own comment but not someone else's; a visitor not at all", async () => {
    const mine = await commentBook(ana.auth, "Me encantó el capítulo del telar");
    const theirs = await commentPhoto(luis.auth, "Qué colores");
    expect((await request(t.app).delete(`/api/comentarios/libro/${mine.id}`)).status).toBe(401);
    const refused = await request(t.app).delete(`/api/comentarios/foto/${theirs.id}`).set(ana.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Solo puedes borrar tus propios comentarios");
    const own = await request(t.app).delete(`/api/comentarios/libro/${mine.id}`).set(ana.auth);
    expect(own.status).toBe(200);
    expect(own.body.message).toBe("Comentario eliminado");
    expect(await t.prisma.bookComment.findUnique({ where: { id: mine.id } })).toBeNull();
    expect(await t.prisma.photoComment.findUnique({ where: { id: theirs.id } })).not.toBeNull();
    expect((await request(t.app).delete(`/api/comentarios/libro/${mine.id}`).set(ana.auth)).status).toBe(404);
    expect((await request(t.app).delete(`/api/comentarios/otro/${theirs.id}`).set(admin.auth)).status).toBe(404);
  });

  it("the administrator deletes anyone's comment and hides or shows it; readers may not hide", async () => {
    const author = await t.createUser({ nombre: "Mario" });
    const rude = await commentBook(author.auth, "Comentario ofensivo");
    expect(
      (await request(t.app).patch(`/api/comentarios/libro/${rude.id}`).set(author.auth).send({ oculto: true })).status,
    ).toBe(403);
    expect(
      (await request(t.app).patch(`/api/comentarios/libro/${rude.id}`).set(admin.auth).send({ oculto: "sí" })).status,
    ).toBe(400);
    const hidden = await request(t.app)
      .patch(`/api/comentarios/libro/${rude.id}`)
      .set(admin.auth)
      .send({ oculto: true });
    expect(hidden.body).toEqual({ tipo: "libro", id: rude.id, oculto: true });
    expect(await publicBookTexts()).not.toContain("Comentario ofensivo");
    await request(t.app).patch(`/api/comentarios/libro/${rude.id}`).set(admin.auth).send({ oculto: false }).expect(200);
    expect(await publicBookTexts()).toContain("Comentario ofensivo");

    const photoComment = await commentPhoto((await t.createUser()).auth, "Otro ofensivo");
    expect((await request(t.app).delete(`/api/comentarios/foto/${photoComment.id}`).set(admin.auth)).status).toBe(200);
    expect(await t.prisma.photoComment.findUnique({ where: { id: photoComment.id } })).toBeNull();
  });

  it("lists every comment for the administrator, newest first, with where it was posted", async () => {
    await commentBook((await t.createUser({ nombre: "Ana" })).auth, "Primero en el libro");
    await commentPhoto((await t.createUser({ nombre: "Ana" })).auth, "Después en la foto");
    expect((await request(t.app).get("/api/admin/comentarios").set(ana.auth)).status).toBe(403);
    const res = await request(t.app).get("/api/admin/comentarios").set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.items.slice(0, 2)).toMatchObject([
      {
        tipo: "foto",
        contenido: "Después en la foto",
        autor: "Ana",
        enlace: `/gallery?foto=${photo.id}`,
        lugar: "Fotografía: Telar de cintura",
        oculto: false,
      },
      { tipo: "libro", contenido: "Primero en el libro", autor: "Ana", enlace: `/books/${book.id}`, lugar: "Urdimbre" },
    ]);
    expect(res.body.hasMore).toBe(false);
  });

  it("holds a comment with a link for the author: not public, listed as pending, published once she shows it", async () => {
    for (const [i, contenido] of [
      "Gana $5000 en https://spam.example/x",
      "Visita www.ofertas.mx",
      "Escríbeme: premios-gratis.com hoy",
    ].entries()) {
      const reader = await t.createUser({ nombre: `Spam ${i}` });
      const res = await request(t.app).post(`/api/${book.id}/comentarios`).set(reader.auth).send({ contenido });
      expect(res.status).toBe(201);
      expect(res.body.pendiente).toBe(true);
      expect(await publicBookTexts()).not.toContain(contenido);
    }
    const held = (await request(t.app).get("/api/admin/comentarios").set(admin.auth)).body.items.filter(
      (c: { pendiente: boolean }) => c.pendiente,
    );
    expect(held.map((c: { contenido: string; oculto: boolean }) => [c.contenido, c.oculto])).toEqual([
      ["Escríbeme: premios-gratis.com hoy", true],
      ["Visita www.ofertas.mx", true],
      ["Gana $5000 en https://spam.example/x", true],
    ]);
    await request(t.app)
      .patch(`/api/comentarios/libro/${held[0].id}`)
      .set(admin.auth)
      .send({ oculto: false })
      .expect(200);
    expect(await publicBookTexts()).toContain("Escríbeme: premios-gratis.com hoy");
    const after = (await request(t.app).get("/api/admin/comentarios").set(admin.auth)).body.items.find(
      (c: { id: number; tipo: string }) => c.tipo === "libro" && c.id === held[0].id,
    );
    expect(after).toMatchObject({ oculto: false, pendiente: false });
    // a comment without a link, and the author's own with one, are published at once
    const plain = await request(t.app)
      .post(`/api/${book.id}/comentarios`)
      .set((await t.createUser()).auth)
      .send({ contenido: "Gracias por el libro, 10/10. Hola.Me encantó; escríbeme a lupita@ejemplo.mx" });
    expect(plain.body.pendiente).toBe(false);
    const own = await request(t.app)
      .post(`/api/${book.id}/comentarios`)
      .set(admin.auth)
      .send({ contenido: "La presentación: https://autora.mx/eventos" });
    expect(own.body.pendiente).toBe(false);
    expect(await publicBookTexts()).toEqual(
      expect.arrayContaining([
        "Gracias por el libro, 10/10. Hola.Me encantó; escríbeme a lupita@ejemplo.mx",
        "La presentación: https://autora.mx/eventos",
      ]),
    );
  });
});

describe("public lists", () => {
  it("comments of an inactive photo are not public, but the administrator still sees them", async () => {
    const hiddenPhoto = await t.prisma.photo.create({
      data: { url: "/uploads/photos/x.jpg", descripcion: "Oculta", activo: true },
    });
    await request(t.app)
      .post("/api/comentarios")
      .set((await t.createUser()).auth)
      .send({ contenido: "Bonita", fotografiaId: hiddenPhoto.id })
      .expect(201);
    await t.prisma.photo.update({ where: { id: hiddenPhoto.id }, data: { activo: false } });
    const res = await request(t.app).get(`/api/comentarios/${hiddenPhoto.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Fotografía no encontrada");
    const asAdmin = await request(t.app).get(`/api/comentarios/${hiddenPhoto.id}`).set(admin.auth);
    expect(asAdmin.body.map((c: { contenido: string }) => c.contenido)).toEqual(["Bonita"]);
  });

  it("answer the newest 50, then the older ones with ?before", async () => {
    const other = await createBook(t.prisma, "100.00", "Cuaderno");
    await t.prisma.bookComment.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        bookId: other.id,
        contenido: `Comentario ${i + 1}`,
        fecha: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    const first = await request(t.app).get(`/api/${other.id}/comentarios`);
    expect(first.body).toHaveLength(50);
    expect(first.body[0].contenido).toBe("Comentario 60");
    const rest = await request(t.app).get(`/api/${other.id}/comentarios?before=${first.body[49].id}`);
    expect(rest.body.map((c: { contenido: string }) => c.contenido)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Comentario ${10 - i}`),
    );
    expect((await request(t.app).get(`/api/${other.id}/comentarios?before=abc`)).status).toBe(400);
  });
});

describe("rate limits per account", () => {
  it("limit favourites per account, not per IP", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      const p = await limited.prisma.photo.create({ data: { url: "/uploads/photos/y.jpg" } });
      const [one, two] = [await limited.createUser(), await limited.createUser()];
      const fav = (auth: Record<string, string>) =>
        request(limited.app).post("/api/favoritos").set(auth).send({ fotografiaId: p.id });
      const third = [(await fav(one.auth)).status, (await fav(one.auth)).status, await fav(one.auth)];
      expect(third.slice(0, 2)).toEqual([201, 200]);
      expect((third[2] as request.Response).status).toBe(429);
      expect((third[2] as request.Response).body.message).toBe(
        "Demasiadas solicitudes. Intenta de nuevo en unos minutos.",
      );
      expect((await fav(two.auth)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
