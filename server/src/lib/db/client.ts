import { Socket } from "node:net";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../generated/prisma/client.ts";
import { migrationsDir } from "../paths.ts";
import { applyMigrations, fromPg } from "./migrate.ts";
import type { EmbeddedInWorker, EmbeddedPostgres } from "./embedded.ts";

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  url: string;
  /** true for the embedded PGlite default */
  embedded: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** a PostgreSQL URL; without it, the embedded PGlite database in dataDir */
  url?: string;
  /** embedded data directory, or "memory://" for a throwaway migrated database (tests) */
  dataDir: string;
  log?: (message: string) => void;
  poolSize?: number;
  /** the server's embedded database, already opening in its own thread (startEmbeddedPostgresInWorker) */
  embedded?: EmbeddedInWorker;
}

/** Opens the database and applies pending migrations (same bookkeeping as `prisma migrate deploy`). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  if (options.embedded) return openInWorker(options.embedded, options.dataDir, log);
  let url = options.url;
  let embedded: EmbeddedPostgres | undefined;
  if (!url) {
    const { startEmbeddedPostgres } = await import("./embedded.ts"); // PGlite loads only when needed
    embedded = await startEmbeddedPostgres(options.dataDir);
    url = embedded.url;
    log(`PostgreSQL embebido (PGlite) en ${options.dataDir}`);
  }
  try {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await applyMigrations(fromPg(client), migrationsDir, (message) => log(`migración: ${message}`));
    } finally {
      await client.end();
    }
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  const prisma = createPrisma(
    url,
    embedded ? { maxConnections: embedded.maxConnections } : { poolSize: options.poolSize ?? 10 },
  );
  return {
    prisma,
    url,
    embedded: !!embedded,
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
    },
  };
}

/**
 * The pool of connections Prisma queries through. A database that restarts (or an administrator ending sessions) sends
 * each open connection an error, whether or not a query runs on it: without a listener on every connection, pg throws
 * that error as an unhandled 'error' event, which ends the process. Here each connection and the pool keep one: the
 * broken connection is dropped, the query on it fails (a 503), and the next query opens a new one.
 */
function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const ignore = () => {}; // the query that was running on it fails on its own and says why
  pool.on("error", ignore);
  pool.on("connect", (client) => client.on("error", ignore));
  return pool;
}

function createPrisma(
  url: string,
  size: { maxConnections: number } | { poolSize: number },
  stream?: () => Socket,
): PrismaClient {
  const embedded = "maxConnections" in size;
  const pool = createPool({
    connectionString: url,
    stream,
    max: embedded ? size.maxConnections : size.poolSize,
    // A database that stops answering must turn into a 503, not a request that hangs. The embedded database
    // has a single connection that every request queues for, so waiting for it is normal there.
    connectionTimeoutMillis: embedded ? 30_000 : 5_000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // the pool ends with the client ($disconnect)
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  // Embedded PGlite runs one transaction at a time, so bursts of interactive transactions queue up.
  return new PrismaClient({
    adapter,
    transactionOptions: embedded ? { maxWait: 30_000, timeout: 30_000 } : { maxWait: 5_000, timeout: 10_000 },
  });
}

/**
 * A socket for pg that connects once `ready` has resolved, and fails with its reason if it rejects. pg may give up on
 * it before (its connection timeout): then it is left alone.
 */
function socketWhenReady(ready: Promise<unknown>): Socket {
  const socket = new Socket();
  const connectNow = socket.connect.bind(socket) as (...args: unknown[]) => Socket;
  socket.connect = ((...args: unknown[]) => {
    ready.then(
      () => {
        if (!socket.destroyed) connectNow(...args);
      },
      (err: unknown) => {
        if (!socket.destroyed) socket.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return socket;
  }) as Socket["connect"];
  return socket;
}

/**
 * The embedded database opening in its thread (which applies the migrations before it serves). Meanwhile this thread
 * makes the Prisma client, loads its query compiler (WebAssembly) and prepares a few queries of the kinds the start
 * makes: the compiler's first queries cost it far more than the next ones, and their connection waits until the
 * database serves (socketWhenReady), so they only read once it is open and migrated.
 */
async function openInWorker(
  starting: EmbeddedInWorker,
  dataDir: string,
  log: (message: string) => void,
): Promise<Database> {
  const prisma = createPrisma(starting.url, { maxConnections: starting.maxConnections }, () =>
    socketWhenReady(starting.ready),
  );
  const compilerLoaded = prisma.$connect();
  compilerLoaded.catch(() => {}); // read below, once the database has opened
  // Only to prepare the compiler: what they answer (or a failure) does not matter.
  const warmedUp = compilerLoaded.then(() =>
    Promise.all([
      prisma.$queryRaw`SELECT 1`,
      prisma.appSetting.findUnique({ where: { key: "" } }),
      prisma.appSetting.count({ where: { key: "" } }),
    ]).catch(() => {}),
  );
  let embedded: EmbeddedPostgres;
  try {
    embedded = await starting.ready;
  } catch (err) {
    await warmedUp.catch(() => {});
    await prisma.$disconnect();
    throw err;
  }
  try {
    await compilerLoaded;
    await warmedUp;
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  log(`PostgreSQL embebido (PGlite) en ${dataDir}`);
  return {
    prisma,
    url: embedded.url,
    embedded: true,
    async close() {
      await prisma.$disconnect();
      await embedded.stop();
    },
  };
}
