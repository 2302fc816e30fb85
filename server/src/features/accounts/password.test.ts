// Password reset by e-mail (read from a real SMTP server) and password change: single-use links that expire,
// the same answer for unknown addresses, and a change that signs out every other session.
import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#test/smtp-sink.ts";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { createApp } from "../../app.ts";
import { createLogger } from "../../lib/logger.ts";

const ANSWER =
  "Si hay una cuenta con ese correo, te enviamos un enlace para elegir una contraseña nueva. Revisa tu bandeja de entrada.";
const INVALID = "El enlace no es válido o ya venció. Pide uno nuevo.";

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: "https://autora.test" });
  t.startMailWorker(smtp.url);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const forgot = (email: string) => request(t.app).post("/api/usuarios/recuperar-contrasena").send({ email });
const reset = (token: string, password: string) =>
  request(t.app).post("/api/usuarios/restablecer-contrasena").send({ token, password });
const login = (email: string, password: string) => request(t.app).post("/api/usuarios/login").send({ email, password });
const me = (id: number, token: string) =>
  request(t.app).get(`/api/usuarios/${id}`).set("Authorization", `Bearer ${token}`);

async function linkFor(email: string) {
  const [mail] = await smtp.waitFor(1, (m) => m.to === email);
  const link = /https:\/\/autora\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return { mail, token: link![1] };
}

describe("password reset", () => {
  it("mails a link that sets a new password once; the old password and old sessions stop working", async () => {
    const user = await t.createUser({ email: "olvido@ejemplo.mx", password: "vieja-clave-1" });
    const res = await forgot("Olvido@Ejemplo.mx");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ANSWER);
    const { mail, token } = await linkFor("olvido@ejemplo.mx");
    expect(mail.subject).toBe("Restablece tu contraseña");
    expect(mail.html).toContain(`href="https://autora.test/reset-password?token=${token}"`);
    expect(mail.text).toContain("vence en una hora");
    // Only the hash is stored, and once sent the message's body is erased from the outbox ("Correos").
    expect(await t.prisma.passwordResetToken.count({ where: { tokenHash: token } })).toBe(0);
    for (
      let i = 0;
      i < 100 &&
      (await t.prisma.emailMessage.findFirstOrThrow({ where: { to: "olvido@ejemplo.mx" } })).status !== "sent";
      i++
    )
      await new Promise((r) => setTimeout(r, 20));
    const stored = await t.prisma.emailMessage.findFirstOrThrow({ where: { to: "olvido@ejemplo.mx" } });
    expect([stored.status, stored.text]).toEqual(["sent", "(Contenido borrado tras el envío.)"]);
    expect(stored.html).not.toContain(token);

    const done = await reset(token, "nueva-clave-2");
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Listo: tu contraseña se cambió y ya iniciaste sesión.");
    // the answer signs the reader in: its token is a working session of this account
    expect(done.body.user).toMatchObject({ id: user.id, email: "olvido@ejemplo.mx" });
    expect((await me(user.id, done.body.token)).status).toBe(200);
    expect((await login("olvido@ejemplo.mx", "vieja-clave-1")).status).toBe(401);
    expect((await login("olvido@ejemplo.mx", "nueva-clave-2")).status).toBe(200);
    expect((await me(user.id, user.token)).status).toBe(401);
    // Single use.
    const again = await reset(token, "otra-clave-3");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
    expect((await login("olvido@ejemplo.mx", "nueva-clave-2")).status).toBe(200);
  });

  it("answers an unknown address exactly like a known one and mails nothing", async () => {
    const before = await t.prisma.emailMessage.count();
    const res = await forgot("nadie@ejemplo.mx");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ANSWER });
    expect(await t.prisma.emailMessage.count()).toBe(before);
  });

  it("refuses an expired link, a made-up one and a bad password with clear messages", async () => {
    await t.createUser({ email: "tarde@ejemplo.mx" });
    await forgot("tarde@ejemplo.mx");
    const { token } = await linkFor("tarde@ejemplo.mx");
    await t.prisma.passwordResetToken.updateMany({
      where: { user: { email: "tarde@ejemplo.mx" } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await reset(token, "nueva-clave-2")).body.message).toBe(INVALID);
    expect((await reset("x".repeat(43), "nueva-clave-2")).body.message).toBe(INVALID);
    expect((await reset("corto", "nueva-clave-2")).status).toBe(400);
    const short = await reset("y".repeat(43), "corta");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("La contraseña debe tener al menos 8 caracteres");
    expect((await forgot("no-es-correo")).body.message).toBe("Por favor, ingresa un correo válido");
  });

  it("sends at most one link a minute to an address, with the same answer, also to simultaneous requests", async () => {
    await t.createUser({ email: "insiste@ejemplo.mx" });
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot("insiste@ejemplo.mx")));
    for (let i = 0; i < 3; i++) answers.push(await forgot("insiste@ejemplo.mx"));
    for (const res of answers) expect(res.body.message).toBe(ANSWER);
    await smtp.waitFor(1, (m) => m.to === "insiste@ejemplo.mx");
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.to === "insiste@ejemplo.mx")).toHaveLength(1);
    expect(await t.prisma.passwordResetToken.count({ where: { user: { email: "insiste@ejemplo.mx" } } })).toBe(1);
  });

  it("a password change kills a link asked for before it", async () => {
    const user = await t.createUser({ email: "cambia@ejemplo.mx", password: "clave-actual-1" });
    await forgot("cambia@ejemplo.mx");
    const { token } = await linkFor("cambia@ejemplo.mx");
    const changed = await request(t.app)
      .post("/api/usuarios/cambiar-contrasena")
      .set(user.auth)
      .send({ currentPassword: "clave-actual-1", newPassword: "clave-nueva-2" });
    expect(changed.status).toBe(200);
    expect((await reset(token, "clave-del-enlace-3")).body.message).toBe(INVALID);
  });

  it("logs a failure to make the link, which happens after the answer", async () => {
    const broken = await createTestApp({ PUBLIC_URL: "https://autora.test" });
    try {
      let logged = "";
      const sink = new Writable({
        write(chunk, _encoding, done) {
          logged += chunk.toString();
          done();
        },
      });
      const app = createApp({ ...broken.ctx, log: createLogger("error", { format: "json", destination: sink }) });
      await broken.createUser({ email: "sin-buzon@ejemplo.mx" });
      await broken.prisma.$executeRawUnsafe('ALTER TABLE "EmailMessage" RENAME TO "EmailMessageAparte"'); // the outbox is gone
      const res = await request(app).post("/api/usuarios/recuperar-contrasena").send({ email: "sin-buzon@ejemplo.mx" });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(ANSWER);
      for (let i = 0; i < 200 && !logged; i++) await new Promise((r) => setTimeout(r, 20));
      const line = JSON.parse(logged.trim().split("\n")[0]) as { msg: string; err?: { message: string } };
      expect(line.msg).toBe("no se pudo preparar el enlace para restablecer la contraseña");
      expect(line.err?.message).toContain("EmailMessage");
      expect(logged).not.toContain("reset-password?token=");
      expect(await broken.prisma.passwordResetToken.count()).toBe(0); // rolled back with the mail
    } finally {
      await broken.close();
    }
  });

  it("answers 429 past RATE_LIMIT_MAX requests from one IP", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      for (let i = 0; i < 2; i++)
        await request(limited.app)
          .post("/api/usuarios/recuperar-contrasena")
          .send({ email: `r${i}@ejemplo.mx` });
      const res = await request(limited.app)
        .post("/api/usuarios/recuperar-contrasena")
        .send({ email: "r9@ejemplo.mx" });
      expect(res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("password change", () => {
  it("needs the current password, returns a fresh token and signs out every other session", async () => {
    const user = await t.createUser({ email: "sesiones@ejemplo.mx", password: "clave-actual-1" });
    const otherDevice = (await login("sesiones@ejemplo.mx", "clave-actual-1")).body.token as string;
    const wrong = await request(t.app)
      .post("/api/usuarios/cambiar-contrasena")
      .set(user.auth)
      .send({ currentPassword: "no-es-esta", newPassword: "clave-nueva-2" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("La contraseña actual no es correcta");
    expect((await me(user.id, otherDevice)).status).toBe(200);

    const res = await request(t.app)
      .post("/api/usuarios/cambiar-contrasena")
      .set(user.auth)
      .send({ currentPassword: "clave-actual-1", newPassword: "clave-nueva-2" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Tu contraseña se cambió. Cerramos tus otras sesiones.");
    expect((await me(user.id, res.body.token)).status).toBe(200);
    expect((await me(user.id, otherDevice)).status).toBe(401);
    expect((await me(user.id, user.token)).status).toBe(401);
    expect((await login("sesiones@ejemplo.mx", "clave-nueva-2")).status).toBe(200);
  });

  it("refuses a caller without a session and a too-short new password", async () => {
    expect(
      (
        await request(t.app)
          .post("/api/usuarios/cambiar-contrasena")
          .send({ currentPassword: "a", newPassword: "clave-nueva-2" })
      ).status,
    ).toBe(401);
    const user = await t.createUser();
    const short = await request(t.app)
      .post("/api/usuarios/cambiar-contrasena")
      .set(user.auth)
      .send({ currentPassword: "secreto123", newPassword: "corta" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("La contraseña debe tener al menos 8 caracteres");
  });
});
