// The outbox against a real SMTP server started here: an outage delays the mail but never loses or doubles it,
// and two workers with their own connections to one PostgreSQL database send each message once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort, startSmtpSink, type SmtpSink } from "#test/smtp-sink.ts";
import { createServerDatabase, createTestApp, startMailWorker, type TestApp } from "#test/test-app.ts";
import { openDatabase } from "../db/client.ts";
import { createLogger } from "../logger.ts";
import { enqueueMail, smtpTransport, type OutgoingMail } from "./outbox.ts";

const mail = (to: string, subject: string): OutgoingMail => ({
  kind: "newsletter",
  to,
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("mail outbox", () => {
  it("keeps retrying while SMTP is down and delivers once when it is back", async () => {
    const port = await closedPort();
    await enqueueMail(t.prisma, mail("caida@ejemplo.mx", "Durante la caída"));
    const worker = t.startMailWorker(`smtp://127.0.0.1:${port}`, { retryBaseMs: 100 });
    // Two failed attempts, with the reason kept and the message still pending.
    for (let i = 0; i < 100; i++) {
      const row = await t.prisma.emailMessage.findFirstOrThrow({ where: { to: "caida@ejemplo.mx" } });
      if (row.attempts >= 2 && !row.lockedUntil) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const waiting = await t.prisma.emailMessage.findFirstOrThrow({ where: { to: "caida@ejemplo.mx" } });
    expect(waiting.status).toBe("pending");
    expect(waiting.attempts).toBeGreaterThanOrEqual(2);
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpSink(port);
    try {
      const [received] = await smtp.waitFor(1);
      expect(received.to).toBe("caida@ejemplo.mx");
      expect(received.subject).toBe("Durante la caída");
      await new Promise((r) => setTimeout(r, 1500)); // several more polls (and retry delays): still one
      expect(smtp.received).toHaveLength(1);
      const sent = await t.prisma.emailMessage.findFirstOrThrow({ where: { to: "caida@ejemplo.mx" } });
      expect(sent.status).toBe("sent");
      expect(sent.sentAt).not.toBeNull();
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });

  it("without SMTP keeps every message for the admin area instead of sending it", async () => {
    await enqueueMail(t.prisma, mail("guardado@ejemplo.mx", "Sin SMTP"));
    const worker = t.startMailWorker();
    try {
      for (
        let i = 0;
        i < 100 &&
        (await t.prisma.emailMessage.findFirstOrThrow({ where: { to: "guardado@ejemplo.mx" } })).status !== "kept";
        i++
      ) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await t.prisma.emailMessage.findFirstOrThrow({ where: { to: "guardado@ejemplo.mx" } })).status).toBe(
        "kept",
      );
    } finally {
      await worker.stop();
    }
  });

  it("a message whose transaction rolls back is never sent", async () => {
    await expect(
      t.prisma.$transaction(async (tx) => {
        await enqueueMail(tx, mail("nunca@ejemplo.mx", "No debe salir"));
        throw new Error("la orden falló");
      }),
    ).rejects.toThrow("la orden falló");
    expect(await t.prisma.emailMessage.count({ where: { to: "nunca@ejemplo.mx" } })).toBe(0);
  });
});

// Two workers, each with its own connection pool, on one real PostgreSQL database: what two server processes do.
describe("two workers on one PostgreSQL database", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.stop());

  it("send each of 200 messages exactly once", async () => {
    const database = await createServerDatabase(
      process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    );
    const first = await openDatabase({ url: database.url, dataDir: "memory://", poolSize: 4 });
    const second = await openDatabase({ url: database.url, dataDir: "memory://", poolSize: 4 });
    const log = createLogger("silent");
    try {
      await enqueueMail(
        first.prisma,
        ...Array.from({ length: 200 }, (_, i) => mail(`lectora${i}@ejemplo.mx`, `Mensaje ${i}`)),
      );
      const from = "Autora <tienda@autora.test>";
      const workers = [first, second].map((db) =>
        startMailWorker({
          prisma: db.prisma,
          log,
          from,
          transport: smtpTransport(smtp.url),
          pollMs: 20,
          batchSize: 10,
        }),
      );
      await smtp.waitFor(200);
      await new Promise((r) => setTimeout(r, 500));
      await Promise.all(workers.map((w) => w.stop()));
      const subjects = smtp.received.map((m) => m.subject);
      expect(subjects).toHaveLength(200);
      expect(new Set(subjects).size).toBe(200);
      expect(await first.prisma.emailMessage.count({ where: { status: "sent" } })).toBe(200);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
