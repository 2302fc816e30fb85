// The public pages' routes, made from the one table of pages (@autora/common/pages.ts): its path, its module (loaded on
// demand, one chunk per page) and its loader: a server-rendered page's is in ./page-loaders.ts, loaded with the first
// navigation (the first page arrives with its loaders' data, so hydrating it runs none); the others' is in their module.
import type { LoaderFunction, RouteObject } from "react-router-dom";
import { PAGES, type ServerRenderedPath } from "@autora/common/pages.ts";
import { page, pageWithLoader } from "@/lib/lazy-route";

/** The loader of a server-rendered page, which loads the loaders' module the first time one runs. */
const serverRenderedLoader =
  (path: ServerRenderedPath): LoaderFunction =>
  async (args) =>
    (await import("./page-loaders")).PAGE_LOADERS[path](args);

type PageModule = { default: React.ComponentType; loader?: LoaderFunction };
/** Every public page module, each loaded on demand (keys like "/src/features/books/BookPage.tsx"). */
const MODULES = import.meta.glob<PageModule>(["/src/features/**/*Page.tsx", "!/src/features/**/admin/**", "!**/*.test.tsx"]);

/** The table's pages as routes (children of the site's layout). */
export const pageRoutes: RouteObject[] = PAGES.map((entry) => {
  const importModule = MODULES[`/${entry.module}`];
  if (!importModule) throw new Error(`La página ${entry.path} no tiene su módulo ${entry.module}`);
  const where = entry.path === "/" ? { index: true as const } : { path: entry.path.slice(1) };
  if (entry.serverRendered) return { ...where, loader: serverRenderedLoader(entry.path as ServerRenderedPath), lazy: page(importModule) };
  return { ...where, lazy: entry.loaderInModule ? pageWithLoader(importModule) : page(importModule) };
}) as RouteObject[];
