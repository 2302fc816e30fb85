// The Express application: security middleware, the API under /api, uploads and the built client.
import compression from "compression";
import cors from "cors";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { AppContext } from "./context.ts";
import { featureRouters, rawBodyRouters } from "./features/routers.ts";
import { seoRoutes } from "./features/seo/seo.routes.ts";
import { pageScriptsLoader } from "./features/seo/server-render.ts";
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
  const scriptSrc = [
    ...contentSecurityPolicy.scriptSrc,
    () => pageScripts().boot?.cspSource ?? "",
    () => pageScripts().earlyTaps?.cspSource ?? "",
  ];
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { ...contentSecurityPolicy, scriptSrc } },
      crossOriginEmbedderPolicy: false,
    }),
  );
  if (config.clientOrigin) app.use(cors({ origin: config.clientOrigin }));
  // One structured line per request at LOG_LEVEL info or finer; above that the middleware is left out entirely.
  if (log.isLevelEnabled("info")) {
    app.use(
      pinoHttp({
        logger: log,
        autoLogging: { ignore: (req) => req.url === "/api/health" },
        // never a voucher's reference, a token or a client secret from the URL (see redactUrl)
        serializers: {
          req: (req) => ({ method: req.method, url: redactUrl(req.url) }),
          res: (res) => ({ status: res.statusCode }),
        },
      }),
    );
  }

  const responseCache = createResponseCache({
    feed: ctx.changes,
    onError: (err) => log.warn({ err }, "no se pudo avisar del cambio"),
  });
  // Changes made outside a request (the voucher-expiry sweeper gives copies back) empty it through app.locals.
  app.locals.responseCache = responseCache;
  // Before compression: a hit is sent already compressed, from the cache.
  app.use("/api", responseCache.middleware);
  app.use(compression());

  const api = express.Router();
  // Each feature's router, from one list (features/routers.ts); those that read the raw body (payment webhooks) come
  // before the JSON parser.
  for (const routes of rawBodyRouters) api.use(routes(ctx));
  api.use(express.json({ limit: "100kb" }));
  for (const routes of featureRouters) api.use(routes(ctx));
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
  frameSrc: [
    "'self'",
    "https://www.youtube.com",
    "https://www.youtube-nocookie.com",
    "https://js.stripe.com",
    "https://hooks.stripe.com",
    "https://res.cloudinary.com",
  ],
  objectSrc: ["'self'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null, // the site may run on plain http://localhost
};
