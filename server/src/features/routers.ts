// Every feature's API router, in the order they are mounted under /api (app.ts mounts this list, and only this list):
// a new router is one line here. A router needing the raw request body (a payment provider's signed webhook) goes in
// the first list, mounted before the JSON parser reads the body. Order matters where two routers could match one path:
// the first that answers wins. The pages themselves (seo) are not API routes; app.ts mounts them after the site's files.
import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { accountsRoutes } from "./accounts/accounts.routes.ts";
import { backupsRoutes } from "./backups/backups.routes.ts";
import { booksRoutes } from "./books/books.routes.ts";
import { testimonialsRoutes } from "./books/testimonials.routes.ts";
import { commentsRoutes } from "./comments/comments.routes.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { blogPostsRoutes } from "./events/blog-posts.routes.ts";
import { eventsRoutes } from "./events/events.routes.ts";
import { favoritesRoutes } from "./gallery/favorites.routes.ts";
import { galleryRoutes } from "./gallery/gallery.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { legalRoutes } from "./legal/legal.routes.ts";
import { mailRoutes } from "./mail/mail.routes.ts";
import { newsletterRoutes } from "./newsletter/newsletter.routes.ts";
import { checkoutRoutes } from "./orders/checkout.routes.ts";
import { ordersRoutes } from "./orders/orders.routes.ts";
import { stripeWebhookRoutes } from "./orders/webhook.routes.ts";
import { aboutRoutes } from "./pages/about.routes.ts";
import { contactMessagesRoutes } from "./pages/contact-messages.routes.ts";
import { contactRoutes } from "./pages/contact.routes.ts";
import { siteContentRoutes } from "./pages/site-content.routes.ts";
import { statsRoutes } from "./stats/stats.routes.ts";

type FeatureRouter = (ctx: AppContext) => Router;

/** Mounted before the JSON parser: they read the raw body themselves. */
export const rawBodyRouters: FeatureRouter[] = [stripeWebhookRoutes];

/** Mounted after the JSON parser, in this order. */
export const featureRouters: FeatureRouter[] = [
  healthRoutes,
  booksRoutes,
  testimonialsRoutes,
  eventsRoutes,
  blogPostsRoutes,
  galleryRoutes,
  accountsRoutes,
  commentsRoutes,
  favoritesRoutes,
  contactRoutes,
  siteContentRoutes,
  aboutRoutes,
  contactMessagesRoutes,
  legalRoutes,
  newsletterRoutes,
  checkoutRoutes,
  ordersRoutes,
  mailRoutes,
  dashboardRoutes,
  backupsRoutes,
  statsRoutes,
];
