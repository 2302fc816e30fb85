// In-process cache for the public lists every visitor asks for (books, photos, events, contact...). Bodies are kept
// serialised with their ETag; a successful change through the API empties the cache, so nobody sees stale data, and
// with a change feed (PostgreSQL LISTEN/NOTIFY, change-feed.ts) the caches of every other server process too.
// Failed requests and the anonymous calls that change no public data (login, registration, newsletter, payment,
// favourites) leave it alone, so strangers cannot keep emptying it.
// Responses that depend on who asks (an Authorization header, a query string) are never cached.
import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import type { ChangeFeed } from "./change-feed.ts";

const PUBLIC_PATHS = [
  /^\/books$/,
  /^\/book\/\d+$/,
  /^\/book\/\d+\/testimonials$/,
  /^\/testimonials$/,
  /^\/fotografias$/,
  /^\/blog$/,
  /^\/contact-info$/,
  /^\/site-content$/,
  /^\/legal-pages\/[a-z-]+$/,
  /^\/\d+\/comentarios$/,
  /^\/comentarios\/\d+$/,
  /^\/config$/,
];

/** Writes that change nothing a public list shows (paths relative to /api). */
// (POST /pago-oxxo is not here: a voucher takes copies off the book's public stock.)
const CHANGES_NO_PUBLIC_DATA = [
  /^POST \/usuarios\/(login|crear)$/,
  /^POST \/subscribe$/,
  /^(POST|DELETE) \/favoritos(\/|$)/,
];

interface CachedBody {
  body: string;
  etag: string;
}

export function createResponseCache({ feed, onError }: { feed?: ChangeFeed; onError?: (err: unknown) => void } = {}) {
  const entries = new Map<string, CachedBody>();
  // Bumped by every change: a read that started before a change never keeps its (possibly old) body.
  let generation = 0;
  const changed = () => {
    generation += 1;
    entries.clear();
  };
  feed?.onChange(changed);
  const usable = () => !feed || feed.live;

  /** Mount on the API router, before the feature routers (paths are relative to /api). */
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      if (!CHANGES_NO_PUBLIC_DATA.some((write) => write.test(`${req.method} ${req.path}`))) {
        res.on("finish", () => {
          if (res.statusCode >= 400) return;
          changed();
          feed?.publish().catch((err: unknown) => onError?.(err));
        });
      }
      return next();
    }
    const cacheable = usable() && !req.headers.authorization && !req.url.includes("?") && PUBLIC_PATHS.some((path) => path.test(req.path));
    if (!cacheable) return next();
    const startedAt = generation;
    // Browsers and proxies revalidate every time (cheap with the ETag), so a change shows up at once.
    res.setHeader("Cache-Control", "no-cache");
    const hit = entries.get(req.path);
    if (hit) {
      res.setHeader("ETag", hit.etag);
      if (req.fresh) return res.status(304).end();
      return res.type("application/json").send(hit.body);
    }
    const json = res.json.bind(res);
    res.json = (data: unknown) => {
      if (res.statusCode === 200) {
        const body = JSON.stringify(data);
        const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
        if (generation === startedAt && usable()) entries.set(req.path, { body, etag });
        res.setHeader("ETag", etag);
        if (req.fresh) return res.status(304).end();
        return res.type("application/json").send(body);
      }
      return json(data);
    };
    next();
  };

  return { middleware, clear: changed, size: () => entries.size };
}
