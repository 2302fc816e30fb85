// In-process cache for the public lists every visitor asks for (books, photos, events, contact...). Bodies are kept
// serialised with their ETag. The routes that change what those lists show say so where they are declared
// (`changesPublicData`); once such a route's handler has succeeded, the cache is emptied, so nobody sees stale data,
// and with a change feed (PostgreSQL LISTEN/NOTIFY, change-feed.ts) the caches of every other server process too.
// Every other request (reads, OPTIONS, login, registration, password reset, newsletter, favourites, any path that
// matches no such route) and every failed one leaves it alone, so strangers cannot keep emptying it.
// Responses that depend on who asks (an Authorization header, a query string) are never cached.
// A hit is sent as stored bytes, compressed once per encoding (the hot path of every public page and its loaders).
// The server-rendered pages' HTML is kept here too (`page`), per path, and emptied by the same changes.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { ChangeFeed } from "./change-feed.ts";

const PUBLIC_PATHS = [
  /^\/books$/,
  /^\/book\/\d+$/,
  /^\/book\/\d+\/testimonials$/,
  /^\/testimonials$/,
  /^\/fotografias$/,
  /^\/blog$/,
  /^\/blog-posts(\/\d+)?$/,
  /^\/about$/,
  /^\/contact-info$/,
  /^\/site-content$/,
  /^\/legal-pages\/[a-z-]+$/,
  /^\/\d+\/comentarios$/,
  /^\/comentarios\/\d+$/,
  /^\/config$/,
];

/** Where a route's `changesPublicData` leaves its mark for the cache's middleware (in res.locals). */
const CHANGES_PUBLIC_DATA = "changesPublicData";

/**
 * Declares, on a route that writes, that it changes what a public list shows: once its handler has answered with
 * success (2xx), the response cache of this process and of every other one is emptied. Matched by Express with the
 * route, so no spelling of a path (upper case, a trailing slash) reaches it without its handler.
 */
export const changesPublicData: RequestHandler = (_req, res, next) => {
  res.locals[CHANGES_PUBLIC_DATA] = true;
  next();
};

/** One cached answer: its bytes (JSON or a page's HTML), its ETag and, made on first demand, its brotli and gzip copies. */
export interface CachedBody {
  identity: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

function cachedBody(text: string): CachedBody {
  const identity = Buffer.from(text);
  return { identity, etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"` };
}

/** How many server-rendered pages are kept (the least recently sent goes first), and for how long at most. */
const PAGE_LIMIT = 100;
/** Long enough to cost nothing; short enough that what a page shows by the clock (the footer's year) moves on. */
const PAGE_MAX_AGE_MS = 10 * 60_000;

type Encoding = "br" | "gzip";
const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // A middling brotli quality: made once per change, it compresses these small lists as well as 11 does.
  br: (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};
/** Below this (the compression middleware's threshold) a body is sent as it is. */
const COMPRESS_FROM_BYTES = 1024;

function preferredEncoding(req: Request, body: Buffer): Encoding | undefined {
  if (body.length < COMPRESS_FROM_BYTES || !req.headers["accept-encoding"]) return undefined;
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  return encoding === "br" || encoding === "gzip" ? encoding : undefined;
}

/**
 * Sends a cached answer itself: no JSON serialising, no compressing, no hashing per request (the compression middleware
 * leaves a body alone once it has a Content-Encoding).
 */
export function sendCached(req: Request, res: Response, entry: CachedBody, contentType = "application/json; charset=utf-8") {
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.fresh) return res.status(304).end();
  const encoding = preferredEncoding(req, entry.identity);
  const body = encoding ? (entry[encoding] ??= compressors[encoding](entry.identity)) : entry.identity;
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Length", body.length);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.end(req.method === "HEAD" ? undefined : body);
}

export function createResponseCache({ feed, onError }: { feed?: ChangeFeed; onError?: (err: unknown) => void } = {}) {
  const entries = new Map<string, CachedBody>();
  /** Server-rendered pages by path, the least recently sent first. */
  const pages = new Map<string, CachedBody & { keptAt: number }>();
  // Bumped by every change: a read that started before a change never keeps its (possibly old) body.
  let generation = 0;
  const changed = () => {
    generation += 1;
    entries.clear();
    pages.clear();
  };
  feed?.onChange(changed);
  const usable = () => !feed || feed.live;

  /** Mount on /api, before the feature routers and the compression middleware (paths are relative to /api). */
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method === "OPTIONS") return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.on("finish", () => {
        if (res.locals[CHANGES_PUBLIC_DATA] !== true || res.statusCode < 200 || res.statusCode >= 300) return;
        changed();
        feed?.publish().catch((err: unknown) => onError?.(err));
      });
      return next();
    }
    const cacheable = usable() && !req.headers.authorization && !req.url.includes("?") && PUBLIC_PATHS.some((path) => path.test(req.path));
    if (!cacheable) return next();
    const startedAt = generation;
    // Browsers and proxies revalidate every time (cheap with the ETag), so a change shows up at once.
    res.setHeader("Cache-Control", "no-cache");
    const hit = entries.get(req.path);
    if (hit) return sendCached(req, res, hit);
    const json = res.json.bind(res);
    res.json = (data: unknown) => {
      if (res.statusCode !== 200) return json(data);
      const entry = cachedBody(JSON.stringify(data));
      if (generation === startedAt && usable()) entries.set(req.path, entry);
      sendCached(req, res, entry);
      return res;
    };
    next();
  };

  /**
   * The server-rendered page for this request: `kept`, the HTML to send as it is (sendCached), or else `keep`, to call
   * with the page once rendered, which keeps it unless a change came in meanwhile and gives it back to send.
   * Undefined for a request whose page may differ from an anonymous visitor's (an Authorization header) or that has a
   * query string (kept pages are per path, so a string of made-up queries cannot push the real pages out).
   */
  function page(req: Request): { kept: CachedBody; keep?: undefined } | { kept?: undefined; keep: (html: string) => CachedBody } | undefined {
    if (!usable() || req.headers.authorization || req.url.includes("?")) return undefined;
    const key = req.path;
    const kept = pages.get(key);
    pages.delete(key);
    if (kept && Date.now() - kept.keptAt < PAGE_MAX_AGE_MS) {
      pages.set(key, kept); // now the most recently sent
      return { kept };
    }
    const startedAt = generation;
    const keep = (html: string) => {
      const entry = { ...cachedBody(html), keptAt: Date.now() };
      if (generation !== startedAt || !usable()) return entry;
      pages.set(key, entry);
      if (pages.size > PAGE_LIMIT) pages.delete(pages.keys().next().value!);
      return entry;
    };
    return { keep };
  }

  return { middleware, page, clear: changed, size: () => entries.size };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
