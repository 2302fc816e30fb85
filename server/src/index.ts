// Starts the site: configuration, database (embedded or DATABASE_URL), demo content, HTTP server, clean shutdown.
import type { AddressInfo } from "node:net";
import { createApp } from "./app.ts";
import { createAuth } from "./lib/auth.ts";
import { ConfigError, loadConfig, resolveJwtSecret } from "./lib/config.ts";
import { openDatabase, type Database } from "./lib/db/client.ts";
import { createLogger } from "./lib/logger.ts";
import { createPayments } from "./lib/payments/index.ts";
import { createStorage } from "./lib/storage.ts";
import { startExpirySweeper } from "./features/orders/expiry-sweeper.ts";
import { ensureAdmin } from "./features/users/ensure-admin.ts";
import { seedOnStart } from "./seed/seed.ts";

const startedAt = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const log = createLogger(config.logLevel);

let db: Database;
try {
  db = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: config.databasePoolSize,
    log: (message) => log.info(message),
  });
} catch (err) {
  console.error(`No se pudo abrir la base de datos: ${(err as Error).message}`);
  process.exit(1);
}
const { prisma } = db;

const admin = await ensureAdmin(prisma, config.admin);
if (admin) log.info(`administradora creada: ${admin.email}`);
const storage = createStorage(config);
await seedOnStart(db, config, { prisma, storage, log });

const auth = createAuth(prisma, resolveJwtSecret(config));
const app = createApp({ config, prisma, auth, log, storage, payments: createPayments(config, log) });

// Pending vouchers of the built-in provider expire inside the server, every minute (safe with several processes).
const sweeper = startExpirySweeper(prisma, log, { onExpired: () => app.locals.responseCache.clear() });

const server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  log.info({ ms: Math.round(performance.now() - startedAt), database: db.embedded ? "embebida (PGlite)" : "DATABASE_URL" }, `listo en ${url}`);
  console.log(`\n  Autora Colimense está en ${url}\n`);
});

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: cerrando`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await sweeper.stop();
    await db.close();
    log.info("cerrado");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
