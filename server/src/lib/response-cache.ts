// In-process cache for the public lists every visitor asks for (books, photos, events, contact...). Bodies are kept
// serialised with their ETag; any successful change through the API empties the cache, so nobody sees stale data.
// Responses that depend on who asks (an Authorization header, a query string) are never cached.
import { createHash } from "node:crypto";
import type { RequestHandler } from "express";

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

interface CachedBody {
  body: string;
  etag: string;
}

export function createResponseCache() {
  const entries = new Map<string, CachedBody>();

  /** Mount on the API router, before the feature routers (paths are relative to /api). */
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Empty before (so a read racing with this change cannot keep the old body) and after the change.
      entries.clear();
      res.on("finish", () => {
        if (res.statusCode < 400) entries.clear();
      });
      return next();
    }
    const cacheable = !req.headers.authorization && !req.url.includes("?") && PUBLIC_PATHS.some((path) => path.test(req.path));
    if (!cacheable) return next();
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
        entries.set(req.path, { body, etag });
        res.setHeader("ETag", etag);
        if (req.fresh) return res.status(304).end();
        return res.type("application/json").send(body);
      }
      return json(data);
    };
    next();
  };

  return { middleware, clear: () => entries.clear(), size: () => entries.size };
}
