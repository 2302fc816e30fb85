import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
let admin: { Authorization: string };
let reader: { Authorization: string };
let bookId: number;

const BOTH_REQUIRED = "Debes ingresar tanto el contenido como el autor del testimonio.";

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = (await t.createUser()).auth;
  const book = await t.prisma.book.create({
    data: {
      name: "Urdimbre",
      description: "Historias",
      price: "350",
      language: "Español",
      editorial: "Propia",
      format: "Pasta blanda",
    },
  });
  bookId = book.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.prisma.testimonial.deleteMany();
});

describe("POST /api/testimonial/create", () => {
  it("creates the testimonial and answers it", async () => {
    const res = await request(t.app)
      .post("/api/testimonial/create")
      .set(admin)
      .send({ content: " Un libro precioso. ", author: "Lucía", bookId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      content: "Un libro precioso.",
      author: "Lucía",
      date: expect.any(String),
      bookId,
    });
    expect(await t.prisma.testimonial.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({
      content: "Un libro precioso.",
      author: "Lucía",
      bookId,
    });
  });

  it("accepts the book id typed as text", async () => {
    const res = await request(t.app)
      .post("/api/testimonial/create")
      .set(admin)
      .send({ content: "Bello", author: "Ana", bookId: String(bookId) });
    expect(res.status).toBe(201);
    expect(res.body.bookId).toBe(bookId);
  });

  it("requires both the content and the author", async () => {
    for (const body of [
      { content: "", author: "Ana", bookId },
      { content: "Bello", author: "   ", bookId },
      { content: "Bello", bookId },
      { author: "Ana", bookId },
    ]) {
      const res = await request(t.app).post("/api/testimonial/create").set(admin).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BOTH_REQUIRED);
    }
    expect(await t.prisma.testimonial.count()).toBe(0);
  });

  it("refuses an unknown or invalid book and unknown fields", async () => {
    const unknown = await request(t.app)
      .post("/api/testimonial/create")
      .set(admin)
      .send({ content: "Bello", author: "Ana", bookId: bookId + 1000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Libro no encontrado");
    const invalid = await request(t.app)
      .post("/api/testimonial/create")
      .set(admin)
      .send({ content: "Bello", author: "Ana", bookId: "uno" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("El libro no es válido");
    const extra = await request(t.app)
      .post("/api/testimonial/create")
      .set(admin)
      .send({ content: "Bello", author: "Ana", bookId, date: "2020-01-01" });
    expect(extra.status).toBe(400);
    expect(await t.prisma.testimonial.count()).toBe(0);
  });

  it("answers 401 without a session and 403 for a reader", async () => {
    const body = { content: "Bello", author: "Ana", bookId };
    const anonymous = await request(t.app).post("/api/testimonial/create").send(body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Debes iniciar sesión");
    const forbidden = await request(t.app).post("/api/testimonial/create").set(reader).send(body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect(await t.prisma.testimonial.count()).toBe(0);
  });
});

describe("listing testimonials", () => {
  beforeEach(async () => {
    await t.prisma.testimonial.create({
      data: { content: "Primero", author: "Ana", bookId, date: new Date("2025-01-01") },
    });
    await t.prisma.testimonial.create({
      data: { content: "Segundo", author: "Beto", bookId, date: new Date("2025-02-01") },
    });
  });

  it("GET /api/book/{id}/testimonials lists the book's testimonials newest first", async () => {
    const res = await request(t.app).get(`/api/book/${bookId}/testimonials`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(Number), content: "Segundo", author: "Beto", date: "2025-02-01T00:00:00.000Z", bookId },
      { id: expect.any(Number), content: "Primero", author: "Ana", date: "2025-01-01T00:00:00.000Z", bookId },
    ]);
  });

  it("GET /api/book/{id}/testimonials answers 404 for an unknown book", async () => {
    const res = await request(t.app).get(`/api/book/${bookId + 1000}/testimonials`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Libro no encontrado");
  });

  it("GET /api/testimonials gives the public list of content and author", async () => {
    const res = await request(t.app).get("/api/testimonials");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(Number), content: "Segundo", author: "Beto" },
      { id: expect.any(Number), content: "Primero", author: "Ana" },
    ]);
  });
});

describe("DELETE /api/testimonial/{id}", () => {
  it("deletes the testimonial", async () => {
    const testimonial = await t.prisma.testimonial.create({ data: { content: "Bello", author: "Ana", bookId } });
    const res = await request(t.app).delete(`/api/testimonial/${testimonial.id}`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Testimonio eliminado");
    expect(await t.prisma.testimonial.count()).toBe(0);
  });

  it("answers 404 for an unknown testimonial and 401/403 for non-administrators", async () => {
    const testimonial = await t.prisma.testimonial.create({ data: { content: "Bello", author: "Ana", bookId } });
    const missing = await request(t.app)
      .delete(`/api/testimonial/${testimonial.id + 1000}`)
      .set(admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Testimonio no encontrado");
    expect((await request(t.app).delete(`/api/testimonial/${testimonial.id}`)).status).toBe(401);
    expect((await request(t.app).delete(`/api/testimonial/${testimonial.id}`).set(reader)).status).toBe(403);
    expect(await t.prisma.testimonial.count()).toBe(1);
  });
});
