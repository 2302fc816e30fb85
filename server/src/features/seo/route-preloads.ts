// Lets the browser fetch a page's own code and styles together with the main bundle, instead of discovering them
// only after the main bundle has run (one network round trip less before the page can show).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pagePattern, PAGES } from "@autora/common/pages.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The page component each address loads lazily: the table of pages' modules, and the administrator area's shell. */
export const ROUTE_PAGES: [RegExp, string][] = [
  ...PAGES.map((page): [RegExp, string] => [pagePattern(page.path), page.module]),
  [/^\/admin(\/.*)?$/, "src/features/admin/AdminRoot.tsx"],
];

export function readManifest(distDir: string): Manifest | undefined {
  const path = join(distDir, ".vite", "manifest.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Manifest) : undefined;
}

/** The JS and CSS files a chunk needs, itself and its static imports, in load order. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    chunk.imports?.forEach(visit);
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
  };
  visit(key);
  return { js, css };
}

/** <link> tags for the page at `path`: its JS chunks (those the entry does not already load) and its CSS. */
export function routePreloadTags(manifest: Manifest, path: string): string[] {
  const page = ROUTE_PAGES.find(([pattern]) => pattern.test(path))?.[1];
  if (!page || !manifest[page]) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loadedByEntry = new Set<string>();
  if (entryKey) chunkFiles(manifest, entryKey, loadedByEntry);
  const { js, css } = chunkFiles(manifest, page, new Set(loadedByEntry));
  return [
    ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}
