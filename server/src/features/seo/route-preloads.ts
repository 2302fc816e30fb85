// Lets the browser fetch a page's own code and styles together with the main bundle, instead of discovering them
// only after the main bundle has run (one network round trip less before the page can show).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The page component each route loads lazily (client/src/app/routes.tsx). */
export const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/$/, "src/features/pages/home/HomePage.tsx"],
  [/^\/about$/, "src/features/pages/about/AboutPage.tsx"],
  [/^\/urdimbre$/, "src/features/books/BookPage.tsx"],
  [/^\/books\/[^/]+$/, "src/features/books/BookDetailPage.tsx"],
  [/^\/blogpage$/, "src/features/events/EventsPage.tsx"],
  [/^\/blog\/[^/]+$/, "src/features/events/BlogPostPage.tsx"],
  [/^\/gallery$/, "src/features/gallery/GalleryPage.tsx"],
  [/^\/contact$/, "src/features/pages/contact/ContactPage.tsx"],
  [/^\/(aviso-de-privacidad|terminos|devoluciones)$/, "src/features/legal/LegalPage.tsx"],
  [/^\/cart$/, "src/features/orders/cart/CartPage.tsx"],
  [/^\/place-order$/, "src/features/orders/checkout/PlaceOrderPage.tsx"],
  [/^\/orders$/, "src/features/orders/my-orders/OrdersLinkPage.tsx"],
  [/^\/pedido\/[^/]+$/, "src/features/orders/my-orders/OrderPage.tsx"],
  [/^\/login$/, "src/features/accounts/LoginPage.tsx"],
  [/^\/register$/, "src/features/accounts/RegisterPage.tsx"],
  [/^\/user$/, "src/features/accounts/UserPage.tsx"],
  [/^\/mis-pedidos$/, "src/features/orders/my-orders/MyOrdersPage.tsx"],
  [/^\/consultar-pedido$/, "src/features/orders/my-orders/OrderLookupPage.tsx"],
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
  return [...css.map((file) => `<link rel="stylesheet" href="/${file}">`), ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)];
}
