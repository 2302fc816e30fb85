// Page weight: the JS and CSS (gzipped) a first visit to each route downloads before it renders: the entry chunk, the
// route's lazily loaded page chunk, and everything they import statically (the same files the server preloads).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkFiles, readManifest, ROUTE_PAGES } from "../server/src/features/seo/route-preloads.ts";
import { printTable, root } from "./lib.ts";

const ROUTES = ["/", "/urdimbre", "/gallery", "/blogpage", "/cart", "/place-order", "/admin/dashboard"];
export const INITIAL_JS_BUDGET_KB = 120;

export function measureBundle(distDir = join(root, "client/dist")) {
  const manifest = readManifest(distDir);
  if (!manifest) throw new Error(`no build manifest in ${distDir}: run npm run build`);
  const gzKb = (file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  return ROUTES.map((route) => {
    const page = ROUTE_PAGES.find(([pattern]) => pattern.test(route))![1];
    const seen = new Set<string>();
    const entry = chunkFiles(manifest, entryKey, seen);
    const own = chunkFiles(manifest, page, seen);
    const js = [...entry.js, ...own.js];
    const css = [...entry.css, ...own.css];
    const sum = (files: string[]) => files.reduce((total, file) => total + gzKb(file), 0).toFixed(1);
    return { route, "JS files": js.length, "JS KB gz": sum(js), "CSS KB gz": sum(css) };
  });
}

export function reportBundle(): boolean {
  const rows = measureBundle();
  printTable(`Initial page weight (gzipped; target: JS for / <= ${INITIAL_JS_BUDGET_KB} KB)`, rows);
  return Number(rows[0]["JS KB gz"]) <= INITIAL_JS_BUDGET_KB;
}
