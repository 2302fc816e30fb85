// /sitemap.xml, and every page: index.html with its head filled in from the database and, for the public pages, their
// content rendered on the server (server-render.ts); the other pages get the empty shell and render in the browser.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { readManifest, routePreloadTags } from "./route-preloads.ts";
import { insertBefore, largestImagePreload, loadPageData, pageHead, renderHead, sitemapXml } from "./seo.service.ts";
import { inlineStylesheets, sendServerRendered, serverEntryLoader, type BootScript } from "./server-render.ts";

/** `bootScript`: the build's boot.js, which the app's Content-Security-Policy allows inline (bootScriptLoader). */
export function seoRoutes(ctx: AppContext, bootScript: () => BootScript | undefined): Router {
  const router = Router();
  const indexPath = join(ctx.config.clientDistDir, "index.html");
  // PUBLIC_URL, or http://localhost:PORT: never the request's Host header, which any client can set.
  const baseUrl = ctx.config.siteUrl;
  let indexHtml: string | undefined;
  let manifest: ReturnType<typeof readManifest>;
  const serverEntry = serverEntryLoader(ctx.config.clientDistDir);
  const stylesheets = new Map<string, string>();
  const inlineStyles = (html: string) => inlineStylesheets(html, ctx.config.clientDistDir, stylesheets);

  router.get("/sitemap.xml", async (_req, res) => {
    const [books, posts] = await Promise.all([
      ctx.prisma.book.findMany({ select: { id: true }, orderBy: { id: "asc" } }),
      ctx.prisma.blogPost.findMany({ select: { id: true }, orderBy: { id: "asc" } }),
    ]);
    res.type("application/xml").send(sitemapXml(baseUrl, books.map((b) => b.id), posts.map((p) => p.id)));
  });

  // Every page of the SPA gets index.html; / and /urdimbre get their title, description, Open Graph and JSON-LD.
  router.get(/.*/, async (req, res, next) => {
    if (!existsSync(indexPath)) return next();
    indexHtml ??= readFileSync(indexPath, "utf8");
    manifest ??= readManifest(ctx.config.clientDistDir);
    res.setHeader("Cache-Control", "no-cache");
    const preloads = manifest ? routePreloadTags(manifest, req.path) : [];
    let html = preloads.length ? insertBefore(indexHtml, "</head>", `  ${preloads.join("\n    ")}\n  `) : indexHtml;
    try {
      const data = await loadPageData(ctx, req.path);
      const head = pageHead(data, req.path, baseUrl);
      if (head) html = renderHead(html, head, baseUrl, req.path);
      const preload = largestImagePreload(data, req.path);
      if (preload) html = insertBefore(html, "</head>", `  ${preload}\n  `);
    } catch (err) {
      ctx.log.warn({ err }, "no se pudo preparar el encabezado de la página"); // the page still works without it
    }
    try {
      if (await sendServerRendered(await serverEntry(), req, res, html, inlineStyles, bootScript())) return;
    } catch (err) {
      ctx.log.error({ err }, "no se pudo generar la página en el servidor"); // the browser renders it instead
    }
    res.type("html").send(html);
  });
  return router;
}
