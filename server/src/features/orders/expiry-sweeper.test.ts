// The voucher-expiry sweeper with a clock the test moves: overdue simulated vouchers expire and give their copies
// back once, even with several sweepers (several server processes) at the same moment.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, startExpirySweeper, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";
import { expireOverdueVouchers } from "./expiry-sweeper.ts";

const DAY = 86_400_000;
let t: TestApp;
let book: { id: number };

beforeAll(async () => {
  t = await createTestApp({ OXXO_EXPIRES_AFTER_DAYS: "3" });
  book = await createBook(t.prisma, "350.00");
  await t.prisma.book.update({ where: { id: book.id }, data: { stock: 10 } });
});
afterAll(() => t.close());

const buy = async (quantity = 1) =>
  (
    await request(t.app)
      .post("/api/pago-oxxo")
      .send(checkoutBody([{ id: book.id, quantity }]))
  ).body.orderId as number;
const stock = async () => (await t.prisma.book.findUniqueOrThrow({ where: { id: book.id } })).stock;
const order = (id: number) => t.prisma.order.findUniqueOrThrow({ where: { id } });

describe("voucher expiry", () => {
  it("leaves vouchers alone until their date, then expires them, stamps the time and gives the copies back", async () => {
    const id = await buy(2);
    expect(await stock()).toBe(8);
    // the voucher's date: 23:59 in central Mexico, three calendar days after today there
    const due = (await order(id)).voucherExpiresAt!.getTime();
    let now = new Date(due - 60_000);
    const sweeper = startExpirySweeper(t.ctx, { intervalMs: 60_000, now: () => now });
    try {
      expect(await sweeper.sweep()).toEqual([]);
      expect((await order(id)).status).toBe("pending");

      now = new Date(due + 60_000);
      expect(await sweeper.sweep()).toEqual([id]);
      expect(await order(id)).toMatchObject({ status: "expired", expiredAt: now, stockReserved: false });
      expect(await stock()).toBe(10);
      const expiredMail = async () =>
        t.prisma.emailMessage.findMany({ where: { kind: "voucher_expired", subject: { contains: `#${id}` } } });
      expect((await expiredMail()).map((mail) => mail.to)).toEqual([(await order(id)).email]);
      expect(await sweeper.sweep()).toEqual([]);
      expect(await stock()).toBe(10);
      expect(await expiredMail()).toHaveLength(1); // once, however many sweeps
    } finally {
      await sweeper.stop();
    }
  });

  it("runs on its own timer, and stops with the server", async () => {
    const id = await buy();
    const changed: (readonly string[])[] = [];
    const sweeper = startExpirySweeper(t.ctx, {
      intervalMs: 20,
      now: () => new Date(Date.now() + 4 * DAY),
      publicDataChanged: (names) => changed.push(names),
    });
    await expect.poll(async () => (await order(id)).status, { timeout: 5000 }).toBe("expired");
    await sweeper.stop();
    expect(changed).toContainEqual(["books"]); // the stock shown to the public, emptied from the kept answers

    const later = await buy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await order(later)).status).toBe("pending");
    await t.prisma.order.update({ where: { id: later }, data: { status: "canceled", stockReserved: false } });
    await t.prisma.book.update({ where: { id: book.id }, data: { stock: 10 } });
  });

  it("releases the copies once when several processes sweep at the same moment", async () => {
    const ids = await Promise.all([buy(1), buy(2), buy(3)]);
    expect(await stock()).toBe(4);
    const now = new Date(Date.now() + 5 * DAY);
    const results = await Promise.all([
      expireOverdueVouchers(t.ctx, now),
      expireOverdueVouchers(t.ctx, now),
      expireOverdueVouchers(t.ctx, now),
    ]);
    expect(results.flat().sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(await stock()).toBe(10);
  });

  it("never expires a paid order, nor a Stripe voucher (Stripe's own events expire those)", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const paid = await buy();
    await request(t.app).post(`/api/orders/${paid}/simulate-payment`).set(admin.auth).expect(200);
    const stripe = await t.prisma.order.create({
      data: {
        nombre: "A",
        email: "a@ejemplo.mx",
        telefono: "3125550101",
        calleNumero: "1",
        colonia: "C",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "r",
        totalCentavos: 35000,
        paymentProvider: "stripe",
        paymentIntentId: "pi_sweep_1",
        voucherExpiresAt: new Date(Date.now() - DAY),
      },
    });
    expect(await expireOverdueVouchers(t.ctx, new Date(Date.now() + 10 * DAY))).toEqual([]);
    expect((await order(paid)).status).toBe("paid");
    expect((await order(stripe.id)).status).toBe("pending");
  });
});
