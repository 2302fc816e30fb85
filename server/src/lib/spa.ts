// Serves the built client's files: hashed assets cached for a year (their brotli copy when the browser takes it),
// the rest for an hour. Pages themselves (index.html, the history fallback) come from features/seo, which fills in
// their head.
import { existsSync } from "node:fs";
import { basename, extname, join } from "node:path";
import express, { type RequestHandler, type Router } from "express";

const ONE_YEAR = "public, max-age=31536000, immutable";

/** Sends `name.br` (written by scripts/precompress.mjs) instead of compressing the asset on every request. */
function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    const name = basename(req.path); // never a path: only files directly in the assets folder
    if (!req.acceptsEncodings("br") || !existsSync(join(assetsDir, `${name}.br`))) return next();
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", ONE_YEAR);
    res.type(extname(name));
    res.sendFile(`${name}.br`, { root: assetsDir }); // relative to root, so a checkout inside a dot-folder works
  };
}

export function spaAssets(distDir: string): Router {
  const router = express.Router();
  const assetsDir = join(distDir, "assets");
  router.use("/assets", precompressedAssets(assetsDir));
  router.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y", fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  return router;
}
