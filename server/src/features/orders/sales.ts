// Sales at a glance for the administrator's dashboard and the orders CSV for the author's accountant.
import type { OrderStatus } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { toCsv } from "../../lib/csv.ts";
import { invoiceOf } from "./invoice.ts";
import type { JsonSource } from "../../lib/json.ts";
import { ORDER_STATUS_TEXT, type SalesSummary } from "@autora/common/contract/orders.ts";

const PAID: OrderStatus[] = ["paid", "shipped"];
const WEEKS = 12;
const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `date`. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

export async function salesSummary(prisma: PrismaClient, now = new Date()) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);
  const paid = { status: { in: PAID } };
  const [month, total, pending, held, decided, books, recent] = await Promise.all([
    prisma.order.aggregate({
      where: { ...paid, paidAt: { gte: monthStart } },
      _count: true,
      _sum: { totalCentavos: true },
    }),
    prisma.order.aggregate({ where: paid, _count: true, _sum: { totalCentavos: true } }),
    prisma.order.aggregate({ where: { status: "pending" }, _count: true, _sum: { totalCentavos: true } }),
    prisma.orderItem.aggregate({
      where: { order: { status: "pending", stockReserved: true } },
      _sum: { quantity: true },
    }),
    prisma.order.count({
      where: { status: { in: [...PAID, "expired", "canceled"] }, voucherExpiresAt: { not: null } },
    }),
    prisma.book.findMany({ orderBy: { id: "asc" }, select: { stock: true } }),
    prisma.order.findMany({ where: { ...paid, paidAt: { gte: firstWeek } }, select: { paidAt: true } }),
  ]);
  const [paidVouchers, discounted] = await Promise.all([
    prisma.order.count({ where: { ...paid, voucherExpiresAt: { not: null } } }),
    prisma.order.aggregate({
      where: { ...paid, discountCode: { not: null } },
      _count: true,
      _sum: { discountCentavos: true },
    }),
  ]);
  const weeks = Array.from({ length: WEEKS }, (_, i) => ({
    weekStart: new Date(firstWeek.getTime() + i * 7 * DAY_MS),
    paidOrders: 0,
  }));
  for (const { paidAt } of recent) {
    const index = Math.floor((weekStart(paidAt!).getTime() - firstWeek.getTime()) / (7 * DAY_MS));
    if (weeks[index]) weeks[index].paidOrders += 1;
  }
  return {
    month: { paidOrders: month._count, revenue: (month._sum.totalCentavos ?? 0) / 100 },
    total: { paidOrders: total._count, revenue: (total._sum.totalCentavos ?? 0) / 100 },
    pending: {
      vouchers: pending._count,
      amount: (pending._sum.totalCentavos ?? 0) / 100,
      copies: held._sum.quantity ?? 0,
    },
    /** paid vouchers among those already settled (paid, expired or canceled); null before the first one */
    paidShare: decided === 0 ? null : paidVouchers / decided,
    /** the book's free copies; null = sin límite (or no book yet) */
    copiesLeft: books.length === 0 ? null : books[0].stock,
    weeks,
    discounts: { paidOrders: discounted._count, amount: (discounted._sum.discountCentavos ?? 0) / 100 },
  } satisfies JsonSource<SalesSummary>;
}

type CsvOrder = Awaited<ReturnType<typeof ordersForCsv>>[number];

/** The export's columns, in order: adding one is one line. */
const COLUMNS: [string, (order: CsvOrder) => string][] = [
  ["Fecha", (o) => o.createdAt.toISOString().slice(0, 10)],
  ["Pedido", (o) => String(o.id)],
  ["Comprador", (o) => o.nombre],
  ["Correo", (o) => o.email],
  ["Estado", (o) => o.estado],
  ["Artículos", (o) => o.items.map((item) => `${item.quantity} x ${item.name}`).join("; ")],
  ["Total", (o) => (o.totalCentavos / 100).toFixed(2)],
  ["Código de descuento", (o) => o.discountCode ?? ""],
  ["Descuento", (o) => (o.discountCentavos / 100).toFixed(2)],
  [
    "Estatus",
    (o) => {
      const text = ORDER_STATUS_TEXT[o.status].author;
      return text[0].toUpperCase() + text.slice(1);
    },
  ],
  ["Pagado el", (o) => o.paidAt?.toISOString().slice(0, 10) ?? ""],
  ["Paquetería", (o) => o.carrier ?? ""],
  ["Guía", (o) => o.trackingNumber ?? ""],
  // the invoice (CFDI) the buyer asked for, for the accountant who issues it
  ["RFC", (o) => invoiceOf(o)?.rfc ?? ""],
  ["Razón social", (o) => invoiceOf(o)?.razonSocial ?? ""],
  ["Régimen fiscal", (o) => invoiceOf(o)?.regimenFiscal ?? ""],
  ["Uso del CFDI", (o) => invoiceOf(o)?.usoCfdi ?? ""],
  ["CP fiscal", (o) => invoiceOf(o)?.codigoPostal ?? ""],
];

function ordersForCsv(prisma: PrismaClient) {
  return prisma.order.findMany({
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { items: { orderBy: { id: "asc" } } },
  });
}

/** Every order, oldest first, every cell quoted (see lib/csv.ts). */
export async function ordersCsv(prisma: PrismaClient): Promise<string> {
  const orders = await ordersForCsv(prisma);
  return toCsv([COLUMNS.map(([title]) => title), ...orders.map((order) => COLUMNS.map(([, value]) => value(order)))], {
    quoteAll: true,
  });
}
