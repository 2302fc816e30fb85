// POST /orders/quote (the priced cart the pages show), POST /pago-oxxo (checkout) and GET /config (what the browser
// needs to pay).
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { clientAddress, limitRequests } from "../../lib/rate-limit.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { validateBody } from "../../lib/validate.ts";
import { checkoutSchema, type PaymentConfig } from "@autora/common/contract/orders.ts";
import { quoteSchema } from "@autora/common/contract/orders-quote.ts";
import { checkout } from "./checkout.service.ts";
import { quoteCart } from "./pricing.ts";

export function checkoutRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/config", showsPublicData(), (_req, res) => {
    const config: PaymentConfig = {
      paymentProvider: ctx.payments.provider,
      stripePublishableKey: ctx.payments.publishableKey,
      mailConfigured: Boolean(ctx.config.mail.smtpUrl),
    };
    res.json(config);
  });

  router.post("/orders/quote", limitRequests(ctx.config.rateLimitMax), validateBody(quoteSchema), async (req, res) => {
    res.set("Cache-Control", "no-store").json(await quoteCart(ctx.prisma, req.body, clientAddress(req.ip)));
  });

  router.post(
    "/pago-oxxo",
    changesPublicData("books"),
    limitRequests(ctx.config.rateLimitMax),
    ctx.auth.optionalUser,
    validateBody(checkoutSchema),
    async (req, res) => {
      res.json(await checkout(ctx, req.body, { usuarioId: req.user?.id, ip: clientAddress(req.ip) }));
    },
  );

  return router;
}
