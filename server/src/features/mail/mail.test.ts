// "Correos": without SMTP_URL every message is kept and the administrator reads it (HTML and text) here.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#test/smtp-sink.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { TEST_MAILS_PER_HOUR } from "./mail.service.ts";

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
    expect(list.body.items[0]).toMatchObject({
      id: kept.id,
      to: "guardada@ejemplo.mx",
      subject: "Confirma tu suscripción",
      status: "kept",
      kindText: "Confirmar suscripción",
    });
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
    expect((await request(t.app).get("/api/mail/messages?page=abc").set(admin.auth)).body.message).toBe(
      "Página inválida",
    );
    expect((await request(t.app).get("/api/mail/messages/999999").set(admin.auth)).status).toBe(404);
  });
});

describe("POST /api/mail/test", () => {
  it("is for administrators only: nothing is queued for anyone else", async () => {
    const reader = await t.createUser({ email: "lectora@ejemplo.mx" });
    expect((await request(t.app).post("/api/mail/test")).status).toBe(401);
    const refused = await request(t.app).post("/api/mail/test").set(reader.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(await t.prisma.emailMessage.count({ where: { kind: "mail_test" } })).toBe(0);
  });

  it("without a mail server the test mail is kept in Correos, and GET /api/config says mail is not configured", async () => {
    expect((await request(t.app).get("/api/config")).body.mailConfigured).toBe(false);
    const res = await request(t.app).post("/api/mail/test").set(admin.auth);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ to: "autora@ejemplo.mx" });
    const kept = await waitKept("autora@ejemplo.mx");
    expect(kept).toMatchObject({ kind: "mail_test", subject: "Correo de prueba" });
  });
});

describe("POST /api/mail/test with a mail server", () => {
  let smtp: SmtpSink;
  let withMail: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    withMail = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Autora Colimense <tienda@autora.test>",
      PUBLIC_URL: "https://autora.test",
    });
    withMail.startMailWorker(smtp.url);
  });
  afterAll(async () => {
    await withMail.close();
    await smtp.stop();
  });

  it("reaches the administrator's own address (from her token, not the body), and GET /api/config says mail is configured", async () => {
    expect((await request(withMail.app).get("/api/config")).body.mailConfigured).toBe(true);
    const author = await withMail.createUser({ rol: ROLE_ADMIN, email: "escritora@ejemplo.mx" });
    const res = await request(withMail.app).post("/api/mail/test").set(author.auth).send({ to: "otra@ejemplo.mx" });
    expect(res.status).toBe(202);
    const [mail] = await smtp.waitFor(1, (m) => m.subject === "Correo de prueba");
    expect(mail.to).toBe("escritora@ejemplo.mx");
    expect(mail.text).toContain("tu sitio puede enviar correos");
    expect(smtp.received.filter((m) => m.to.includes("otra@ejemplo.mx"))).toEqual([]);
  });

  it("is limited per administrator: past the hour's limit she is told to wait, in Spanish", async () => {
    const author = await withMail.createUser({ rol: ROLE_ADMIN, email: "limite@ejemplo.mx" });
    for (let i = 0; i < TEST_MAILS_PER_HOUR; i++)
      expect((await request(withMail.app).post("/api/mail/test").set(author.auth)).status).toBe(202);
    const refused = await request(withMail.app).post("/api/mail/test").set(author.auth);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Ya enviaste varios correos de prueba. Intenta de nuevo en una hora.");
  });
});
