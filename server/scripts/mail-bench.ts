// Measures the newsletter: queue one to 1,000 confirmed subscribers and deliver it through the send-mail job to a
// real SMTP server (smtp-server, in this process), with time and memory. Embedded PGlite by default; with
// DATABASE_URL, a throwaway database on that server.
//   npx tsx server/scripts/mail-bench.ts
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx server/scripts/mail-bench.ts
import { randomBytes } from "node:crypto";
import { createNewsletterWithTest, sendNewsletter } from "../src/features/newsletter/newsletter.service.ts";
import { loadConfig } from "../src/lib/config.ts";
import { openDatabase } from "../src/lib/db/client.ts";
import { createLogger } from "../src/lib/logger.ts";
import { smtpTransport } from "../src/lib/mail/outbox.ts";
import { startSmtpSink } from "#test/smtp-sink.ts";
import { createServerDatabase, startMailWorker } from "#test/test-app.ts";

const SUBSCRIBERS = 1000;
const server = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : undefined;
const db = await openDatabase({ url: server?.url, dataDir: "memory://" });
const config = loadConfig({ PUBLIC_URL: "https://autora.example", DATA_DIR: "/tmp" });
const ctx = { prisma: db.prisma, config };
const smtp = await startSmtpSink(0, { parse: false });
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

try {
  await db.prisma.subscriber.createMany({
    data: Array.from({ length: SUBSCRIBERS }, (_, i) => ({
      email: `lectora${i}@ejemplo.mx`,
      status: "confirmed" as const,
      token: randomBytes(24).toString("base64url"),
      confirmedAt: new Date(),
    })),
  });
  const body = Array.from(
    { length: 6 },
    (_, i) => `Párrafo ${i + 1}: **Urdimbre** visita *Colima* y Guadalajara. Más en https://autora.example/blogpage`,
  ).join("\n\n");
  const draft = await createNewsletterWithTest(ctx, { title: "Novedades de noviembre", body }, "autora@ejemplo.mx");

  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);

  const t0 = performance.now();
  const sent = await sendNewsletter(ctx, draft.id);
  const queuedMs = performance.now() - t0;
  const worker = startMailWorker({
    prisma: db.prisma,
    log: createLogger("silent"),
    from: "Autora <boletin@autora.example>",
    transport: smtpTransport(smtp.url),
  });
  await smtp.waitFor(sent.recipients + 1, undefined, 600_000); // + the test copy
  const deliveredMs = performance.now() - t0;
  clearInterval(sampler);
  await worker.stop();

  console.log(
    `\nNewsletter to ${sent.recipients} confirmed subscribers (${server ? "PostgreSQL" : "embedded PGlite"}, SMTP on localhost)`,
  );
  console.log("| step | ms |");
  console.log("|---|---|");
  console.log(`| queue (one transaction, ${sent.recipients} rows) | ${Math.round(queuedMs)} |`);
  console.log(`| queued to the last message accepted by SMTP | ${Math.round(deliveredMs - queuedMs)} |`);
  console.log(
    `| total | ${Math.round(deliveredMs)} (${Math.round((sent.recipients / deliveredMs) * 1000)} messages/s) |`,
  );
  console.log(
    `\nMemory: RSS ${mb(baseline.rss)} MB before, peak ${mb(peakRss)} MB (+${mb(peakRss - baseline.rss)}); heap used ${mb(baseline.heapUsed)} MB before, peak ${mb(peakHeap)} MB`,
  );
} finally {
  await smtp.stop();
  await db.close();
  await server?.drop();
}
