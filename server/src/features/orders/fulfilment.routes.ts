// The author's fulfilment calls: tick a dedication written, the printable packing slips and address labels of one or
// several paid orders (pages the admin area fetches with its token and opens), and a shipped order's corrected carrier
// and tracking number.
import { Router, type Response } from "express";
import type { AppContext } from "../../context.ts";
import { idParam, parseOrThrow, validateBody } from "../../lib/validate.ts";
import { printOrdersSchema } from "@autora/common/contract/orders-print.ts";
import { shippingSchema } from "@autora/common/contract/orders.ts";
import { correctShipping, markDedicated, ordersToPrint, senderName, type PrintedOrder } from "./fulfilment.ts";
import { renderAddressLabels, renderPackingSlips } from "./packing-slip-page.ts";

function sendPrintout(res: Response, name: string, orders: PrintedOrder[], html: string) {
  res
    .set({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Content-Disposition": `inline; filename="${name}-${orders
        .map((o) => o.id)
        .join("-")
        .slice(0, 80)}.html"`,
    })
    .type("html")
    .send(html);
}

export function fulfilmentRoutes(ctx: AppContext): Router {
  const router = Router();
  const { auth, prisma } = ctx;

  // Writing a dedication changes nothing the public pages show.
  router.post("/orders/:id/dedicated", auth.requireAdmin, async (req, res) => {
    res.json(await markDedicated(prisma, idParam(String(req.params.id))));
  });

  // The carrier and tracking number are shown only to the buyer and the author, never on a public page.
  router.put("/orders/:id/shipping", auth.requireAdmin, validateBody(shippingSchema), async (req, res) => {
    res.json(await correctShipping(ctx, idParam(String(req.params.id)), req.body));
  });

  router.get("/orders/packing-slips", auth.requireAdmin, async (req, res) => {
    const orders = await ordersToPrint(prisma, parseOrThrow(printOrdersSchema, req.query).pedidos);
    sendPrintout(res, "hojas-de-empaque", orders, renderPackingSlips(orders, await senderName(prisma)));
  });

  router.get("/orders/address-labels", auth.requireAdmin, async (req, res) => {
    const orders = await ordersToPrint(prisma, parseOrThrow(printOrdersSchema, req.query).pedidos);
    sendPrintout(res, "etiquetas", orders, renderAddressLabels(orders, await senderName(prisma)));
  });

  return router;
}
