// Getting a paid order out of the door: the author ticks its dedication written, prints packing slips and address
// labels for one order or several, and corrects the carrier or tracking number of an order already shipped.
import type { AppContext } from "../../context.ts";
import type { Order, OrderItem } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { ShippingInput } from "@autora/common/contract/orders.ts";
import { findOrder, toOrderJson, type OrderJson } from "./orders.service.ts";
import { queueOrderMails } from "./order-mails.ts";

export type PrintedOrder = Order & { items: OrderItem[] };

/** Only orders whose money has arrived are packed. */
const PRINTABLE = new Set<Order["status"]>(["paid", "shipped"]);

/**
 * Stamps the moment the author wrote the dedication, once: ticking it again keeps the first time. Only a paid (or
 * already shipped) order with a dedication may be ticked.
 */
export async function markDedicated(prisma: PrismaClient, id: number): Promise<OrderJson> {
  const order = await findOrder(prisma, id);
  if (!order.dedicatoriaNombre) throw new HttpError(409, "Este pedido no lleva dedicatoria");
  if (!PRINTABLE.has(order.status)) throw new HttpError(409, "Solo se marca como dedicado un pedido pagado");
  await prisma.order.updateMany({ where: { id, dedicatoriaHechaEn: null }, data: { dedicatoriaHechaEn: new Date() } });
  return toOrderJson(await findOrder(prisma, id));
}

/** The orders to print, in the order asked for: a 404 names a missing one, a 409 one that is not paid. */
export async function ordersToPrint(prisma: PrismaClient, ids: number[]): Promise<PrintedOrder[]> {
  const found = await prisma.order.findMany({
    where: { id: { in: ids } },
    include: { items: { orderBy: { id: "asc" } } },
  });
  const byId = new Map(found.map((order) => [order.id, order]));
  return ids.map((id) => {
    const order = byId.get(id);
    if (!order) throw notFound(`No existe el pedido #${id}`);
    if (!PRINTABLE.has(order.status))
      throw new HttpError(409, `El pedido #${id} no está pagado: solo se imprimen pedidos pagados o enviados`);
    return order;
  });
}

/** Who sends the parcel, as the home page names the author; null before the site has its texts. */
export async function senderName(prisma: PrismaClient): Promise<string | null> {
  const content = await prisma.siteContent.findUnique({ where: { id: 1 }, select: { authorName: true } });
  return content?.authorName.trim() || null;
}

/**
 * A shipped order's carrier and tracking number, corrected (a typo, or the number known only later). The status stays
 * "enviado" and no second "va en camino" mail goes out: when something really changed, the buyer gets one short
 * "datos de envío corregidos" mail with the data that is right now, queued with the change.
 */
export async function correctShipping(
  ctx: Pick<AppContext, "prisma" | "config">,
  id: number,
  input: ShippingInput,
): Promise<OrderJson> {
  const order = await findOrder(ctx.prisma, id);
  if (order.status !== "shipped")
    throw new HttpError(409, "Solo se corrigen los datos de envío de un pedido ya enviado");
  const shipment = { carrier: input.carrier ?? null, trackingNumber: input.trackingNumber ?? null };
  if (shipment.carrier === order.carrier && shipment.trackingNumber === order.trackingNumber) return toOrderJson(order);
  await ctx.prisma.$transaction(async (tx) => {
    // only if nobody changed it since it was read, so two corrections at once send one mail each for what they stored
    const changed = await tx.order.updateMany({
      where: { id, status: "shipped", carrier: order.carrier, trackingNumber: order.trackingNumber },
      data: shipment,
    });
    if (changed.count === 0) throw new HttpError(409, "El pedido cambió mientras tanto; vuelve a cargar la lista");
    await queueOrderMails(tx, ctx.config.siteUrl, id, "shipping_corrected", shipment);
  });
  return toOrderJson(await findOrder(ctx.prisma, id));
}
