// Orders: the administrator's list and status changes, a reader's own orders, and the simulated voucher page.
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../lib/auth.ts";
import { notFound } from "../../lib/errors.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { updateOrderSchema, voucherReferenceSchema, type UpdateOrderInput } from "./orders.schemas.ts";
import { findSimulatedVoucher, listOrders, listUserOrders, simulatePayment, updateOrderStatus } from "./orders.service.ts";
import { renderVoucherPage } from "./voucher-page.ts";

export function ordersRoutes(ctx: AppContext): Router {
  const router = Router();
  const { auth, prisma } = ctx;

  router.get("/orders", auth.requireAdmin, async (_req, res) => {
    res.json(await listOrders(prisma));
  });

  router.get("/orders/mine", auth.requireUser, async (req, res) => {
    res.json(await listUserOrders(prisma, currentUser(req).id));
  });

  router.patch("/orders/:id", auth.requireAdmin, validateBody(updateOrderSchema), async (req, res) => {
    res.json(await updateOrderStatus(ctx, idParam(String(req.params.id)), req.body as UpdateOrderInput));
  });

  router.post("/orders/:id/simulate-payment", auth.requireAdmin, async (req, res) => {
    res.json(await simulatePayment(ctx, idParam(String(req.params.id))));
  });

  // Whoever holds the random reference may see the voucher, as with Stripe's hosted voucher link.
  router.get("/orders/voucher/:reference", async (req, res) => {
    const reference = voucherReferenceSchema.safeParse(req.params.reference);
    if (!reference.success) throw notFound("Ficha de pago no encontrada");
    const voucher = await findSimulatedVoucher(prisma, reference.data);
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).type("html").send(renderVoucherPage(voucher));
  });

  return router;
}
