// A database failure between the checkout's two steps (the order and its copies stored, then the voucher stored on
// it): the buyer gets a Spanish 503 and no voucher, and the copies go back (at once when the database still answers,
// else by the expiry sweep once it is back). No order is left pending without a voucher, holding its copies for good.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import type { OxxoPayment } from "../../lib/payments/types.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";
import { CHECKOUT_INTERRUPTED } from "./checkout.service.ts";
import { expireOverdueVouchers, STRANDED_AFTER_MS } from "./expiry-sweeper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { databaseProxy: true });
});
afterAll(() => t.close());

async function bookWithStock(stock: number) {
  const book = await createBook(t.prisma, "350.00");
  return t.prisma.book.update({ where: { id: book.id }, data: { stock } });
}
const stockOf = async (bookId: number) => (await t.prisma.book.findUniqueOrThrow({ where: { id: bookId } })).stock;

/** The provider answers, then `meanwhile` runs before the checkout stores the voucher. */
function afterTheVoucher(meanwhile: () => Promise<void>) {
  const payments = t.ctx.payments;
  const original = payments.createOxxoPayment.bind(payments);
  payments.createOxxoPayment = async (input): Promise<OxxoPayment> => {
    const payment = await original(input);
    payments.createOxxoPayment = original;
    await meanwhile();
    return payment;
  };
}

describe("a database failure in the middle of a checkout", () => {
  it("an outage: 503 in Spanish, then, once the database is back, the sweep gives the copies back", async () => {
    const book = await bookWithStock(3);
    afterTheVoucher(() => t.proxy!.stop());
    const res = await request(t.app)
      .post("/api/pago-oxxo")
      .send(checkoutBody([{ id: book.id, quantity: 2 }]));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(CHECKOUT_INTERRUPTED);
    expect(res.body).not.toHaveProperty("hosted_voucher_url");
    await t.proxy!.start();

    const [order] = await t.prisma.order.findMany({ where: { items: { some: { bookId: book.id } } } });
    expect(order.paymentIntentId).toBeNull(); // the voucher was never stored
    // a sweep before the order is old enough leaves it alone (its checkout might still be storing the voucher)
    await expireOverdueVouchers(t.ctx, new Date());
    expect(await stockOf(book.id)).toBe(1);
    const ids = await expireOverdueVouchers(t.ctx, new Date(Date.now() + STRANDED_AFTER_MS + 1000));
    expect(ids).toContain(order.id);
    expect(await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "canceled",
      stockReserved: false,
    });
    expect(await stockOf(book.id)).toBe(3);
    expect(await t.prisma.emailMessage.count({ where: { to: order.email, kind: { startsWith: "order_" } } })).toBe(0);
  }, 60_000);
});
