// Serves the built client's files: hashed assets cached for a year, the rest for an hour. Pages themselves
// (index.html, the history fallback) come from features/seo, which fills in their head.
import { join } from "node:path";
import express, { type Router } from "express";

export function spaAssets(distDir: string): Router {
  const router = express.Router();
  router.use("/assets", express.static(join(distDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  return router;
}
