// Serves the built client: hashed assets cached for a year, index.html for every other page (history fallback).
import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { type Router } from "express";

export function spaRoutes(distDir: string): Router {
  const router = express.Router();
  const index = join(distDir, "index.html");
  router.use("/assets", express.static(join(distDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.get(/.*/, (_req, res, next) => {
    if (!existsSync(index)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  });
  return router;
}
