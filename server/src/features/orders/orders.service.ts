// Orders for the administrator and for their buyers, and the one function through which every order status changes
// (created with its voucher, paid, shipped, expired, canceled): it stamps the timeline and moves the copies in stock.
import type { AppContext } from "../../context.ts";
import type { Order, OrderItem, OrderStatus, Prisma } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import type { SharedCounters } from "../../lib/rate-limit.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { invoiceOf } from "./invoice.ts";
import { dedicationOf } from "./dedication.ts";
import { queueOrderMails } from "./order-mails.ts";
import {
  orderPagePath,
  orderPageTokenSchema,
  type BuyerOrder,
  type Order as OrderAnswer,
  type OrderLookupInput,
  type OrderPage,
  type UpdateOrderInput,
} from "@autora/common/contract/orders.ts";
import { keepStockForPayment, releaseOrderStock } from "./stock.ts";
import { keepDiscountForPayment, releaseDiscountUse } from "./discount-uses.ts";
import type { JsonSource } from "../../lib/json.ts";

type OrderWithItems = Order & { items: OrderItem[] };

/** The API's Order shape (the README's API table): money in pesos, the address grouped as in the checkout body. */
export function toOrderJson(order: OrderWithItems): OrderJson {
  return {
    id: order.id,
    status: order.status,
    nombre: order.nombre,
    email: order.email,
    telefono: order.telefono,
    direccion: {
      calleNumero: order.calleNumero,
      colonia: order.colonia,
      codigoPostal: order.codigoPostal,
      ciudad: order.ciudad,
      estado: order.estado,
      referencias: order.referencias,
    },
    total: order.totalCentavos / 100,
    paymentProvider: order.paymentProvider,
    voucherUrl: order.voucherUrl,
    voucherExpiresAt: order.voucherExpiresAt,
    factura: invoiceOf(order),
    dedicatoria: dedicationOf(order),
    privacidadAceptadaEn: order.privacidadAceptadaEn,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    shippedAt: order.shippedAt,
    expiredAt: order.expiredAt,
    canceledAt: order.canceledAt,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    stockShort: order.stockShort,
    items: order.items.map((item) => ({
      bookId: item.bookId,
      name: item.name,
      price: item.unitPriceCentavos / 100,
      quantity: item.quantity,
    })),
    discount: order.discountCode ? { code: order.discountCode, amount: order.discountCentavos / 100 } : null,
    orderPage: orderPagePath(order.pageToken),
  };
}

export type OrderJson = JsonSource<OrderAnswer>;

/** What a guest who knows the order number and e-mail sees: no address or phone; the voucher only while payable. */
export function toBuyerOrderJson(order: OrderWithItems): JsonSource<BuyerOrder> {
  const full = toOrderJson(order);
  return {
    id: full.id,
    status: full.status,
    total: full.total,
    discount: full.discount,
    items: full.items,
    voucherUrl: order.status === "pending" ? full.voucherUrl : null,
    voucherExpiresAt: full.voucherExpiresAt,
    createdAt: full.createdAt,
    paidAt: full.paidAt,
    shippedAt: full.shippedAt,
    expiredAt: full.expiredAt,
    canceledAt: full.canceledAt,
    carrier: full.carrier,
    trackingNumber: full.trackingNumber,
    orderPage: full.orderPage,
    // the buyer's own words, without the author's bookkeeping (when she wrote it)
    dedicatoria: full.dedicatoria && { nombre: full.dedicatoria.nombre, mensaje: full.dedicatoria.mensaje },
  };
}

type Db = PrismaClient | Prisma.TransactionClient;

const STAMP = { paid: "paidAt", shipped: "shippedAt", expired: "expiredAt", canceled: "canceledAt" } as const;

export interface StatusChange {
  /** the statuses the order may be in; any other leaves it alone and answers false */
  from: OrderStatus[];
  /** further conditions on the order (e.g. its voucher's date) */
  where?: Prisma.OrderWhereInput;
  /** more fields to store with the change (voucher, carrier, tracking) */
  data?: Prisma.OrderUpdateManyMutationInput;
  /** the time written on the timeline (the sweeper's clock); now by default */
  at?: Date;
}

/**
 * The one way an order's status changes: "pending" is its creation (the voucher stored on the new order), then paid,
 * shipped, expired or canceled. One conditional UPDATE (status in `from`), so two processes or a webhook racing an
 * administrator change it once; expiry and cancellation give the copies and the discount code's use back, payment
 * keeps (or takes again) them.
 * Answers whether the order changed.
 */
export async function changeOrderStatus(db: Db, id: number, to: OrderStatus, change: StatusChange): Promise<boolean> {
  const run = async (tx: Prisma.TransactionClient) => {
    // Leaving "pending" also forgets the checkout's client address (kept only to count pending vouchers per address).
    const stamp = to === "pending" ? {} : { [STAMP[to]]: change.at ?? new Date(), checkoutIp: null };
    const moved = await tx.order.updateMany({
      where: { ...change.where, id, status: { in: change.from } },
      data: { ...change.data, ...stamp, status: to },
    });
    if (moved.count === 0) return false;
    if (to === "expired" || to === "canceled") {
      await releaseOrderStock(tx, id);
      await releaseDiscountUse(tx, id);
    }
    if (to === "paid") {
      await keepStockForPayment(tx, id);
      await keepDiscountForPayment(tx, id);
    }
    return true;
  };
  return "$transaction" in db ? (db as PrismaClient).$transaction(run) : run(db);
}

// Items come with the orders in one extra query (Prisma batches the include), never one query per order.
const include = { items: { orderBy: { id: "asc" as const } } };
const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export async function listOrders(prisma: PrismaClient): Promise<OrderJson[]> {
  const orders = await prisma.order.findMany({ orderBy: newestFirst, include });
  return orders.map(toOrderJson);
}

export async function listUserOrders(prisma: PrismaClient, usuarioId: number): Promise<OrderJson[]> {
  const orders = await prisma.order.findMany({ where: { usuarioId }, orderBy: newestFirst, include });
  return orders.map(toOrderJson);
}

export async function findOrder(prisma: PrismaClient, id: number): Promise<OrderWithItems> {
  const order = await prisma.order.findUnique({ where: { id }, include });
  if (!order) throw notFound("Pedido no encontrado");
  return order;
}

// Shipping needs the money; canceling is possible until the parcel leaves (a paid one is refunded by hand).
const ALLOWED_FROM: Record<UpdateOrderInput["status"], { from: OrderStatus[]; refusal: string }> = {
  shipped: { from: ["paid"], refusal: "Solo un pedido pagado se puede marcar como enviado" },
  canceled: { from: ["pending", "paid"], refusal: "Solo se puede cancelar un pedido pendiente o pagado" },
};

export async function updateOrderStatus(ctx: AppContext, id: number, input: UpdateOrderInput): Promise<OrderJson> {
  const order = await findOrder(ctx.prisma, id);
  const rule = ALLOWED_FROM[input.status];
  if (!rule.from.includes(order.status)) throw new HttpError(409, rule.refusal);
  if (input.status === "canceled" && order.status === "pending") await cancelVoucher(ctx, order);
  const shipment =
    input.status === "shipped"
      ? { carrier: input.carrier ?? null, trackingNumber: input.trackingNumber ?? null }
      : undefined;
  // The status condition makes the change safe against a webhook arriving at the same moment; the buyer's
  // "shipped" or "canceled" e-mail is queued in the same transaction, so it goes once.
  await ctx.prisma.$transaction(async (tx) => {
    const changed = await changeOrderStatus(tx, id, input.status, { from: [order.status], data: shipment });
    if (!changed) throw new HttpError(409, "El pedido cambió mientras tanto; vuelve a cargar la lista");
    await queueOrderMails(tx, ctx.config.siteUrl, id, input.status, shipment);
  });
  return toOrderJson(await findOrder(ctx.prisma, id));
}

/** Wrong e-mails allowed per order number in LOOKUP_WINDOW_MS, whatever the IPs they come from. */
export const LOOKUP_MAX_FAILURES = 5;
const LOOKUP_WINDOW_MS = 60 * 60 * 1000;
const LOOKUP_LOCKED =
  "Demasiados intentos con este número de pedido. Intenta de nuevo en una hora o escríbenos desde la página de contacto.";

/**
 * The same answer for a wrong number and a wrong e-mail, so the lookup tells a stranger nothing. The e-mail is compared
 * exactly (both lower-cased), never as a pattern. Every attempt on an order number counts first, in the shared counters,
 * and a right answer takes its count back: parallel guesses in any number of processes get LOOKUP_MAX_FAILURES tries
 * per number and hour, then a 429 (a number that does not exist counts the same, so the 429 tells nothing either).
 */
export async function lookupOrder(
  prisma: PrismaClient,
  counters: SharedCounters,
  { pedido, email }: OrderLookupInput,
): Promise<JsonSource<BuyerOrder>> {
  const key = `consulta-pedido:${pedido}`;
  const { hits } = await counters.hit(key, LOOKUP_WINDOW_MS);
  if (hits > LOOKUP_MAX_FAILURES) throw new HttpError(429, LOOKUP_LOCKED);
  const order = await prisma.order.findUnique({ where: { id: pedido }, include });
  if (!order || order.email.toLowerCase() !== email.toLowerCase())
    throw notFound("No encontramos un pedido con ese número y ese correo electrónico.");
  await counters.decrement(key);
  return toBuyerOrderJson(order);
}

/** A canceled Stripe order must not stay payable at the store. */
async function cancelVoucher(ctx: AppContext, order: Order): Promise<void> {
  if (order.paymentProvider !== "stripe" || ctx.payments.provider !== "stripe" || !order.paymentIntentId) return;
  try {
    await ctx.payments.cancelPayment(order.paymentIntentId);
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, "no se pudo cancelar el PaymentIntent");
    throw new HttpError(502, "No se pudo cancelar el pago en Stripe. Intenta de nuevo.");
  }
}

/**
 * The order page: whoever holds the link's random token sees the order as a guest with its number and e-mail does,
 * plus the voucher's reference while it can be paid. A token that is not one and a token of no order get the same 404.
 */
export async function findOrderPage(prisma: PrismaClient, token: string): Promise<JsonSource<OrderPage>> {
  const parsed = orderPageTokenSchema.safeParse(token);
  const order = parsed.success ? await prisma.order.findUnique({ where: { pageToken: parsed.data }, include }) : null;
  if (!order)
    throw notFound(
      "No encontramos este pedido. Revisa que el enlace esté completo, o consulta tu pedido con su número y tu correo.",
    );
  return {
    ...toBuyerOrderJson(order),
    voucherReference: order.status === "pending" ? order.voucherReference : null,
    paymentProvider: order.paymentProvider === "stripe" ? "stripe" : "simulated",
  };
}

/** The order page of a simulated voucher's reference (the voucher links of earlier e-mails lead there). */
export async function findSimulatedVoucherPage(prisma: PrismaClient, reference: string): Promise<string> {
  const order = await prisma.order.findFirst({
    where: { voucherReference: reference, paymentProvider: "simulated" },
    select: { pageToken: true },
  });
  if (!order) throw notFound("Ficha de pago no encontrada");
  return orderPagePath(order.pageToken);
}
