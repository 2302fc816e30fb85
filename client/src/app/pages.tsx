// The public pages' routes, made from the one table of pages (@autora/common/pages.ts): its path and its module, loaded
// on demand (one chunk per page). A page's module declares the whole page: its component (default export) and, as it
// needs them, its `loader`, its `head` (what it says to a link preview and a search engine, typed from what the
// loader gives) and its `ErrorBoundary` (else the site's, app/routes.tsx). The first page arrives with its loaders'
// data and its head, so hydrating it runs no loader; no page's code is in another page's chunk.
import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router-dom";
import { PAGES } from "@autora/common/pages.ts";
import type { HeadFunction } from "@autora/common/page-heads.ts";

/** What a page's module offers the router. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  head?: HeadFunction<() => unknown>;
  ErrorBoundary?: ComponentType;
}

/** What the router keeps of a page beside its component (useMatches().handle): its head, for the server and the browser. */
export interface PageHandle {
  head?: HeadFunction<() => unknown>;
}

/** Every public page module, each loaded on demand (keys like "/src/features/books/BookPage.tsx"). */
const MODULES = import.meta.glob<PageModule>([
  "/src/features/**/*Page.tsx",
  "!/src/features/**/admin/**",
  "!**/*.test.tsx",
]);

/** A page's route properties, from its module once loaded. */
const fromModule = (load: () => Promise<PageModule>) => async () => {
  const { default: Component, loader, head, ErrorBoundary } = await load();
  const handle: PageHandle = { head };
  return { Component, handle, ...(loader ? { loader } : {}), ...(ErrorBoundary ? { ErrorBoundary } : {}) };
};

/** The table's pages as routes (children of the site's layout). */
export const pageRoutes: RouteObject[] = PAGES.map((entry) => {
  const importModule = MODULES[`/${entry.module}`];
  if (!importModule) throw new Error(`La página ${entry.path} no tiene su módulo ${entry.module}`);
  const where = entry.path === "/" ? { index: true as const } : { path: entry.path.slice(1) };
  return { ...where, lazy: fromModule(importModule) };
}) as RouteObject[];
