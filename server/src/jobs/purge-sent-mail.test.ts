// The purge-sent-mail job on the test's real database: its first run, soon after the start, deletes the finished
// e-mails older than the retention and keeps the recent ones and every one still waiting to be sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { jobContext, startJobs } from "./runner.ts";
import purgeSentMail, { MAIL_RETENTION_DAYS } from "./purge-sent-mail.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const mail = (subject: string, status: "pending" | "sent" | "kept" | "failed", ageDays: number) => ({
  kind: "contact",
  to: "lectora@ejemplo.mx",
  subject,
  html: "<p>Hola</p>",
  text: "Hola",
  status,
  createdAt: new Date(Date.now() - ageDays * DAY),
});

describe("purge-sent-mail job", () => {
  it("deletes the finished mail older than the retention, and keeps the recent mail and the mail still to send", async () => {
    await t.prisma.emailMessage.createMany({
      data: [
        mail("enviado viejo", "sent", MAIL_RETENTION_DAYS + 1),
        mail("guardado viejo", "kept", MAIL_RETENTION_DAYS + 30),
        mail("fallido viejo", "failed", MAIL_RETENTION_DAYS + 2),
        mail("enviado reciente", "sent", MAIL_RETENTION_DAYS - 1),
        mail("pendiente viejo", "pending", MAIL_RETENTION_DAYS + 5),
      ],
    });
    const jobs = startJobs([{ ...purgeSentMail, startDelayMs: 0 }], jobContext(t.ctx, {}));
    await expect
      .poll(() =>
        t.prisma.emailMessage.count({ where: { subject: { endsWith: "viejo" }, status: { not: "pending" } } }),
      )
      .toBe(0);
    await jobs.stop();
    const left = await t.prisma.emailMessage.findMany({ select: { subject: true }, orderBy: { subject: "asc" } });
    expect(left.map((m) => m.subject)).toEqual(["enviado reciente", "pendiente viejo"]);
  });
});
