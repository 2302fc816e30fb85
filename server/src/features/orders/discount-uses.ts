// Uses of a discount code held by orders, the way stock.ts holds copies: DiscountCode.uses counts the uses held by
// pending and paid orders. A voucher takes its use in the order's transaction with one conditional UPDATE (so N buyers
// racing for the last use get exactly one), expiry or cancellation gives it back, and Order.discountReserved makes the
// give-back happen once.
import type { Prisma } from "../../generated/prisma/client.ts";

type Tx = Prisma.TransactionClient;

/** Takes one use of the code; false when none is left. */
export async function takeDiscountUse(tx: Tx, codeId: number): Promise<boolean> {
  const taken =
    await tx.$executeRaw`UPDATE "DiscountCode" SET "uses" = "uses" + 1 WHERE "id" = ${codeId} AND ("maxUses" IS NULL OR "uses" < "maxUses")`;
  return taken === 1;
}

/** Gives an order's use back, once: only the call that clears Order.discountReserved takes it off the count. */
export async function releaseDiscountUse(tx: Tx, orderId: number): Promise<void> {
  const released = await tx.$queryRaw<{ discountCodeId: number | null }[]>`
    UPDATE "Order" SET "discountReserved" = false WHERE "id" = ${orderId} AND "discountReserved" = true RETURNING "discountCodeId"`;
  const codeId = released[0]?.discountCodeId;
  if (codeId) await tx.$executeRaw`UPDATE "DiscountCode" SET "uses" = "uses" - 1 WHERE "id" = ${codeId} AND "uses" > 0`;
}

/**
 * A paid order keeps its use. One that had given it back (paid after its voucher expired or was canceled) takes it
 * again, even past the code's limit: the buyer paid the discounted total, and the money received wins.
 */
export async function keepDiscountForPayment(tx: Tx, orderId: number): Promise<void> {
  const retaken = await tx.$queryRaw<{ discountCodeId: number | null }[]>`
    UPDATE "Order" SET "discountReserved" = true WHERE "id" = ${orderId} AND "discountReserved" = false AND "discountCodeId" IS NOT NULL RETURNING "discountCodeId"`;
  const codeId = retaken[0]?.discountCodeId;
  if (codeId) await tx.$executeRaw`UPDATE "DiscountCode" SET "uses" = "uses" + 1 WHERE "id" = ${codeId}`;
}
