// Tells every server process on one PostgreSQL database which public data changed (its names, e.g. "books"), through
// LISTEN/NOTIFY, so that each process empties what its response cache (response-cache.ts) keeps of that data within
// milliseconds of a change made through another.
// Only with DATABASE_URL: the embedded PGlite database belongs to one process (its data directory is locked).
import pg from "pg";
import type { PrismaClient } from "./db/client.ts";
import type { Logger } from "./logger.ts";

const CHANNEL = "autora_public_changes";
const RECONNECT_MS = 1000;

export interface ChangeFeed {
  /** Tells every process (this one included) that the named public data changed. */
  publish(names: readonly string[]): Promise<void>;
  /**
   * Called with the names on every change notice, and with undefined (everything) when listening starts again after
   * a lost connection (changes may have been missed) or for a notice that names nothing.
   */
  onChange(listener: (names: readonly string[] | undefined) => void): void;
  /** false while the listening connection is down: a cache must then neither serve nor keep bodies. */
  readonly live: boolean;
  close(): Promise<void>;
}

export async function startChangeFeed({
  url,
  prisma,
  log,
}: {
  url: string;
  prisma: PrismaClient;
  log: Logger;
}): Promise<ChangeFeed> {
  const listeners: ((names: readonly string[] | undefined) => void)[] = [];
  const changed = (names?: readonly string[]) => listeners.forEach((listener) => listener(names));
  const notified = ({ payload }: pg.Notification) => changed(payload ? payload.split(",") : undefined);
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function listen() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on("notification", notified);
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
    async publish(names) {
      await prisma.$executeRaw`SELECT pg_notify(${CHANNEL}, ${names.join(",")})`;
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
