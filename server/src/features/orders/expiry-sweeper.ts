// Vouchers of the built-in provider expire here (Stripe's expire through its webhook events): every minute, pending
// simulated orders whose voucher date has passed become "expired" and give their copies back. Each order changes in one
// conditional UPDATE (status = 'pending' AND "voucherExpiresAt" < now), so several processes sweeping one PostgreSQL
// release the copies once.
import type { AppContext } from "../../context.ts";
import { queueOrderMails } from "./order-mails.ts";
import { changeOrderStatus } from "./orders.service.ts";

/** At most this many per sweep; the next sweep takes the rest. */
const BATCH = 500;

/** Expires what is overdue at `now`; answers the ids this call expired. */
export async function expireOverdueVouchers({ prisma, config }: Pick<AppContext, "prisma" | "config">, now: Date): Promise<number[]> {
  const overdue = { paymentProvider: "simulated", voucherExpiresAt: { lt: now } };
  const candidates = await prisma.order.findMany({ where: { ...overdue, status: "pending" }, select: { id: true }, orderBy: { id: "asc" }, take: BATCH });
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
  return expired;
}
