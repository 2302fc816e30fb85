// In-process cache for what every visitor reads: the public API answers (books, photos, events, contact...) and the
// server-rendered pages' HTML, each kept serialised with its ETag and sent as stored bytes, compressed once per
// encoding (the hot path of every public page and its loaders).
//
// Routes declare themselves; this file knows no feature's URL. A public GET that shows some data says so on its route,
// naming it (`showsPublicData("books")`); a route that writes says which data it changes (`changesPublicData("books")`).
// Once a write's handler has answered with success (2xx), the kept answers and pages that show any of that data are
// emptied, here and, through the change feed (PostgreSQL LISTEN/NOTIFY, change-feed.ts), on every other server
// process; nothing else is. A page shows what its loaders read: the names the API answers it read carry (in the
// X-Public-Data header), or everything when one of them names none. Every other request (reads, OPTIONS, login,
// registration, the newsletter, favourites, any path that matches no such route) and every failed one leaves the
// cache alone, so strangers cannot keep emptying it.
// Responses that depend on who asks (an Authorization header) or that have a query string are never cached.
// Concurrent misses for one answer or one page compute it once: the others wait for it and are sent the same bytes.
// A computation that a change overtakes is not kept, and requests arriving after the change compute afresh.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { ChangeFeed } from "./change-feed.ts";

/** The data an answer or a page shows: names, or everything (a page one of whose reads named nothing). */
type Shows = ReadonlySet<string> | "all";
/** What a change affects: names, or everything (a lost change feed, a test's clear()). */
type Changes = readonly string[] | undefined;

const affects = (changes: Changes, shows: Shows) =>
  changes === undefined || shows === "all" || changes.some((name) => shows.has(name));

/** The header that carries an API answer's data names to the server's own page renders. */
const SHOWS_HEADER = "X-Public-Data";

/** Where the cache's middleware leaves, for a request it may keep, the function a `showsPublicData` route calls. */
const CACHE_SLOT = "publicDataCache";
/** Where a route's `changesPublicData` leaves its names for the cache's middleware (in res.locals). */
const CHANGES = "changesPublicData";

/** The names each declaration carries, for the tests that check every route declares itself. */
const declarations = new WeakMap<RequestHandler, { shows?: string[]; changes?: string[] }>();
export const publicDataDeclaredBy = (handler: unknown) => declarations.get(handler as RequestHandler);

/**
 * Declares, on a route that writes, which public data it changes: once its handler has answered with success (2xx),
 * the kept answers and pages that show any of it are emptied on this process and every other one. Matched by Express
 * with the route, so no spelling of a path (upper case, a trailing slash) reaches it without its handler.
 */
export function changesPublicData(...names: [string, ...string[]]): RequestHandler {
  const handler: RequestHandler = (_req, res, next) => {
    res.locals[CHANGES] = names;
    next();
  };
  declarations.set(handler, { changes: names });
  return handler;
}

type Slot = (shows: ReadonlySet<string>, req: Request, res: Response, next: () => void) => void;

/**
 * Declares, on a public GET, that its answer is the same for every anonymous visitor and shows only the named data
 * (none: it changes with no write, like the site's settings): the answer is kept until a write changes one of them.
 * Placed after whatever may refuse the request (an id that is not a number), before the handler.
 */
export function showsPublicData(...names: string[]): RequestHandler {
  const shows = new Set(names);
  const handler: RequestHandler = (req, res, next) => {
    const slot = res.locals[CACHE_SLOT] as Slot | undefined;
    if (slot) slot(shows, req, res, next);
    else next();
  };
  declarations.set(handler, { shows: names });
  return handler;
}

/** One cached answer: its bytes (JSON or a page's HTML), its ETag and, made on first demand, its brotli and gzip copies. */
export interface CachedBody {
  identity: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** the data names an API answer shows, sent with it (SHOWS_HEADER) */
  shows?: string;
}

function cachedBody(text: string, shows?: ReadonlySet<string>): CachedBody {
  const identity = Buffer.from(text);
  return {
    identity,
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    shows: shows && [...shows].join(","),
  };
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
export function sendCached(
  req: Request,
  res: Response,
  entry: CachedBody,
  contentType = "application/json; charset=utf-8",
) {
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (entry.shows !== undefined) res.setHeader(SHOWS_HEADER, entry.shows);
  if (req.fresh) return res.status(304).end();
  const encoding = preferredEncoding(req, entry.identity);
  const body = encoding ? (entry[encoding] ??= compressors[encoding](entry.identity)) : entry.identity;
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Length", body.length);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The data the API answers read by a page's render showed (renders in progress, by async context). */
const renders = new AsyncLocalStorage<{ shows: Set<string> | "all" }>();
let listeningToRenders = false;
function listenToRenders() {
  if (listeningToRenders) return;
  listeningToRenders = true;
  // Published for every answer an HTTP request of this process receives, in the async context that sent it.
  subscribe("http.client.response.finish", (message) => {
    const render = renders.getStore();
    if (!render || render.shows === "all") return;
    const names = (message as { response: IncomingMessage }).response.headers[SHOWS_HEADER.toLowerCase()];
    if (typeof names !== "string") render.shows = "all";
    else for (const name of names.split(",")) if (name) render.shows.add(name);
  });
}

/** Runs a page's render (whose loaders ask this server's API over HTTP) and answers what it read besides its result. */
export async function readingPublicData<T>(render: () => Promise<T>): Promise<{ result: T; shows: Shows }> {
  listenToRenders();
  const reads = { shows: new Set<string>() as Set<string> | "all" };
  const result = await renders.run(reads, render);
  return { result, shows: reads.shows };
}

/** A computation in progress (an API answer or a page): the requests that wait for it, and whether a change overtook it. */
interface Pending {
  /** undefined for a page (known once rendered): any change overtakes it */
  shows?: Shows;
  stale: boolean;
  done: Promise<CachedBody | undefined>;
  settle(entry: CachedBody | undefined): void;
}

function pending(shows?: Shows): Pending {
  let settle!: (entry: CachedBody | undefined) => void;
  const done = new Promise<CachedBody | undefined>((resolve) => (settle = resolve));
  let settled = false;
  return {
    shows,
    stale: false,
    done,
    settle: (entry) => {
      if (settled) return;
      settled = true;
      settle(entry);
    },
  };
}

/** What page() answers: a kept page, a render in progress to wait for, or the duty to render it and hand it over. */
export type PageInCache =
  | { kept: CachedBody; wait?: undefined; keep?: undefined }
  | { wait: Promise<CachedBody | undefined>; kept?: undefined; keep?: undefined }
  | { keep: (html: string, shows: Shows) => CachedBody; kept?: undefined; wait?: undefined };

export function createResponseCache({ feed, onError }: { feed?: ChangeFeed; onError?: (err: unknown) => void } = {}) {
  const entries = new Map<string, CachedBody & { showsSet: ReadonlySet<string> }>();
  /** Server-rendered pages by path, the least recently sent first. */
  const pages = new Map<string, CachedBody & { keptAt: number; showsSet: Shows }>();
  const computing = new Map<string, Pending>();
  const rendering = new Map<string, Pending>();

  /** Empties what `changes` affects here (the feed's notices, this process's own writes included, come here too). */
  const changed = (changes: Changes) => {
    for (const [key, entry] of entries) if (affects(changes, entry.showsSet)) entries.delete(key);
    for (const [key, page] of pages) if (affects(changes, page.showsSet)) pages.delete(key);
    for (const inProgress of [computing, rendering]) {
      for (const [key, work] of inProgress) {
        if (work.shows !== undefined && !affects(changes, work.shows)) continue;
        work.stale = true;
        inProgress.delete(key); // who asks from now on computes afresh
      }
    }
  };
  feed?.onChange(changed);
  const usable = () => !feed || feed.live;

  /** Tells this process and every other one that `names` changed. */
  function publicDataChanged(names: readonly string[]) {
    changed(names);
    feed?.publish(names).catch((err: unknown) => onError?.(err));
  }

  /** What a `showsPublicData` route does on a miss: computes the answer once for every request waiting for it. */
  const slot: Slot = (shows, req, res, next) => {
    // Browsers and proxies revalidate every time (cheap with the ETag), so a change shows up at once.
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader(SHOWS_HEADER, [...shows].join(","));
    const key = req.path;
    const inProgress = computing.get(key);
    if (inProgress) {
      void inProgress.done.then((entry) => (entry ? sendCached(req, res, entry) : next()));
      return;
    }
    const work = pending(shows);
    computing.set(key, work);
    const done = (entry?: CachedBody) => {
      if (computing.get(key) === work) computing.delete(key);
      work.settle(entry);
    };
    res.on("close", () => done());
    const json = res.json.bind(res);
    res.json = (data: unknown) => {
      if (res.statusCode !== 200) {
        done();
        return json(data);
      }
      const entry = cachedBody(JSON.stringify(data), shows);
      if (!work.stale && usable()) entries.set(key, { ...entry, showsSet: shows });
      done(entry);
      sendCached(req, res, entry);
      return res;
    };
    next();
  };

  /** Mount on /api, before the feature routers and the compression middleware (paths are relative to /api). */
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method === "OPTIONS") return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.on("finish", () => {
        const names = res.locals[CHANGES] as string[] | undefined;
        if (names && res.statusCode >= 200 && res.statusCode < 300) publicDataChanged(names);
      });
      return next();
    }
    if (!usable() || req.headers.authorization || req.url.includes("?")) return next();
    // Only a `showsPublicData` route ever keeps an answer, so a hit needs no route.
    const hit = entries.get(req.path);
    if (hit) {
      res.setHeader("Cache-Control", "no-cache");
      return sendCached(req, res, hit);
    }
    res.locals[CACHE_SLOT] = slot;
    next();
  };

  /**
   * The server-rendered page for this request: `kept`, the HTML to send as it is (sendCached); `wait`, the render
   * another request is making of it (undefined when it was not kept: then render it); or else `keep`, to call with the
   * page once rendered and the data it showed, which keeps it unless a change came in meanwhile and gives it back to
   * send. A render that ends without `keep` frees its waiters when the response closes.
   * Undefined for a request whose page may differ from an anonymous visitor's (an Authorization header) or that has a
   * query string (kept pages are per path, so a string of made-up queries cannot push the real pages out).
   */
  function page(req: Request, res: Response): PageInCache | undefined {
    if (!usable() || req.headers.authorization || req.url.includes("?")) return undefined;
    const key = req.path;
    const kept = pages.get(key);
    pages.delete(key);
    if (kept && Date.now() - kept.keptAt < PAGE_MAX_AGE_MS) {
      pages.set(key, kept); // now the most recently sent
      return { kept };
    }
    const inProgress = rendering.get(key);
    if (inProgress) return { wait: inProgress.done };
    const work = pending();
    rendering.set(key, work);
    const done = (entry?: CachedBody) => {
      if (rendering.get(key) === work) rendering.delete(key);
      work.settle(entry);
    };
    res.on("close", () => done());
    const keep = (html: string, shows: Shows) => {
      const entry = cachedBody(html);
      if (!work.stale && usable()) {
        pages.set(key, { ...entry, keptAt: Date.now(), showsSet: shows });
        if (pages.size > PAGE_LIMIT) pages.delete(pages.keys().next().value!);
      }
      done(entry);
      return entry;
    };
    return { keep };
  }

  return { middleware, page, publicDataChanged, clear: () => changed(undefined), size: () => entries.size };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
