import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createPhoto = (activo = true) =>
  t.prisma.photo.create({ data: { url: "/uploads/barro.jpg", descripcion: "Barro", activo } });
const favoritesOf = (usuarioId: number) =>
  t.prisma.favorite.findMany({ where: { usuarioId }, select: { fotografiaId: true } });

describe("POST /api/favoritos", () => {
  it("adds a favourite for the token's user (201), and a repeat changes nothing (200)", async () => {
    const photo = await createPhoto();
    const user = await t.createUser();
    const first = await request(t.app)
      .post("/api/favoritos")
      .set(user.auth)
      .send({ usuarioId: user.id, fotografiaId: photo.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ usuarioId: user.id, fotografiaId: photo.id });
    const repeat = await request(t.app).post("/api/favoritos").set(user.auth).send({ fotografiaId: photo.id });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ usuarioId: user.id, fotografiaId: photo.id });
    expect(await favoritesOf(user.id)).toEqual([{ fotografiaId: photo.id }]);
  });

  it("answers 403 when usuarioId is another user's, even for an administrator", async () => {
    const photo = await createPhoto();
    const victim = await t.createUser();
    for (const actor of [await t.createUser(), await t.createUser({ rol: ROLE_ADMIN })]) {
      const res = await request(t.app)
        .post("/api/favoritos")
        .set(actor.auth)
        .send({ usuarioId: victim.id, fotografiaId: photo.id });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Solo puedes modificar tus propios favoritos");
    }
    expect(await favoritesOf(victim.id)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    const photo = await createPhoto();
    const res = await request(t.app).post("/api/favoritos").send({ fotografiaId: photo.id });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Debes iniciar sesión");
  });

  it("answers 404 for an unknown or hidden photo", async () => {
    const user = await t.createUser();
    const hidden = await createPhoto(false);
    for (const fotografiaId of [999999, hidden.id]) {
      const res = await request(t.app).post("/api/favoritos").set(user.auth).send({ fotografiaId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Fotografía no encontrada");
    }
    expect(await favoritesOf(user.id)).toEqual([]);
  });

  it.each([
    [{}, "Indica la fotografía (fotografiaId)"],
    [{ fotografiaId: -1 }, "Indica la fotografía (fotografiaId)"],
    [{ fotografiaId: 1, usuarioId: "yo" }, "usuarioId debe ser un número de usuario"],
    [{ fotografiaId: 1, nota: "x" }, 'Llave desconocida: "nota"'],
  ])("refuses %j with 400", async (body, message) => {
    const user = await t.createUser();
    const res = await request(t.app).post("/api/favoritos").set(user.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("GET /api/favoritos/{userId}", () => {
  it("lists the user's favourites, newest first, to themself and to an administrator", async () => {
    const [older, newer, notMine] = [await createPhoto(), await createPhoto(), await createPhoto()];
    const user = await t.createUser();
    const other = await t.createUser();
    await t.prisma.favorite.create({
      data: { usuarioId: user.id, fotografiaId: older.id, createdAt: new Date(Date.now() - 60_000) },
    });
    await t.prisma.favorite.create({ data: { usuarioId: user.id, fotografiaId: newer.id } });
    await t.prisma.favorite.create({ data: { usuarioId: other.id, fotografiaId: notMine.id } });
    const expected = [
      { usuarioId: user.id, fotografiaId: newer.id },
      { usuarioId: user.id, fotografiaId: older.id },
    ];
    const self = await request(t.app).get(`/api/favoritos/${user.id}`).set(user.auth);
    expect(self.status).toBe(200);
    expect(self.body).toEqual(expected);
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    expect((await request(t.app).get(`/api/favoritos/${user.id}`).set(admin.auth)).body).toEqual(expected);
  });

  it("answers 401 without a token, 403 to another reader and 404 for an unknown user", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    expect((await request(t.app).get(`/api/favoritos/${user.id}`)).status).toBe(401);
    const forbidden = await request(t.app).get(`/api/favoritos/${user.id}`).set(other.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    const unknown = await request(t.app).get("/api/favoritos/999999").set(admin.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Usuario no encontrado");
  });
});

describe("DELETE /api/favoritos/{userId}/{photoId}", () => {
  it("removes the user's own favourite", async () => {
    const photo = await createPhoto();
    const user = await t.createUser();
    await t.prisma.favorite.create({ data: { usuarioId: user.id, fotografiaId: photo.id } });
    const res = await request(t.app).delete(`/api/favoritos/${user.id}/${photo.id}`).set(user.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Favorito eliminado");
    expect(await favoritesOf(user.id)).toEqual([]);
  });

  it("answers 401 without a token and 403 to anyone else, administrators included", async () => {
    const photo = await createPhoto();
    const user = await t.createUser();
    await t.prisma.favorite.create({ data: { usuarioId: user.id, fotografiaId: photo.id } });
    expect((await request(t.app).delete(`/api/favoritos/${user.id}/${photo.id}`)).status).toBe(401);
    for (const actor of [await t.createUser(), await t.createUser({ rol: ROLE_ADMIN })]) {
      const res = await request(t.app).delete(`/api/favoritos/${user.id}/${photo.id}`).set(actor.auth);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Solo puedes modificar tus propios favoritos");
    }
    expect(await favoritesOf(user.id)).toEqual([{ fotografiaId: photo.id }]);
  });

  it("answers 404 when the photo is not a favourite", async () => {
    const user = await t.createUser();
    const res = await request(t.app).delete(`/api/favoritos/${user.id}/999999`).set(user.auth);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Esa fotografía no está en tus favoritos");
  });
});
