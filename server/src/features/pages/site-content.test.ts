import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const edited = {
  introTitle: "Hilos que cuentan",
  authorName: "Mariana V.",
  authorTitle: "Autora Colimense",
  mainTitle: "Mi camino",
  subtitle: "Una historia nueva.",
};

describe("/api/site-content", () => {
  it("answers the default texts before the administrator saves any", async () => {
    const res = await request(t.app).get("/api/site-content");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      introTitle: "Tejiendo historias entre hilos, barro y memoria",
      authorName: "Mariana Velasco",
      authorTitle: "Autora Colimense",
      mainTitle: "Cómo llegué aquí",
    });
    expect(res.body.subtitle).toContain("Colima");
  });

  it("lets an administrator replace the texts (trimmed), stored in the single row", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const res = await request(t.app)
      .put("/api/site-content")
      .set(admin.auth)
      .send({ ...edited, mainTitle: "  Mi camino  " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(edited);
    expect((await request(t.app).get("/api/site-content")).body).toEqual(edited);
    expect(await t.prisma.siteContent.findMany()).toEqual([expect.objectContaining({ id: 1, ...edited })]);
  });

  it("answers 401 without a token and 403 to a reader", async () => {
    const reader = await t.createUser();
    expect((await request(t.app).put("/api/site-content").send(edited)).status).toBe(401);
    const forbidden = await request(t.app)
      .put("/api/site-content")
      .set(reader.auth)
      .send({ ...edited, introTitle: "Hackeado" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect((await request(t.app).get("/api/site-content")).body.introTitle).not.toBe("Hackeado");
  });

  it.each([
    [{ ...edited, introTitle: "   " }, "El título de introducción es obligatorio"],
    [{ ...edited, authorName: undefined }, "El nombre de la autora es obligatorio"],
    [{ ...edited, mainTitle: "x".repeat(201) }, "El título principal no puede tener más de 200 caracteres"],
    [{ ...edited, subtitle: "x".repeat(2001) }, "El subtítulo no puede tener más de 2000 caracteres"],
    [{ ...edited, color: "rojo" }, 'Llave desconocida: "color"'],
  ])("refuses %j with 400", async (body, message) => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const res = await request(t.app).put("/api/site-content").set(admin.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
