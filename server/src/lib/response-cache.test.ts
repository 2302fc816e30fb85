import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
let admin: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
});
afterAll(() => t.close());

const contact = { phone: "+52 312 111 2222", email: "hola@ejemplo.mx", youtube: "", facebook: "", instagram: "" };

describe("public GET cache", () => {
  it("answers repeat reads with an ETag and 304 when unchanged", async () => {
    const first = await request(t.app).get("/api/contact-info");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\//);
    const again = await request(t.app).get("/api/contact-info");
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toEqual(first.body);
    expect((await request(t.app).get("/api/contact-info").set("If-None-Match", etag)).status).toBe(304);
  });

  it("sends a cached list compressed to a browser that takes it, the same body as uncompressed", async () => {
    // a list long enough to be worth compressing (above 1 KB)
    await t.prisma.photo.createMany({ data: Array.from({ length: 20 }, (_, i) => ({ url: `/uploads/photos/telar-${i}.png`, descripcion: `Telar de cintura ${i}`, activo: true })) });
    t.app.locals.responseCache.clear();
    const plain = await request(t.app).get("/api/fotografias").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const encoding of ["br", "gzip"]) {
      const compressed = await request(t.app).get("/api/fotografias").set("Accept-Encoding", encoding);
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.headers.vary).toBe("Accept-Encoding");
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.body).toEqual(plain.body);
    }
  });

  it("shows a change made through the API at once", async () => {
    const before = await request(t.app).get("/api/contact-info");
    expect((await request(t.app).post("/api/contact-info").set(admin).send(contact)).status).toBe(200);
    const after = await request(t.app).get("/api/contact-info");
    expect(after.body.phone).toBe("+52 312 111 2222");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await request(t.app).get("/api/contact-info").set("If-None-Match", before.headers.etag)).status).toBe(200);
  });

  it("never serves a cached public list to a request that depends on who asks", async () => {
    await t.prisma.photo.create({ data: { url: "/uploads/photos/oculta.png", descripcion: "Oculta", activo: false } });
    const publicList = await request(t.app).get("/api/fotografias");
    expect(publicList.body.map((p: { descripcion: string }) => p.descripcion)).not.toContain("Oculta");
    const adminList = await request(t.app).get("/api/fotografias?all=1").set(admin);
    expect(adminList.body.map((p: { descripcion: string }) => p.descripcion)).toContain("Oculta");
    expect(adminList.headers["cache-control"]).not.toBe("no-cache");
  });

  it("does not cache error answers", async () => {
    const id = 4242;
    expect((await request(t.app).get(`/api/book/${id}`)).status).toBe(404);
    await t.prisma.book.create({ data: { id, name: "Urdimbre", description: "Historias", price: "450.00", language: "Español", editorial: "Volcán", format: "Pasta blanda" } });
    const found = await request(t.app).get(`/api/book/${id}`);
    expect(found.status).toBe(200);
    expect(found.body.name).toBe("Urdimbre");
  });

  it("is not emptied by anonymous calls that change no public data, nor by refused changes", async () => {
    await t.prisma.siteContent.upsert({ where: { id: 1 }, create: { introTitle: "Antes", authorName: "A", authorTitle: "B", mainTitle: "C", subtitle: "D" }, update: { introTitle: "Antes" } });
    expect((await request(t.app).get("/api/site-content")).body.introTitle).toBe("Antes");
    // Changed behind the API's back: only a cache hit still answers "Antes".
    await t.prisma.siteContent.update({ where: { id: 1 }, data: { introTitle: "Después" } });
    expect((await request(t.app).post("/api/usuarios/login").send({ email: "nadie@ejemplo.mx", password: "incorrecta" })).status).toBe(401);
    expect((await request(t.app).post("/api/subscribe").send({ email: `lectora${Date.now()}@ejemplo.mx` })).status).toBeLessThan(300);
    expect((await request(t.app).post("/api/subscribe").send({ email: "no-es-correo" })).status).toBe(400);
    expect((await request(t.app).put("/api/site-content").send({})).status).toBe(401);
    expect((await request(t.app).put("/api/site-content").set(admin).send({ introTitle: "" })).status).toBe(400);
    expect((await request(t.app).get("/api/site-content")).body.introTitle).toBe("Antes");
    // A successful change through the API empties it.
    expect((await request(t.app).post("/api/contact-info").set(admin).send(contact)).status).toBe(200);
    expect((await request(t.app).get("/api/site-content")).body.introTitle).toBe("Después");
  });
});
