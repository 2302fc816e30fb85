// The rest of the start, once the settings are known (index.ts): the database (the embedded one is already opening in
// its thread), the administrator and demo content, the app, listening, the background jobs and the clean shutdown.
import type { AddressInfo } from "node:net";
import { createApp } from "./app.ts";
import { createAuth } from "./lib/auth.ts";
import { createHttpServer } from "./lib/http-server.ts";
import { serveBackups } from "./lib/backup-socket.ts";
import { startChangeFeed } from "./lib/change-feed.ts";
import type { Config } from "./lib/config.ts";
import { openDatabase, type Database } from "./lib/db/client.ts";
import type { EmbeddedInWorker } from "./lib/db/embedded.ts";
import type { Logger } from "./lib/logger.ts";
import { smtpTransport } from "./lib/mail/outbox.ts";
import { createPayments } from "./lib/payments/index.ts";
import { describeDatabaseError, describeListenError, describeStartError, exitWith } from "./lib/startup-errors.ts";
import { resolveJwtSecret } from "./lib/jwt-secret.ts";
import { unfinishedRestore } from "./lib/restore.ts";
import { createStorage } from "./lib/storage.ts";
import { ensureAdmin } from "./features/accounts/ensure-admin.ts";
import { issueSetupToken, setupLink } from "./features/accounts/setup-token.ts";
import { seedOnStart } from "./seed/seed.ts";
import { jobs as backgroundJobs } from "./jobs/index.ts";
import { jobContext, startJobs } from "./jobs/runner.ts";

/** How long after the start the background jobs make their first runs: the first requests come first. */
const JOBS_AFTER_START_MS = 1_000;

export async function startServer({
  config,
  log,
  embedded,
  startedAt,
}: {
  config: Config;
  log: Logger;
  embedded?: EmbeddedInWorker;
  startedAt: number;
}) {
  // A restore that was interrupted: its folder is neither the old site nor the restored one (nor a new, demo one).
  const unfinished = unfinishedRestore(config.dataDir);
  if (unfinished) exitWith(unfinished);
  let db: Database;
  try {
    db = await openDatabase({
      url: config.databaseUrl,
      dataDir: `${config.dataDir}/pglite`,
      poolSize: config.databasePoolSize,
      log: (message) => log.info(message),
      embedded,
    });
  } catch (err) {
    exitWith(describeDatabaseError(err, config.databaseUrl, `${config.dataDir}/pglite`));
  }
  const { prisma } = db;

  /** After the database is open: close it (the embedded one writes its files) before exiting. */
  async function closeAndExitWith(line: string): Promise<never> {
    await db.close().catch(() => {});
    return exitWith(line);
  }

  /** Administrator (or the one-time setup link's token), storage, demo content, the Express app and its companions. */
  async function prepareApp() {
    const admin = await ensureAdmin(prisma, config.admin);
    if (admin)
      log.info(`${admin.promoted ? "cuenta convertida en administradora" : "administradora creada"}: ${admin.email}`);
    // No administrator and none configured: a one-time link to register the first one, printed once the server listens.
    const setupToken = await issueSetupToken(prisma);
    const storage = createStorage(config);
    await seedOnStart(db, config, { prisma, storage, log });

    const auth = createAuth(prisma, await resolveJwtSecret(prisma, config));
    // Several processes may share a DATABASE_URL: they tell each other about changes (the embedded database has one).
    const changes = db.embedded ? undefined : await startChangeFeed({ url: db.url, prisma, log });
    const app = createApp({ config, prisma, auth, log, storage, payments: createPayments(config, log), changes });
    // The embedded database is locked by this process: `npm run backup` asks it for the archive (backup-socket.ts).
    const backups = db.embedded
      ? await serveBackups({ dataDir: config.dataDir, uploadsDir: config.uploadsDir, prisma, log })
      : undefined;
    return { setupToken, app, changes, backups };
  }
  const { app, setupToken, changes, backups } = await prepareApp().catch((err: unknown) =>
    closeAndExitWith(describeStartError(err, config)),
  );

  // Background work, all started here and stopped together in shutdown (jobs/runner.ts); requests never wait for it,
  // and the first runs come a moment after the server listens.
  const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined;
  if (!transport) log.info("SMTP_URL no configurado: los correos no se envían, se guardan en Administración → Correos");
  const jobs = startJobs(
    backgroundJobs,
    jobContext(
      { prisma, config, log },
      {
        mail: { prisma, log, from: config.mail.from, transport },
        publicDataChanged: (names) => app.locals.responseCache.publicDataChanged(names),
      },
    ),
    { firstRunAfterMs: JOBS_AFTER_START_MS },
  );

  const server = createHttpServer(app, config.server);
  server.once("error", (err) => void closeAndExitWith(describeListenError(err, config)));
  server.listen(config.port, config.host, () => {
    const address = server.address() as AddressInfo;
    const url = `http://localhost:${address.port}`;
    log.info(
      { ms: Math.round(performance.now() - startedAt), database: db.embedded ? "embebida (PGlite)" : "DATABASE_URL" },
      `listo en ${url}`,
    );
    console.log(`\n  Autora Colimense está en ${url}\n`);
    if (!config.publicUrl) {
      log.warn(
        `PUBLIC_URL no está definida: los enlaces canónicos, Open Graph y sitemap.xml usan ${config.siteUrl}. Defínela con la dirección pública del sitio.`,
      );
    }
    if (setupToken) {
      const link = setupLink(config.publicUrl ? config.siteUrl : listeningUrl(address), setupToken);
      console.log(`  Aún no hay administradora. Crea la primera con este enlace (sirve una sola vez):\n\n  ${link}\n`);
    }
  });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, stop the jobs (the mail job finishes the message in
  // hand; what is still queued is sent after the next start), then close the database.
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: cerrando`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await jobs.stop();
      transport?.close(); // after the mail job's last run
      await changes?.close();
      await backups?.close();
      await db.close();
      log.info("cerrado");
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** The address the server really listens on (localhost when it listens on every interface). */
function listeningUrl({ address, port, family }: AddressInfo): string {
  if (address === "0.0.0.0" || address === "::") return `http://localhost:${port}`;
  return family === "IPv6" ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}
