// POST /stripe/webhook: Stripe signs the exact bytes it sends, so this router is mounted before the JSON parser
// and reads the raw body.
import express, { Router } from "express";
import type { AppContext } from "../../context.ts";
import { changesPublicData } from "../../lib/response-cache.ts";
import { applyPaymentEvent } from "./checkout.service.ts";

export function stripeWebhookRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(
    "/stripe/webhook",
    changesPublicData("books"),
    express.raw({ type: () => true, limit: "1mb" }),
    async (req, res) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = ctx.payments.verifyWebhook(rawBody, req.get("stripe-signature"));
      if (event) {
        const result = await applyPaymentEvent(ctx, event);
        ctx.log.info({ eventId: event.id, type: event.type, ...result }, "evento de pago");
      }
      res.json({ received: true });
    },
  );
  return router;
}
