// /sitemap.xml, and every page: index.html with its head filled in and, for the public pages, their content rendered on
// the server (server-render.ts); the other pages get the empty shell and render in the browser. A rendered page is
// kept for the next anonymous visitor, in the response cache (response-cache.ts), until public data changes.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { asOwnRequests } from "../../lib/own-requests.ts";
import { readingPublicData, sendCached, type ResponseCache } from "../../lib/response-cache.ts";
import { readManifest, routePreloadTags } from "./route-preloads.ts";
import { rendersOnServer } from "@autora/common/pages.ts";
import { databaseAnswers } from "../../lib/db/health.ts";
import { OUTAGE_PAGE, OUTAGE_RETRY_AFTER_SECONDS } from "../../lib/errors.ts";
import { insertBefore, shellHead, sitemapXml, withHead } from "./seo.service.ts";
import { fillPage, inlineStylesheets, renderPage, serverEntryLoader, type PageScripts } from "./server-render.ts";

const HTML = "text/html; charset=utf-8";

/** `pageScripts`: the build's inline scripts, which the app's Content-Security-Policy allows (pageScriptsLoader). */
export function seoRoutes(ctx: AppContext, pageScripts: () => PageScripts): Router {
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
    const posts = await ctx.prisma.blogPost.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    res.type("application/xml").send(sitemapXml(baseUrl, { "/blog/:id": posts.map((p) => `/blog/${p.id}`) }));
  });

  // Every page of the SPA gets index.html; the public pages get their head (title, description, Open Graph, JSON-LD)
  // and their content.
  router.get(/.*/, async (req, res, next) => {
    if (!existsSync(indexPath)) return next();
    indexHtml ??= readFileSync(indexPath, "utf8");
    manifest ??= readManifest(ctx.config.clientDistDir);
    res.setHeader("Cache-Control", "no-cache");
    // The page as the last anonymous visitor got it, while no public data has changed since. What a page shows never
    // depends on who asks (the session lives in the browser's storage and is read after hydration; the page's only
    // inline scripts, boot.js and early-taps.js, are allowed by their hashes, not by a nonce), so one copy serves every visitor.
    let cache = rendersOnServer(req.path)
      ? (req.app.locals.responseCache as ResponseCache | undefined)?.page(req, res)
      : undefined;
    if (cache?.kept) return sendCached(req, res, cache.kept, HTML);
    // Another request is rendering this page: its copy, once kept, serves this one too.
    if (cache?.wait) {
      const rendered = await cache.wait;
      if (rendered) return sendCached(req, res, rendered, HTML);
      cache = undefined;
    }
    // an order's page is reached only through its private link: never in a search engine
    if (req.path.startsWith("/pedido/")) res.setHeader("X-Robots-Tag", "noindex");
    const preloads = manifest ? routePreloadTags(manifest, req.path) : [];
    let html = preloads.length ? insertBefore(indexHtml, "</head>", `  ${preloads.join("\n    ")}\n  `) : indexHtml;
    let page: Awaited<ReturnType<typeof renderPage>>;
    let shows: Awaited<ReturnType<typeof readingPublicData>>["shows"] = "all";
    try {
      const entry = await serverEntry();
      ({ result: page, shows } = await readingPublicData(() =>
        asOwnRequests(() => renderPage(entry, req, html, baseUrl)),
      ));
    } catch (err) {
      ctx.log.error({ err }, "no se pudo generar la página en el servidor"); // the browser renders it instead
    }
    if (page && "redirect" in page) return res.redirect(page.status, page.redirect);
    // A page that could not get its data while the database is down is a 503, never a 200 shell a cache would keep.
    if (rendersOnServer(req.path) && !page?.complete && !(await databaseAnswers(ctx.prisma))) {
      return res
        .status(503)
        .set({ "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
        .type("html")
        .send(OUTAGE_PAGE);
    }
    try {
      html = withHead(html, page ? page.head : await shellHead(ctx, req.path, baseUrl), req.path, baseUrl);
    } catch (err) {
      ctx.log.warn({ err }, "no se pudo preparar el encabezado de la página"); // the page still works without it
    }
    if (!page) return res.type("html").send(html);
    html = fillPage(html, page, inlineStyles, pageScripts());
    // Never an error page, a page missing some of its data, or one that sets a cookie.
    const keep = page.status === 200 && page.complete && !res.hasHeader("Set-Cookie") ? cache?.keep : undefined;
    if (keep) return sendCached(req, res, keep(html, shows), HTML);
    res.status(page.status).type("html").send(html);
  });
  return router;
}
