// What the privacy notice promises about accounts: consent recorded at registration, the reader's data as a JSON
// download, and account deletion that removes the account and favourites, anonymizes comments and keeps the orders.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "../orders/checkout-fixtures.ts";

let t: TestApp;
let book: { id: number };
let photo: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  book = await createBook(t.prisma, "350.00");
  photo = await t.prisma.photo.create({ data: { url: "/uploads/photos/telar.webp", descripcion: "Telar" } });
});
afterAll(() => t.close());

const register = (body: object) => request(t.app).post("/api/usuarios/crear").send(body);
const reader = { nombre: "Lucía Ramos", password: "hilos-y-barro" };

describe("privacy consent at registration", () => {
  it("stores when the reader accepted the notice", async () => {
    const before = Date.now();
    const res = await register({ ...reader, email: "lucia@ejemplo.mx", aceptaPrivacidad: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), nombre: "Lucía Ramos", email: "lucia@ejemplo.mx", rol: 2 });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.privacidadAceptadaEn!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("still registers a request without the field (as the original client sent it), with no consent date", async () => {
    const res = await register({ ...reader, email: "sin-campo@ejemplo.mx" });
    expect(res.status).toBe(201);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: res.body.id } })).privacidadAceptadaEn).toBeNull();
  });

  it("refuses aceptaPrivacidad: false with 400 and creates no account", async () => {
    const res = await register({ ...reader, email: "no-acepta@ejemplo.mx", aceptaPrivacidad: false });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Debes aceptar el aviso de privacidad para continuar");
    expect(await t.prisma.user.count({ where: { email: "no-acepta@ejemplo.mx" } })).toBe(0);
  });
});

/** A reader with a book comment, a photo comment, a favourite and an order with an invoice. */
async function activeReader(email: string) {
  const user = await t.createUser({ email, nombre: "Rosa Martínez" });
  expect(
    (
      await request(t.app)
        .post(`/api/${book.id}/comentarios`)
        .set(user.auth)
        .send({ contenido: `Me encantó el capítulo del barro. (${email})` })
    ).status,
  ).toBe(201);
  // written straight to the database: an account may post only one comment every 15 seconds
  await t.prisma.photoComment.create({
    data: { fotografiaId: photo.id, usuarioId: user.id, contenido: `¡Qué colores! (${email})` },
  });
  expect((await request(t.app).post("/api/favoritos").set(user.auth).send({ fotografiaId: photo.id })).status).toBe(
    201,
  );
  const factura = {
    rfc: "MARR800101AB1",
    razonSocial: "Rosa Martínez",
    regimenFiscal: "612",
    usoCfdi: "G03",
    codigoPostal: "28000",
  };
  const order = await request(t.app)
    .post("/api/pago-oxxo")
    .set(user.auth)
    .send({ ...checkoutBody([{ id: book.id, quantity: 1 }]), email, aceptaPrivacidad: true, factura });
  expect(order.status).toBe(200);
  return { ...user, orderId: order.body.orderId as number, factura };
}

describe("GET /api/usuarios/{id}/datos", () => {
  it("downloads the account, comments, favourites and orders as a JSON file, without the password hash", async () => {
    const user = await activeReader("rosa@ejemplo.mx");
    const res = await request(t.app).get(`/api/usuarios/${user.id}/datos`).set(user.auth);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="mis-datos-${user.id}.json"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = JSON.parse(res.text);
    expect(data.cuenta).toEqual({
      id: user.id,
      nombre: "Rosa Martínez",
      email: "rosa@ejemplo.mx",
      rol: 2,
      createdAt: expect.any(String),
      privacidadAceptadaEn: null,
    });
    expect(data.comentariosLibro).toEqual([
      expect.objectContaining({ contenido: "Me encantó el capítulo del barro. (rosa@ejemplo.mx)", bookId: book.id }),
    ]);
    expect(data.comentariosFotografias).toEqual([
      expect.objectContaining({ contenido: "¡Qué colores! (rosa@ejemplo.mx)", fotografiaId: photo.id }),
    ]);
    expect(data.favoritos).toEqual([{ fotografiaId: photo.id, createdAt: expect.any(String) }]);
    expect(data.pedidos).toEqual([
      expect.objectContaining({
        id: user.orderId,
        email: "rosa@ejemplo.mx",
        factura: user.factura,
        privacidadAceptadaEn: expect.any(String),
      }),
    ]);
    expect(res.text).not.toContain("passwordHash");
    expect(res.text).not.toContain("$2");
  });

  it("is refused to strangers (401) and other readers (403); an administrator may fetch it", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    expect((await request(t.app).get(`/api/usuarios/${user.id}/datos`)).status).toBe(401);
    expect((await request(t.app).get(`/api/usuarios/${user.id}/datos`).set(other.auth)).status).toBe(403);
    expect((await request(t.app).get(`/api/usuarios/${user.id}/datos`).set(admin.auth)).status).toBe(200);
  });
});

describe("deleting an account, as the privacy notice says", () => {
  it("removes the account and favourites, leaves the comments as 'Anónimo' and keeps the order with the buyer's data", async () => {
    const user = await activeReader("borrar@ejemplo.mx");
    expect((await request(t.app).delete(`/api/usuarios/${user.id}`).set(user.auth)).status).toBe(200);

    expect(await t.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await t.prisma.favorite.count({ where: { usuarioId: user.id } })).toBe(0);
    const comments = (await request(t.app).get(`/api/${book.id}/comentarios`)).body as {
      contenido: string;
      usuarioId: number | null;
      usuario: unknown;
    }[];
    expect(comments.find((c) => c.contenido === "Me encantó el capítulo del barro. (borrar@ejemplo.mx)")).toMatchObject(
      { usuarioId: null, usuario: null },
    );
    const photoComments = (await request(t.app).get(`/api/comentarios/${photo.id}`)).body as {
      contenido: string;
      usuarioId: number | null;
    }[];
    expect(photoComments.find((c) => c.contenido === "¡Qué colores! (borrar@ejemplo.mx)")).toMatchObject({
      usuarioId: null,
    });

    const order = await t.prisma.order.findUniqueOrThrow({ where: { id: user.orderId } });
    expect(order).toMatchObject({
      usuarioId: null,
      nombre: "María López",
      email: "borrar@ejemplo.mx",
      telefono: "3125550101",
      facturaRfc: "MARR800101AB1",
    });
  });
});
