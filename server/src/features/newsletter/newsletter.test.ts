// The double opt-in newsletter, with the confirmation and the newsletters read from a real SMTP server.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#test/smtp-sink.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { createApp } from "../../app.ts";
import { createAuth } from "../../lib/auth.ts";
import { loadConfig } from "../../lib/config.ts";
import { openDatabase } from "../../lib/db/client.ts";
import { startEmbeddedPostgres } from "../../lib/db/embedded.ts";
import { applyMigrations, fromPg, listMigrations } from "../../lib/db/migrate.ts";
import { createLogger } from "../../lib/logger.ts";
import { createPayments } from "../../lib/payments/index.ts";
import { migrationsDir } from "../../lib/paths.ts";
import { createStorage } from "../../lib/storage.ts";

const ANSWER = "¡Gracias por suscribirte! Te enviamos un correo para confirmar tu suscripción.";
const USED_UP =
  "Este enlace de confirmación ya no es válido: ya se usó, venció o la suscripción se canceló. Si quieres recibir el boletín, suscríbete de nuevo con tu correo al pie de la página.";

let t: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: "https://autora.test" });
  t.startMailWorker(smtp.url);
  admin = await t.createUser({ rol: ROLE_ADMIN, email: "autora@ejemplo.mx" });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const subscribe = (body: unknown) =>
  request(t.app)
    .post("/api/subscribe")
    .send(body as object);

/** The token of the newest confirmation mail sent to `email` (`count`: how many it has received). */
async function confirmationToken(email: string, count = 1) {
  const mails = await smtp.waitFor(count, (m) => m.to === email);
  const mail = mails[count - 1];
  expect(mail.subject).toBe("Confirma tu suscripción");
  return /https:\/\/autora\.test\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
}

const confirm = (token: string) => request(t.app).post("/api/newsletter/confirm").send({ token });
const statusOf = async (email: string) => (await t.prisma.subscriber.findUniqueOrThrow({ where: { email } })).status;

/** Subscribes and confirms `email`; answers its unsubscribe token (the one every newsletter carries). */
async function confirmed(email: string) {
  await subscribe({ email });
  expect((await confirm(await confirmationToken(email))).status).toBe(200);
  return (await t.prisma.subscriber.findUniqueOrThrow({ where: { email } })).token!;
}

describe("POST /api/subscribe", () => {
  it("stores a new address as pending and mails a confirmation link; a known address gets the same answer", async () => {
    const first = await subscribe({ email: " Lectora@Ejemplo.MX " });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: ANSWER });
    expect(await t.prisma.subscriber.findMany({ select: { email: true, status: true } })).toEqual([
      { email: "lectora@ejemplo.mx", status: "pending" },
    ]);
    const token = await confirmationToken("lectora@ejemplo.mx");

    const again = await subscribe({ email: "lectora@ejemplo.mx" });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: ANSWER });
    const confirm = await request(t.app).post("/api/newsletter/confirm").send({ token });
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toBe("¡Listo! Tu suscripción está confirmada.");
    const known = await subscribe({ email: "lectora@ejemplo.mx" });
    expect([known.status, known.body]).toEqual([201, { message: ANSWER }]);
    await new Promise((r) => setTimeout(r, 300));
    // Repeats within 10 minutes and a confirmed address get no second e-mail.
    expect(smtp.received.filter((m) => m.to === "lectora@ejemplo.mx")).toHaveLength(1);
    expect(await t.prisma.subscriber.findUniqueOrThrow({ where: { email: "lectora@ejemplo.mx" } })).toMatchObject({
      status: "confirmed",
    });
  });

  it.each([{}, { email: "" }, { email: "sin-arroba" }, { email: 42 }])(
    "refuses %j with 'Por favor, ingresa un correo válido'",
    async (body) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Por favor, ingresa un correo válido");
    },
  );

  it("refuses unknown fields and unknown confirmation tokens", async () => {
    const res = await subscribe({ email: "otra@ejemplo.mx", nombre: "Otra" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Llave desconocida: "nombre"');
    const bad = await confirm("z".repeat(32));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(USED_UP);
    const malformed = await confirm("no-es-un-token");
    expect([malformed.status, malformed.body.message]).toEqual([400, "El enlace no es válido."]);
  });

  it("answers 429 past RATE_LIMIT_MAX signups from one IP", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      for (let i = 0; i < 2; i++)
        await request(limited.app)
          .post("/api/subscribe")
          .send({ email: `s${i}@ejemplo.mx` });
      const res = await request(limited.app).post("/api/subscribe").send({ email: "s9@ejemplo.mx" });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe("Demasiadas solicitudes. Intenta de nuevo en unos minutos.");
      expect(await limited.prisma.subscriber.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe("confirmation links", () => {
  it("work once; the stored row keeps only their hash", async () => {
    await subscribe({ email: "una-vez@ejemplo.mx" });
    const token = await confirmationToken("una-vez@ejemplo.mx");
    const row = await t.prisma.subscriber.findUniqueOrThrow({ where: { email: "una-vez@ejemplo.mx" } });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.token).not.toBe(token);

    const first = await confirm(token);
    expect([first.status, first.body.message]).toEqual([200, "¡Listo! Tu suscripción está confirmada."]);
    const second = await confirm(token);
    expect([second.status, second.body.message]).toEqual([400, USED_UP]);
    expect(await statusOf("una-vez@ejemplo.mx")).toBe("confirmed");
  });

  it("an old confirmation link does not subscribe again an address that unsubscribed; a new signup does", async () => {
    const email = "se-va@ejemplo.mx";
    await subscribe({ email });
    const oldLink = await confirmationToken(email);
    expect((await confirm(oldLink)).status).toBe(200);
    const unsubscribeToken = (await t.prisma.subscriber.findUniqueOrThrow({ where: { email } })).token!;
    expect(
      (
        await request(t.app)
          .post(`/api/newsletter/unsubscribe/${unsubscribeToken}`)
          .type("form")
          .send("List-Unsubscribe=One-Click")
      ).status,
    ).toBe(200);
    expect(await statusOf(email)).toBe("unsubscribed");

    const replay = await confirm(oldLink);
    expect([replay.status, replay.body.message]).toEqual([400, USED_UP]);
    expect(await statusOf(email)).toBe("unsubscribed");

    // Signing up again (past the 10 minutes between confirmation mails) mails a new link, which confirms.
    await t.prisma.subscriber.update({
      where: { email },
      data: { confirmationSentAt: new Date(Date.now() - 11 * 60 * 1000) },
    });
    await subscribe({ email });
    const newLink = await confirmationToken(email, 2);
    expect(newLink).not.toBe(oldLink);
    expect((await confirm(oldLink)).status).toBe(400);
    expect(await statusOf(email)).toBe("pending");
    expect((await confirm(newLink)).status).toBe(200);
    expect(await statusOf(email)).toBe("confirmed");
    // the unsubscribe link of the earlier newsletters still works
    expect((await request(t.app).post("/api/newsletter/unsubscribe").send({ token: unsubscribeToken })).status).toBe(
      200,
    );
    expect(await statusOf(email)).toBe("unsubscribed");
  });

  it("expire after 7 days", async () => {
    await subscribe({ email: "tarde@ejemplo.mx" });
    const token = await confirmationToken("tarde@ejemplo.mx");
    const row = await t.prisma.subscriber.findUniqueOrThrow({ where: { email: "tarde@ejemplo.mx" } });
    const lifetime = row.confirmTokenExpiresAt!.getTime() - row.confirmationSentAt!.getTime();
    expect(Math.abs(lifetime - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(5_000);
    await t.prisma.subscriber.update({
      where: { id: row.id },
      data: { confirmTokenExpiresAt: new Date(Date.now() - 1000) },
    });
    const late = await confirm(token);
    expect([late.status, late.body.message]).toEqual([400, USED_UP]);
    expect(await statusOf("tarde@ejemplo.mx")).toBe("pending");
  });
});

describe("newsletters", () => {
  it("test-sends to the author, then sends once to confirmed subscribers only, with unsubscribe link and one-click headers", async () => {
    const token = await confirmed("confirmada@ejemplo.mx");
    await subscribe({ email: "pendiente@ejemplo.mx" });
    const goneToken = await confirmed("se-fue@ejemplo.mx");
    expect((await request(t.app).post("/api/newsletter/unsubscribe").send({ token: goneToken })).status).toBe(200);

    const draft = {
      title: "Novedades de noviembre",
      body: "Hola:\n\n**Urdimbre** llega a *Guadalajara*.\n\n- Feria del libro\n- Taller de telar\n\nMás en https://autora.test/blogpage <script>",
    };
    const created = await request(t.app).post("/api/newsletters").set(admin.auth).send(draft);
    expect(created.status).toBe(201);
    const [test] = await smtp.waitFor(1, (m) => m.to === "autora@ejemplo.mx" && m.subject === "Novedades de noviembre");
    expect(test.html).toContain("<strong>Urdimbre</strong>");
    expect(test.html).toContain("<em>Guadalajara</em>");
    expect(test.html).toContain("<li");
    expect(test.html).toContain("&lt;script&gt;");
    expect(test.html).not.toContain("<script>");

    const sent = await request(t.app).post(`/api/newsletters/${created.body.id}/send`).set(admin.auth);
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBeGreaterThanOrEqual(2);
    const [mail] = await smtp.waitFor(
      1,
      (m) => m.to === "confirmada@ejemplo.mx" && m.subject === "Novedades de noviembre",
    );
    expect(mail.header("List-Unsubscribe")).toBe(`<https://autora.test/api/newsletter/unsubscribe/${token}>`);
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain(`href="https://autora.test/newsletter/unsubscribe?token=${token}"`);
    expect(mail.text).toContain("Urdimbre llega a Guadalajara.");
    expect(mail.text).toContain(`https://autora.test/newsletter/unsubscribe?token=${token}`);

    const again = await request(t.app).post(`/api/newsletters/${created.body.id}/send`).set(admin.auth);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Este boletín ya se envió");
    await new Promise((r) => setTimeout(r, 400));
    const copies = smtp.received.filter((m) => m.subject === "Novedades de noviembre");
    expect(copies.filter((m) => m.to === "confirmada@ejemplo.mx")).toHaveLength(1);
    expect(copies.some((m) => m.to === "pendiente@ejemplo.mx" || m.to === "se-fue@ejemplo.mx")).toBe(false);

    // RFC 8058 one-click: the mail client POSTs a form to the header's address.
    const oneClick = await request(t.app)
      .post(`/api/newsletter/unsubscribe/${token}`)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(await t.prisma.subscriber.findUniqueOrThrow({ where: { email: "confirmada@ejemplo.mx" } })).toMatchObject({
      status: "unsubscribed",
    });
  });

  it("lists subscribers with state and dates and exports them as CSV, for administrators only", async () => {
    await subscribe({ email: "=cmd|' /C calc'!A0@ejemplo.mx" }); // refused: not an address
    await subscribe({ email: "csv@ejemplo.mx" });
    const list = await request(t.app).get("/api/newsletter/subscribers").set(admin.auth);
    expect(list.status).toBe(200);
    expect(list.body.find((s: { email: string }) => s.email === "csv@ejemplo.mx")).toMatchObject({
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const csv = await request(t.app).get("/api/newsletter/subscribers.csv").set(admin.auth);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toContain("suscriptores.csv");
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("correo,estado,alta,confirmacion,baja");
    expect(lines.some((l) => l.startsWith("csv@ejemplo.mx,pending,"))).toBe(true);

    const reader = await t.createUser();
    expect((await request(t.app).get("/api/newsletter/subscribers.csv").set(reader.auth)).status).toBe(403);
    expect((await request(t.app).get("/api/newsletter/subscribers")).status).toBe(401);
    expect(
      (await request(t.app).post("/api/newsletters").set(reader.auth).send({ title: "x", body: "y" })).status,
    ).toBe(403);
  });

  it("starts the subscribers CSV with one byte-order mark, so Excel reads the accents", async () => {
    const csv = await request(t.app).get("/api/newsletter/subscribers.csv").set(admin.auth).buffer(true);
    expect(csv.text.startsWith("\uFEFFcorreo,estado,alta,confirmacion,baja\r\n")).toBe(true);
  });

  it("refuses an empty newsletter with Spanish messages", async () => {
    const res = await request(t.app).post("/api/newsletters").set(admin.auth).send({ title: " ", body: "Hola" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("El título es obligatorio");
  });
});

describe("subscribers from before single-use confirmation links", () => {
  it("a pending address confirms once with the link it was mailed; every unsubscribe link keeps working", async () => {
    const names = listMigrations(migrationsDir).map((m) => m.name);
    const before = names[names.findIndex((name) => name.endsWith("_sec3_newsletter_confirm_token")) - 1];
    const dataDir = join(mkdtempSync(join(tmpdir(), "autora-newsletter-")), "pglite");
    const legacy = await startEmbeddedPostgres(dataDir);
    const client = new pg.Client({ connectionString: legacy.url });
    await client.connect();
    await applyMigrations(fromPg(client), migrationsDir, () => {}, before);
    const pendingLink = "UGVuZGllbnRlLWRlLWFudGVzLTEyMzQ1Njc4";
    const confirmedLink = "Q29uZmlybWFkYS1kZS1hbnRlcy0xMjM0NTY3OA";
    await client.query(
      `INSERT INTO "Subscriber" ("email", "status", "token", "confirmationSentAt") VALUES ('pendiente@ejemplo.mx', 'pending', $1, now()), ('confirmada@ejemplo.mx', 'confirmed', $2, now())`,
      [pendingLink, confirmedLink],
    );
    await client.end();
    await legacy.stop();

    const db = await openDatabase({ dataDir }); // applies the new migration
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: join(dataDir, ".."),
      JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    });
    const log = createLogger("silent");
    const app = createApp({
      config,
      prisma: db.prisma,
      auth: createAuth(db.prisma, config.jwtSecret!),
      log,
      storage: createStorage(config),
      payments: createPayments(config, log),
    });
    try {
      const status = async (email: string) =>
        (await db.prisma.subscriber.findUniqueOrThrow({ where: { email } })).status;
      expect((await request(app).post("/api/newsletter/confirm").send({ token: pendingLink })).status).toBe(200);
      expect(await status("pendiente@ejemplo.mx")).toBe("confirmed");
      const again = await request(app).post("/api/newsletter/confirm").send({ token: pendingLink });
      expect([again.status, again.body.message]).toEqual([400, USED_UP]);
      // a confirmed address's link was never a confirmation token any more
      expect((await request(app).post("/api/newsletter/confirm").send({ token: confirmedLink })).status).toBe(400);

      for (const [email, token] of [
        ["pendiente@ejemplo.mx", pendingLink],
        ["confirmada@ejemplo.mx", confirmedLink],
      ]) {
        expect(
          (
            await request(app)
              .post(`/api/newsletter/unsubscribe/${token}`)
              .type("form")
              .send("List-Unsubscribe=One-Click")
          ).status,
        ).toBe(200);
        expect(await status(email)).toBe("unsubscribed");
      }
      expect((await request(app).post("/api/newsletter/confirm").send({ token: pendingLink })).status).toBe(400);
      expect(await status("pendiente@ejemplo.mx")).toBe("unsubscribed");
    } finally {
      await db.close();
    }
  }, 60_000);
});
