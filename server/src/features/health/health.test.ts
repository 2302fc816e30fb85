import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok while the database answers", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("answers 503 in Spanish once the database is gone", async () => {
    const broken = await createTestApp();
    await broken.ctx.prisma.$disconnect();
    await broken.close();
    const res = await request(broken.app).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body.message).toBe("La base de datos no responde");
  });
});

describe("unknown API routes and bad bodies", () => {
  it("answers 404 JSON for an unknown /api path", async () => {
    const res = await request(t.app).get("/api/no-existe");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Ruta no encontrada");
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await request(t.app).post("/api/no-existe").set("Content-Type", "application/json").send("{mal");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("El cuerpo de la petición no es JSON válido");
  });

  it("sends security headers", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });
});
