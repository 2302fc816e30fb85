// Orders for the administrator and for their buyers, the status changes an administrator makes, and the
// simulated provider's "mark paid" (which goes through the same function as Stripe's webhook).
import { randomUUID } from "node:crypto";
import type { InvoiceData } from "../../../../common/contract/invoice-catalogue.ts";
import type { AppContext } from "../../context.ts";
import type { Order, OrderItem, OrderStatus } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { applyPaymentEvent } from "../payments/payments.service.ts";
import { queueOrderMails } from "./order-mails.ts";
import type { UpdateOrderInput } from "./orders.schemas.ts";

type OrderWithItems = Order & { items: OrderItem[] };

/** The invoice the buyer asked for, or null (the five columns are written together). */
function invoiceOf(order: Order): InvoiceData | null {
  const { facturaRfc, facturaRazonSocial, facturaRegimenFiscal, facturaUsoCfdi, facturaCodigoPostal } = order;
  if (!facturaRfc || !facturaRazonSocial || !facturaRegimenFiscal || !facturaUsoCfdi || !facturaCodigoPostal) return null;
  return { rfc: facturaRfc, razonSocial: facturaRazonSocial, regimenFiscal: facturaRegimenFiscal, usoCfdi: facturaUsoCfdi, codigoPostal: facturaCodigoPostal };
}

/** The API's Order shape (the README's API table): money in pesos, the address grouped as in the checkout body. */
export function toOrderJson(order: OrderWithItems) {
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
    privacidadAceptadaEn: order.privacidadAceptadaEn,
    createdAt: order.createdAt,
    items: order.items.map((item) => ({ bookId: item.bookId, name: item.name, price: item.unitPriceCentavos / 100, quantity: item.quantity })),
  };
}

export type OrderJson = ReturnType<typeof toOrderJson>;

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

async function findOrder(prisma: PrismaClient, id: number): Promise<OrderWithItems> {
  const order = await prisma.order.findUnique({ where: { id }, include });
  if (!order) throw notFound("Pedido no encontrado");
  return order;
}

// Shipping needs the money; canceling is possible until the parcel leaves (a paid one is refunded by hand).
const ALLOWED_FROM: Record<UpdateOrderInput["status"], { from: OrderStatus[]; refusal: string }> = {
  shipped: { from: ["paid"], refusal: "Solo un pedido pagado se puede marcar como enviado" },
  canceled: { from: ["pending", "paid"], refusal: "Solo se puede cancelar un pedido pendiente o pagado" },
};

export async function updateOrderStatus(ctx: AppContext, id: number, { status }: UpdateOrderInput): Promise<OrderJson> {
  const order = await findOrder(ctx.prisma, id);
  const rule = ALLOWED_FROM[status];
  if (!rule.from.includes(order.status)) throw new HttpError(409, rule.refusal);
  if (status === "canceled" && order.status === "pending") await cancelVoucher(ctx, order);
  // The status condition makes the change safe against a webhook arriving at the same moment; the buyer's
  // "shipped" e-mail is queued in the same transaction.
  await ctx.prisma.$transaction(async (tx) => {
    const changed = await tx.order.updateMany({ where: { id, status: order.status }, data: { status } });
    if (changed.count === 0) throw new HttpError(409, "El pedido cambió mientras tanto; vuelve a cargar la lista");
    if (status === "shipped") await queueOrderMails(tx, ctx.config.siteUrl, id, "shipped");
  });
  return toOrderJson(await findOrder(ctx.prisma, id));
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

export async function simulatePayment(ctx: Pick<AppContext, "prisma" | "config">, id: number): Promise<OrderJson> {
  const { prisma } = ctx;
  const order = await findOrder(prisma, id);
  if (order.paymentProvider !== "simulated" || !order.paymentIntentId) {
    throw new HttpError(409, "Solo los pedidos en modo de prueba se pueden marcar como pagados");
  }
  await applyPaymentEvent(ctx, { id: `sim_evt_${randomUUID()}`, type: "payment_intent.succeeded", paymentIntentId: order.paymentIntentId });
  return toOrderJson(await findOrder(prisma, id));
}

export async function findSimulatedVoucher(prisma: PrismaClient, reference: string) {
  const order = await prisma.order.findFirst({
    where: { voucherReference: reference, paymentProvider: "simulated" },
    select: { id: true, status: true, totalCentavos: true, voucherReference: true, voucherExpiresAt: true },
  });
  if (!order?.voucherReference) throw notFound("Ficha de pago no encontrada");
  return { ...order, voucherReference: order.voucherReference };
}

export type SimulatedVoucher = Awaited<ReturnType<typeof findSimulatedVoucher>>;
