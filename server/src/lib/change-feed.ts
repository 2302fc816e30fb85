// Tells every server process on one PostgreSQL database that public data changed, through LISTEN/NOTIFY, so that
// each process empties its response cache (response-cache.ts) within milliseconds of a change made through another.
// Only with DATABASE_URL: the embedded PGlite database belongs to one process (its data directory is locked).
import pg from "pg";
import type { PrismaClient } from "./db/client.ts";
import type { Logger } from "./logger.ts";

const CHANNEL = "autora_public_changes";
const RECONNECT_MS = 1000;

export interface ChangeFeed {
  /** Tells every process (this one included) that public data changed. */
  publish(): Promise<void>;
  /** Called on every change notice, and when listening starts again after a lost connection (changes may have been missed). */
  onChange(listener: () => void): void;
  /** false while the listening connection is down: a cache must then neither serve nor keep bodies. */
  readonly live: boolean;
  close(): Promise<void>;
}

export async function startChangeFeed({ url, prisma, log }: { url: string; prisma: PrismaClient; log: Logger }): Promise<ChangeFeed> {
  const listeners: (() => void)[] = [];
  const changed = () => listeners.forEach((listener) => listener());
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function listen() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on("notification", changed);
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      live = false;
      changed();
      next.end().catch(() => {});
      if (closed) return;
      log.warn({ err }, "se perdió la conexión de avisos de cambios; se reintenta");
      retry = setTimeout(() => void listen().catch(() => {}), RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
    live = true;
    changed(); // anything kept while not listening may be stale
  }

  await listen();

  return {
    async publish() {
      await prisma.$executeRaw`SELECT pg_notify(${CHANNEL}, '')`;
    },
    onChange: (listener) => void listeners.push(listener),
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}
