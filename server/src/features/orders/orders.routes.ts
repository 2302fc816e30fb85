// Orders: the administrator's list, status changes, sales summary and CSV; a reader's own orders; a guest's lookup by
// number and e-mail; the order page behind its permanent link; and the discount codes (discounts.routes.ts).
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../lib/auth.ts";
import { notFound } from "../../lib/errors.ts";
import { createSharedCounters, limitRequests } from "../../lib/rate-limit.ts";
import { changesPublicData } from "../../lib/response-cache.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { orderLookupSchema } from "@autora/common/contract/orders.ts";
import { simulatePayment } from "./checkout.service.ts";
import { updateOrderSchema, voucherReferenceSchema } from "@autora/common/contract/orders.ts";
import {
  findOrderPage,
  findSimulatedVoucherPage,
  listOrders,
  listUserOrders,
  lookupOrder,
  updateOrderStatus,
} from "./orders.service.ts";
import { ordersCsv, salesSummary } from "./sales.ts";
import { fulfilmentRoutes } from "./fulfilment.routes.ts";
import { discountsRoutes } from "./discounts.routes.ts";

/** Guessing order numbers for an e-mail: a tighter limit than the other public calls. */
export const LOOKUP_LIMIT = 20;

export function ordersRoutes(ctx: AppContext): Router {
  const router = Router();
  const { auth, prisma } = ctx;
  const counters = createSharedCounters(prisma);
  router.use(fulfilmentRoutes(ctx));

  router.get("/orders", auth.requireAdmin, async (_req, res) => {
    res.json(await listOrders(prisma));
  });

  router.get("/orders/mine", auth.requireUser, async (req, res) => {
    res.json(await listUserOrders(prisma, currentUser(req).id));
  });

  router.get("/orders/summary", auth.requireAdmin, async (_req, res) => {
    res.json(await salesSummary(prisma));
  });

  router.get("/orders/export.csv", auth.requireAdmin, async (_req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res
      .set({ "Content-Disposition": `attachment; filename="pedidos-${day}.csv"`, "Cache-Control": "no-store" })
      .type("text/csv; charset=utf-8")
      .send(await ordersCsv(prisma));
  });

  router.post(
    "/orders/lookup",
    limitRequests(Math.min(LOOKUP_LIMIT, ctx.config.rateLimitMax)),
    validateBody(orderLookupSchema),
    async (req, res) => {
      res.set("Cache-Control", "no-store").json(await lookupOrder(prisma, counters, req.body));
    },
  );

  router.patch(
    "/orders/:id",
    changesPublicData("books"),
    auth.requireAdmin,
    validateBody(updateOrderSchema),
    async (req, res) => {
      res.json(await updateOrderStatus(ctx, idParam(String(req.params.id)), req.body));
    },
  );

  router.post("/orders/:id/simulate-payment", changesPublicData("books"), auth.requireAdmin, async (req, res) => {
    res.json(await simulatePayment(ctx, idParam(String(req.params.id))));
  });

  // The order page's data: whoever holds the link's random token may see the order (as with Stripe's voucher link).
  router.get("/orders/page/:token", async (req, res) => {
    res
      .set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" })
      .json(await findOrderPage(prisma, String(req.params.token)));
  });

  // The simulated voucher's link in earlier e-mails: the voucher is now on the order page.
  router.get("/orders/voucher/:reference", async (req, res) => {
    const reference = voucherReferenceSchema.safeParse(req.params.reference);
    if (!reference.success) throw notFound("Ficha de pago no encontrada");
    res.set("Cache-Control", "no-store").redirect(302, await findSimulatedVoucherPage(prisma, reference.data));
  });

  router.use(discountsRoutes(ctx));

  return router;
}
