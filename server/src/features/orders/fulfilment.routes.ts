// The author's fulfilment calls: tick a dedication written, and the printable packing slips and address labels of
// one or several paid orders (pages the admin area fetches with its token and opens).
import { Router, type Response } from "express";
import type { AppContext } from "../../context.ts";
import { idParam, parseOrThrow } from "../../lib/validate.ts";
import { printOrdersSchema } from "@autora/common/contract/orders-print.ts";
import { markDedicated, ordersToPrint, senderName, type PrintedOrder } from "./fulfilment.ts";
import { renderAddressLabels, renderPackingSlips } from "./packing-slip-page.ts";

function sendPrintout(res: Response, name: string, orders: PrintedOrder[], html: string) {
  res
    .set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Content-Disposition": `inline; filename="${name}-${orders.map((o) => o.id).join("-").slice(0, 80)}.html"` })
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
