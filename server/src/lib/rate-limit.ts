// Request limits for the calls worth abusing, per IP (login, registration, newsletter, payment, order lookup) or per
// signed-in account (comments, favourites: mounted after auth.requireUser), and the counters
// behind them and the login lockout. The counters live in PostgreSQL (table "RateLimit"), so every server process on
// one database counts the same attempts: N processes never give an attacker N times the tries.
import type { Express, Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit";
import type { PrismaClient } from "./db/client.ts";

const WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY = "Demasiadas solicitudes. Intenta de nuevo en unos minutos.";

export interface LimitOptions {
  /** count only the answers with these statuses (e.g. 409 "already registered"); default: every request */
  countOnly?: (status: number) => boolean;
  /** the 429's Spanish message */
  message?: string;
  /** "account": counted per signed-in user (req.user, set by requireUser) instead of per IP */
  per?: "ip" | "account";
  /** the counting window; default 15 minutes */
  windowMs?: number;
  /** one counter under this name for every route the limiter is mounted on, instead of one counter per route */
  name?: string;
  /**
   * counted in this process's memory rather than in the database: for a call that comes with every page view and whose
   * abuse costs little (the visit statistics' beacon), where a database write per request would cost more than the
   * call itself; N processes then allow N times the limit
   */
  inProcess?: boolean;
}

export interface Hits {
  hits: number;
  resetAt: Date;
}

export type SharedCounters = ReturnType<typeof createSharedCounters>;

/**
 * Counters with a window, one row per key. `hit` is one atomic statement (insert or increment; a row whose window has
 * passed starts again at 1), so parallel requests in any number of processes never lose a count.
 * Times are the database's (UTC), never the machines' clocks. Given a transaction, the counts are undone with it.
 */
export function createSharedCounters(prisma: Pick<PrismaClient, "$queryRaw" | "$executeRaw">) {
  return {
    /**
     * Counts one hit. The window starts at the first hit; with `lockAt`, the hit that reaches that count restarts the
     * window (a lock lasts a full window from the failure that triggered it).
     */
    async hit(key: string, windowMs: number, lockAt?: number): Promise<Hits> {
      const rows = await prisma.$queryRaw<Hits[]>`
        INSERT INTO "RateLimit" ("key", "hits", "resetAt")
        VALUES (${key}, 1, timezone('UTC', now()) + ${windowMs}::bigint * interval '1 millisecond')
        ON CONFLICT ("key") DO UPDATE SET
          "hits" = CASE WHEN "RateLimit"."resetAt" <= timezone('UTC', now()) THEN 1 ELSE "RateLimit"."hits" + 1 END,
          "resetAt" = CASE
            WHEN "RateLimit"."resetAt" <= timezone('UTC', now()) OR "RateLimit"."hits" + 1 = ${lockAt ?? null}::int THEN EXCLUDED."resetAt"
            ELSE "RateLimit"."resetAt" END
        RETURNING "hits", "resetAt"`;
      return rows[0];
    },
    /** The current count of a key (0 when unknown or expired). */
    async get(key: string): Promise<Hits | undefined> {
      const rows = await prisma.$queryRaw<Hits[]>`
        SELECT "hits", "resetAt" FROM "RateLimit" WHERE "key" = ${key} AND "resetAt" > timezone('UTC', now())`;
      return rows[0];
    },
    async decrement(key: string): Promise<void> {
      await prisma.$executeRaw`UPDATE "RateLimit" SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = ${key}`;
    },
    async reset(key: string): Promise<void> {
      await prisma.$executeRaw`DELETE FROM "RateLimit" WHERE "key" = ${key}`;
    },
  };
}

/** Deletes the rows whose window has passed (nobody asked for them again); the sweep-rate-limits job calls it. */
export async function deleteExpiredCounters(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`DELETE FROM "RateLimit" WHERE "resetAt" <= timezone('UTC', now())`;
}

/**
 * The client address as the limits count it: an IPv6 client by its /56 network, as express-rate-limit does by default
 * (the login lockout asks for /64, the network a single subscriber gets).
 */
export function clientAddress(ip: string | undefined, ipv6Prefix = 56): string {
  return ipKeyGenerator(ip ?? "", ipv6Prefix);
}

/** Makes the limiters of this app count in the database (called once by createApp). */
export function useSharedCounters(app: Express, counters: SharedCounters) {
  app.locals.sharedCounters = counters;
}

/** express-rate-limit's store interface over the shared counters. */
class PostgresStore implements Store {
  localKeys = false;
  prefix: string;
  private windowMs = WINDOW_MS;
  constructor(
    private counters: SharedCounters,
    prefix: string,
  ) {
    this.prefix = prefix;
  }
  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }
  async increment(key: string) {
    const { hits, resetAt } = await this.counters.hit(this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }
  async get(key: string) {
    const row = await this.counters.get(this.prefix + key);
    return row && { totalHits: row.hits, resetTime: row.resetAt };
  }
  decrement(key: string) {
    return this.counters.decrement(this.prefix + key);
  }
  resetKey(key: string) {
    return this.counters.reset(this.prefix + key);
  }
}

/**
 * The route a request is counted under: the pattern of the route that answered, below the router's mount path
 * case-folded. Express matches paths whatever their case, so "/API/usuarios/login" and "/api/usuarios/login" must
 * share one count.
 */
function routeOf(r: Request): string {
  return `${r.method} ${r.baseUrl.toLowerCase()}${r.route?.path ?? r.path.toLowerCase()}`;
}

/**
 * `max` requests per IP in 15 minutes (RATE_LIMIT_MAX) on the route it is mounted on, or as the options say; over it:
 * 429 with a Spanish message. Counted in the database of the app (useSharedCounters), in memory for an app without one.
 */
export function limitRequests(max: number, options: LimitOptions = {}): RequestHandler {
  const message = options.message ?? TOO_MANY;
  const { countOnly, name } = options;
  const perAccount = options.per === "account";
  const limiters = new WeakMap<object, RequestHandler>();
  const memoryKey = {};
  return (req, res, next) => {
    const counters = options.inProcess ? undefined : (req.app.locals.sharedCounters as SharedCounters | undefined);
    let limiter = limiters.get(counters ?? memoryKey);
    if (!limiter) {
      limiter = rateLimit({
        windowMs: options.windowMs ?? WINDOW_MS,
        limit: max,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        // One counter per route (or per name) and client address (an IPv6 client counts per /56 network, as by default).
        keyGenerator: (r) =>
          `${name ?? routeOf(r)}|${perAccount ? `usuario:${r.user?.id ?? "?"}` : clientAddress(r.ip)}`,
        store: counters
          ? new PostgresStore(counters, `rl:${max}:${countOnly ? "some:" : ""}${perAccount ? "acct:" : ""}`)
          : undefined,
        ...(countOnly
          ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req, res) => !countOnly(res.statusCode) }
          : {}),
        // Made on the first request of each app, so that one module serves apps with different databases (tests).
        validate: { creationStack: false },
        message: { message, error: message },
      });
      limiters.set(counters ?? memoryKey, limiter);
    }
    return limiter(req, res, next);
  };
}
