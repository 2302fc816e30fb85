// "Correos": without SMTP_URL every message is kept and the administrator reads it (HTML and text) here.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  t.startMailWorker(); // no SMTP: kept
  admin = await t.createUser({ rol: ROLE_ADMIN, email: "autora@ejemplo.mx" });
});
afterAll(() => t.close());

async function waitKept(to: string) {
  for (let i = 0; i < 100; i++) {
    const row = await t.prisma.emailMessage.findFirst({ where: { to, status: "kept" } });
    if (row) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no kept e-mail to ${to}`);
}

describe("GET /api/mail/messages", () => {
  it("lists kept messages newest first and opens one with its HTML and text; links use localhost without PUBLIC_URL", async () => {
    await request(t.app).post("/api/subscribe").send({ email: "guardada@ejemplo.mx" });
    const kept = await waitKept("guardada@ejemplo.mx");
    const list = await request(t.app).get("/api/mail/messages").set(admin.auth);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: kept.id, to: "guardada@ejemplo.mx", subject: "Confirma tu suscripción", status: "kept", kindText: "Confirmar suscripción" });
    expect(list.body.items[0].html).toBeUndefined();
    const one = await request(t.app).get(`/api/mail/messages/${kept.id}`).set(admin.auth);
    expect(one.status).toBe(200);
    expect(one.body.html).toContain("Confirmar mi suscripción");
    expect(one.body.text).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/);
  });

  it("is for administrators only and refuses bad pages and ids", async () => {
    const reader = await t.createUser();
    expect((await request(t.app).get("/api/mail/messages")).status).toBe(401);
    expect((await request(t.app).get("/api/mail/messages").set(reader.auth)).status).toBe(403);
    expect((await request(t.app).get("/api/mail/messages?page=abc").set(admin.auth)).body.message).toBe("Página inválida");
    expect((await request(t.app).get("/api/mail/messages/999999").set(admin.auth)).status).toBe(404);
  });
});
