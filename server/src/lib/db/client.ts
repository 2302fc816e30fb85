import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../generated/prisma/client.ts";
import { migrationsDir } from "../paths.ts";
import { applyMigrations, fromPg } from "./migrate.ts";
import type { EmbeddedPostgres } from "./embedded.ts";

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  url: string;
  /** true for the embedded PGlite default */
  embedded: boolean;
  /** true when the embedded data directory was created by this start */
  created: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** a PostgreSQL URL; without it, the embedded PGlite database in dataDir */
  url?: string;
  /** embedded data directory, or "memory://" for a throwaway migrated database (tests) */
  dataDir: string;
  log?: (message: string) => void;
  poolSize?: number;
}

/** Opens the database and applies pending migrations (same bookkeeping as `prisma migrate deploy`). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
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
  const adapter = new PrismaPg({
    connectionString: url,
    max: embedded ? embedded.maxConnections : (options.poolSize ?? 10),
    // A database that stops answering must turn into a 503, not a request that hangs. The embedded database
    // has a single connection that every request queues for, so waiting for it is normal there.
    connectionTimeoutMillis: embedded ? 30_000 : 5_000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // Embedded PGlite runs one transaction at a time, so bursts of interactive transactions queue up.
  const prisma = new PrismaClient({
    adapter,
    transactionOptions: embedded ? { maxWait: 30_000, timeout: 30_000 } : { maxWait: 5_000, timeout: 10_000 },
  });
  return {
    prisma,
    url,
    embedded: !!embedded,
    created: embedded?.created ?? false,
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
    },
  };
}
