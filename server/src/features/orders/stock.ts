// Copies of a book held by orders. Book.stock counts the copies still free to sell (null = sin límite): a voucher takes
// its copies off at once, expiry or cancellation gives them back, payment keeps them. Every change is one conditional
// UPDATE, so two buyers racing for the last copy cannot both get it, and Order.stockReserved makes a release happen once.
import type { Prisma } from "../../generated/prisma/client.ts";
import { onlyCopiesLeftText } from "@autora/common/contract/books-sale.ts";

type Tx = Prisma.TransactionClient;

export interface StockLine {
  bookId: number | null;
  name: string;
  quantity: number;
}

export interface Shortage {
  name: string;
  available: number;
}

/** Takes the lines' copies off the books' stock; on the first line without enough copies, gives back what it took. */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<Shortage | null> {
  const taken: StockLine[] = [];
  for (const line of lines) {
    if (line.bookId === null) continue;
    const count =
      await tx.$executeRaw`UPDATE "Book" SET "stock" = "stock" - ${line.quantity} WHERE "id" = ${line.bookId} AND ("stock" IS NULL OR "stock" >= ${line.quantity})`;
    if (count === 0) {
      await giveBack(tx, taken);
      const book = await tx.book.findUnique({ where: { id: line.bookId }, select: { stock: true } });
      return { name: line.name, available: Math.max(0, book?.stock ?? 0) };
    }
    taken.push(line);
  }
  return null;
}

async function giveBack(tx: Tx, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    if (line.bookId === null) continue;
    await tx.$executeRaw`UPDATE "Book" SET "stock" = "stock" + ${line.quantity} WHERE "id" = ${line.bookId} AND "stock" IS NOT NULL`;
  }
}

async function orderLines(tx: Tx, orderId: number): Promise<StockLine[]> {
  return tx.orderItem.findMany({ where: { orderId }, select: { bookId: true, name: true, quantity: true } });
}

/** Gives an order's copies back, once: only the call that clears Order.stockReserved adds them to the stock. */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<void> {
  const held =
    await tx.$executeRaw`UPDATE "Order" SET "stockReserved" = false WHERE "id" = ${orderId} AND "stockReserved" = true`;
  if (held === 0) return;
  await giveBack(tx, await orderLines(tx, orderId));
}

/**
 * A paid order keeps its copies. One that no longer held them (paid after its voucher expired or was canceled: the
 * money received wins) takes them again, or is flagged stockShort for the administrator when they are gone.
 */
export async function keepStockForPayment(tx: Tx, orderId: number): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { stockReserved: true } });
  if (order.stockReserved) return;
  const shortage = await takeStock(tx, await orderLines(tx, orderId));
  await tx.order.update({ where: { id: orderId }, data: shortage ? { stockShort: true } : { stockReserved: true } });
}

export function shortageMessage({ name, available }: Shortage): string {
  if (available === 0) return `Lo sentimos, ${name} está agotado.`;
  // "solo queda 1 ejemplar", "solo quedan 2 ejemplares": the words the cart uses too
  return `Lo sentimos, ${onlyCopiesLeftText(available).toLowerCase()} de ${name}.`;
}
