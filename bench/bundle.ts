// Page weight: the JS and CSS (gzipped) a first visit to each route downloads before it renders: the entry chunk, the
// route's lazily loaded page chunk, and everything they import statically.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { printTable, root } from "./lib.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const ROUTES: Record<string, string> = {
  "/": "src/features/home/HomePage.tsx",
  "/urdimbre": "src/features/book/BookPage.tsx",
  "/gallery": "src/features/gallery/GalleryPage.tsx",
  "/blogpage": "src/features/events/EventsPage.tsx",
  "/cart": "src/features/cart/CartPage.tsx",
  "/place-order": "src/features/checkout/PlaceOrderPage.tsx",
  "/admin/dashboard": "src/features/admin/AdminRoot.tsx",
};
export const INITIAL_JS_BUDGET_KB = 150;

export function measureBundle(distDir = join(root, "client/dist")) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const gzKb = (file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;

  function collect(key: string, js: Set<string>, css: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((imported) => collect(imported, js, css));
  }

  const rows = Object.entries(ROUTES).map(([route, source]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    collect(entryKey, js, css);
    collect(source, js, css);
    const jsKb = [...js].reduce((sum, file) => sum + gzKb(file), 0);
    const cssKb = [...css].reduce((sum, file) => sum + gzKb(file), 0);
    return { route, "JS files": js.size, "JS KB gz": jsKb.toFixed(1), "CSS KB gz": cssKb.toFixed(1) };
  });
  return rows;
}

export function reportBundle(): boolean {
  const rows = measureBundle();
  printTable(`Initial page weight (gzipped; target: JS for / <= ${INITIAL_JS_BUDGET_KB} KB)`, rows);
  return Number(rows[0]["JS KB gz"]) <= INITIAL_JS_BUDGET_KB;
}
