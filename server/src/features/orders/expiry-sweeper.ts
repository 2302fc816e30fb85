// Vouchers of the built-in provider expire here (Stripe's expire through its webhook events): every minute, pending
// simulated orders whose voucher date has passed become "expired" and give their copies back. Each order changes in one
// conditional UPDATE (status = 'pending' AND "voucherExpiresAt" < now), so several processes sweeping one PostgreSQL
// release the copies once.
import type { AppContext } from "../../context.ts";
import { queueOrderMails } from "./order-mails.ts";
import { changeOrderStatus } from "./orders.service.ts";

/** At most this many per sweep; the next sweep takes the rest. */
const BATCH = 500;

/**
 * A checkout stores its order, asks the provider for the voucher, then stores the voucher on the order: an order still
 * without one this long after it was made lost its voucher to a database failure (its buyer was told to try again).
 */
export const STRANDED_AFTER_MS = 10 * 60 * 1000;

/** Cancels the orders stranded without a voucher (any provider), giving their copies and codes back; answers their ids. */
export async function cancelStrandedOrders({ prisma }: Pick<AppContext, "prisma">, now: Date): Promise<number[]> {
  const stranded = { paymentIntentId: null, createdAt: { lt: new Date(now.getTime() - STRANDED_AFTER_MS) } };
  const candidates = await prisma.order.findMany({
    where: { ...stranded, status: "pending" },
    select: { id: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const canceled: number[] = [];
  // no e-mail: the buyer never got a voucher, and was told the checkout did not go through
  for (const { id } of candidates)
    if (await changeOrderStatus(prisma, id, "canceled", { from: ["pending"], where: stranded, at: now }))
      canceled.push(id);
  return canceled;
}

/** Expires what is overdue at `now` (and cancels the stranded orders); answers the ids this call changed. */
export async function expireOverdueVouchers(
  { prisma, config }: Pick<AppContext, "prisma" | "config">,
  now: Date,
): Promise<number[]> {
  const stranded = await cancelStrandedOrders({ prisma }, now);
  const overdue = { paymentProvider: "simulated", voucherExpiresAt: { lt: now } };
  const candidates = await prisma.order.findMany({
    where: { ...overdue, status: "pending" },
    select: { id: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const expired: number[] = [];
  for (const { id } of candidates) {
    // Another process may have got there first: then this changes nothing.
    // The buyer's "voucher expired" e-mail is queued in the same transaction as the change.
    const changed = await prisma.$transaction(async (tx) => {
      if (!(await changeOrderStatus(tx, id, "expired", { from: ["pending"], where: overdue, at: now }))) return false;
      await queueOrderMails(tx, config.siteUrl, id, "expired");
      return true;
    });
    if (changed) expired.push(id);
  }
  return [...stranded, ...expired];
}
