// When the database goes away, the API says so (503, Spanish, quickly) instead of crashing or hanging,
// and it recovers by itself once the database is back.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { databaseProxy: true });
  await t.prisma.subscriber.create({ data: { email: "antes@ejemplo.mx" } });
});
afterAll(() => t.close());

const DATA_CALLS = ["/api/books", "/api/fotografias", "/api/blog", "/api/contact-info"];

describe("database outage", () => {
  it("answers 503 in Spanish while the database is down, then recovers without a restart", async () => {
    expect((await request(t.app).get("/api/health")).status).toBe(200);

    await t.proxy!.stop();
    const started = Date.now();
    const health = await request(t.app).get("/api/health");
    expect(health.status).toBe(503);
    expect(health.body.message).toBe("La base de datos no responde");
    for (const path of DATA_CALLS) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(503);
      expect(res.body.message).toMatch(/no está disponible/);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONN|stack|prisma|at \//i);
    }
    const subscribe = await request(t.app).post("/api/subscribe").send({ email: "durante@ejemplo.mx" });
    expect(subscribe.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(30_000); // no hang beyond the timeouts

    await t.proxy!.start();
    await expect
      .poll(async () => (await request(t.app).get("/api/health")).status, { timeout: 15_000, interval: 250 })
      .toBe(200);
    expect((await request(t.app).get("/api/books")).status).toBe(200);
    expect((await request(t.app).post("/api/subscribe").send({ email: "despues@ejemplo.mx" })).status).toBe(201);
    expect(await t.prisma.subscriber.count()).toBe(2);
  }, 60_000);
});
