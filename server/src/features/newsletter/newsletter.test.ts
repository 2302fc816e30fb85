import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (body: unknown) => request(t.app).post("/api/subscribe").send(body as object);

describe("POST /api/subscribe", () => {
  it("stores a new subscriber in lower case (201), and thanks a repeat without a second row (200)", async () => {
    const first = await subscribe({ email: " Lectora@Ejemplo.MX " });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: "¡Gracias por suscribirte!" });
    const again = await subscribe({ email: "lectora@ejemplo.mx" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: "Ya estabas suscrito. ¡Gracias!" });
    expect(await t.prisma.subscriber.findMany({ select: { email: true } })).toEqual([{ email: "lectora@ejemplo.mx" }]);
  });

  it.each([{}, { email: "" }, { email: "sin-arroba" }, { email: 42 }])("refuses %j with 'Por favor, ingresa un correo válido'", async (body) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Por favor, ingresa un correo válido");
  });

  it("refuses unknown fields", async () => {
    const res = await subscribe({ email: "otra@ejemplo.mx", nombre: "Otra" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Llave desconocida: "nombre"');
    expect(await t.prisma.subscriber.count({ where: { email: "otra@ejemplo.mx" } })).toBe(0);
  });

  it("answers 429 past RATE_LIMIT_MAX signups from one IP", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      for (let i = 0; i < 2; i++) await request(limited.app).post("/api/subscribe").send({ email: `s${i}@ejemplo.mx` });
      const res = await request(limited.app).post("/api/subscribe").send({ email: "s9@ejemplo.mx" });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe("Demasiadas solicitudes. Intenta de nuevo en unos minutos.");
      expect(await limited.prisma.subscriber.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
