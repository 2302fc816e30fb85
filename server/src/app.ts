// The Express application: security middleware, the API under /api, uploads and the built client.
import compression from "compression";
import cors from "cors";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { AppContext } from "./context.ts";
import { backupsRoutes } from "./features/backups/backups.routes.ts";
import { commentsRoutes } from "./features/comments/comments.routes.ts";
import { contactRoutes } from "./features/pages/contact.routes.ts";
import { contactMessagesRoutes } from "./features/pages/contact-messages.routes.ts";
import { aboutRoutes } from "./features/pages/about.routes.ts";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes.ts";
import { favoritesRoutes } from "./features/gallery/favorites.routes.ts";
import { eventsRoutes } from "./features/events/events.routes.ts";
import { blogPostsRoutes } from "./features/events/blog-posts.routes.ts";
import { booksRoutes } from "./features/books/books.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { legalRoutes } from "./features/legal/legal.routes.ts";
import { ordersRoutes } from "./features/orders/orders.routes.ts";
import { checkoutRoutes } from "./features/orders/checkout.routes.ts";
import { stripeWebhookRoutes } from "./features/orders/webhook.routes.ts";
import { mailRoutes } from "./features/mail/mail.routes.ts";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes.ts";
import { galleryRoutes } from "./features/gallery/gallery.routes.ts";
import { seoRoutes } from "./features/seo/seo.routes.ts";
import { pageScriptsLoader } from "./features/seo/server-render.ts";
import { statsRoutes } from "./features/stats/stats.routes.ts";
import { siteContentRoutes } from "./features/pages/site-content.routes.ts";
import { testimonialsRoutes } from "./features/books/testimonials.routes.ts";
import { accountsRoutes } from "./features/accounts/accounts.routes.ts";
import { apiNotFound, errorHandler } from "./lib/errors.ts";
import { redactUrl } from "./lib/logger.ts";
import { createSharedCounters, useSharedCounters } from "./lib/rate-limit.ts";
import { createResponseCache } from "./lib/response-cache.ts";
import { serveUploads } from "./lib/serve-uploads.ts";
import { spaAssets } from "./lib/spa.ts";
import { warnOfUntrustedProxy } from "./lib/untrusted-proxy.ts";

export function createApp(ctx: AppContext) {
  const { config, log } = ctx;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  if (config.trustProxy === false) app.use(warnOfUntrustedProxy(log));
  useSharedCounters(app, createSharedCounters(ctx.prisma)); // rate limits counted in the database
  // The server-rendered pages carry boot.js and early-taps.js inline; the policy allows exactly those, by their hashes.
  const pageScripts = pageScriptsLoader(config.clientDistDir);
  const scriptSrc = [...contentSecurityPolicy.scriptSrc, () => pageScripts().boot?.cspSource ?? "", () => pageScripts().earlyTaps?.cspSource ?? ""];
  app.use(helmet({ contentSecurityPolicy: { directives: { ...contentSecurityPolicy, scriptSrc } }, crossOriginEmbedderPolicy: false }));
  if (config.clientOrigin) app.use(cors({ origin: config.clientOrigin }));
  // One structured line per request at LOG_LEVEL info or finer; above that the middleware is left out entirely.
  if (log.isLevelEnabled("info")) {
    app.use(
      pinoHttp({
        logger: log,
        autoLogging: { ignore: (req) => req.url === "/api/health" },
        // never a voucher's reference, a token or a client secret from the URL (see redactUrl)
        serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }), res: (res) => ({ status: res.statusCode }) },
      }),
    );
  }

  const responseCache = createResponseCache({ feed: ctx.changes, onError: (err) => log.warn({ err }, "no se pudo avisar del cambio") });
  // Changes made outside a request (the voucher-expiry sweeper gives copies back) empty it through app.locals.
  app.locals.responseCache = responseCache;
  // Before compression: a hit is sent already compressed, from the cache.
  app.use("/api", responseCache.middleware);
  app.use(compression());

  const api = express.Router();
  // Routers that need the raw body (payment webhooks) are mounted before the JSON parser.
  api.use(stripeWebhookRoutes(ctx));
  api.use(express.json({ limit: "100kb" }));
  api.use(healthRoutes(ctx));
  // Feature routers (each feature mounts its own paths, the same as the original site's API):
  api.use(booksRoutes(ctx));
  api.use(testimonialsRoutes(ctx));
  api.use(eventsRoutes(ctx));
  api.use(blogPostsRoutes(ctx));
  api.use(galleryRoutes(ctx));
  api.use(accountsRoutes(ctx));
  api.use(commentsRoutes(ctx));
  api.use(favoritesRoutes(ctx));
  api.use(contactRoutes(ctx));
  api.use(siteContentRoutes(ctx));
  api.use(aboutRoutes(ctx));
  api.use(contactMessagesRoutes(ctx));
  api.use(legalRoutes(ctx));
  api.use(newsletterRoutes(ctx));
  api.use(checkoutRoutes(ctx));
  api.use(ordersRoutes(ctx));
  api.use(mailRoutes(ctx));
  api.use(dashboardRoutes(ctx));
  api.use(backupsRoutes(ctx));
  api.use(statsRoutes(ctx));
  api.use(apiNotFound);
  app.use("/api", api);

  app.use("/uploads", serveUploads(config, log));
  app.use(spaAssets(config.clientDistDir));
  app.use(seoRoutes(ctx, pageScripts));
  app.use(errorHandler(log));
  return app;
}

// Allows what the pages embed: YouTube videos, Stripe.js, Cloudinary images and same-origin PDFs.
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "https://js.stripe.com"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https://res.cloudinary.com", "https://img.youtube.com", "https://i.ytimg.com"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", "https://api.stripe.com"],
  frameSrc: ["'self'", "https://www.youtube.com", "https://www.youtube-nocookie.com", "https://js.stripe.com", "https://hooks.stripe.com", "https://res.cloudinary.com"],
  objectSrc: ["'self'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null, // the site may run on plain http://localhost
};
