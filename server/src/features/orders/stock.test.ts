// Copies in stock: a voucher holds them, expiry and cancellation give them back, payment keeps them, and two buyers
// racing for the last copy get exactly one voucher (PGlite here; `npm run test:pg` runs the same on PostgreSQL).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ rol: ROLE_ADMIN });
});
afterAll(() => t.close());

async function bookWithStock(stock: number | null) {
  const book = await createBook(t.prisma, "350.00");
  return t.prisma.book.update({ where: { id: book.id }, data: { stock } });
}
const buy = (bookId: number, quantity = 1) =>
  request(t.app)
    .post("/api/pago-oxxo")
    .send(checkoutBody([{ id: bookId, quantity }]));
const stockOf = async (bookId: number) => (await t.prisma.book.findUniqueOrThrow({ where: { id: bookId } })).stock;
const patch = (id: number, body: object) => request(t.app).patch(`/api/orders/${id}`).set(admin.auth).send(body);
const simulate = (id: number) => request(t.app).post(`/api/orders/${id}/simulate-payment`).set(admin.auth);

describe("stock", () => {
  it("two buyers racing for the last copy: exactly one voucher, the other a 409 in Spanish", async () => {
    const book = await bookWithStock(1);
    const answers = await Promise.all([buy(book.id), buy(book.id), buy(book.id), buy(book.id)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body.message).toBe("Lo sentimos, Urdimbre está agotado.");
    expect(await stockOf(book.id)).toBe(0);
    const orders = await t.prisma.order.findMany({ where: { items: { some: { bookId: book.id } } } });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "pending", stockReserved: true });
  });

  it("the public book list shows the stock a voucher just took (no stale cached copy)", async () => {
    const book = await bookWithStock(3);
    const before = await request(t.app).get("/api/books");
    expect(before.body.find((b: { id: number }) => b.id === book.id).stock).toBe(3);
    expect((await buy(book.id, 2)).status).toBe(200);
    const after = await request(t.app).get("/api/books");
    expect(after.body.find((b: { id: number }) => b.id === book.id).stock).toBe(1);
  });

  it("says how many copies are left when the cart asks for more", async () => {
    const book = await bookWithStock(2);
    const res = await buy(book.id, 3);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Lo sentimos, solo quedan 2 ejemplares de Urdimbre.");
    expect(await stockOf(book.id)).toBe(2);
    expect(await t.prisma.order.count({ where: { items: { some: { bookId: book.id } } } })).toBe(0);
  });

  it("says 'solo queda 1 ejemplar' when one copy is left", async () => {
    const book = await bookWithStock(1);
    const res = await buy(book.id, 2);
    expect([res.status, res.body.message]).toEqual([409, "Lo sentimos, solo queda 1 ejemplar de Urdimbre."]);
  });

  it("sells without limit when the stock is 'sin límite' (null)", async () => {
    const book = await bookWithStock(null);
    expect((await buy(book.id, 20)).status).toBe(200);
    expect(await stockOf(book.id)).toBeNull();
  });

  it("a voucher holds its copies; payment keeps them; cancellation of a pending or paid order gives them back once", async () => {
    const book = await bookWithStock(5);
    const first = (await buy(book.id, 2)).body.orderId as number;
    expect(await stockOf(book.id)).toBe(3);
    expect((await simulate(first)).body.status).toBe("paid");
    expect(await stockOf(book.id)).toBe(3);
    expect((await patch(first, { status: "canceled" })).body.status).toBe("canceled");
    expect(await stockOf(book.id)).toBe(5);
    expect((await patch(first, { status: "canceled" })).status).toBe(409);
    expect(await stockOf(book.id)).toBe(5);

    const second = (await buy(book.id, 1)).body.orderId as number;
    expect(await stockOf(book.id)).toBe(4);
    await patch(second, { status: "canceled" });
    expect(await stockOf(book.id)).toBe(5);
  });

  it("two administrators canceling one pending voucher at once give its copies back once", async () => {
    const book = await bookWithStock(5);
    const { orderId } = (await buy(book.id, 3)).body as { orderId: number };
    expect(await stockOf(book.id)).toBe(2);
    const answers = await Promise.all([patch(orderId, { status: "canceled" }), patch(orderId, { status: "canceled" })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await stockOf(book.id)).toBe(5);
  });

  it("a payment for an expired order marks it paid (money received wins) and takes the copies again when there are", async () => {
    const book = await bookWithStock(1);
    const { orderId } = (await buy(book.id)).body as { orderId: number };
    await t.prisma.order.update({ where: { id: orderId }, data: { voucherExpiresAt: new Date(Date.now() - 1000) } });
    const { expireOverdueVouchers } = await import("./expiry-sweeper.ts");
    expect(await expireOverdueVouchers(t.ctx, new Date())).toContain(orderId);
    expect(await stockOf(book.id)).toBe(1);

    const paid = await simulate(orderId);
    expect(paid.body).toMatchObject({ status: "paid", stockShort: false });
    expect(await stockOf(book.id)).toBe(0);
  });

  it("flags a late payment when the copies are gone, for the administrator's order view", async () => {
    const book = await bookWithStock(1);
    const { orderId } = (await buy(book.id)).body as { orderId: number };
    await t.prisma.order.update({ where: { id: orderId }, data: { voucherExpiresAt: new Date(Date.now() - 1000) } });
    const { expireOverdueVouchers } = await import("./expiry-sweeper.ts");
    await expireOverdueVouchers(t.ctx, new Date());
    expect((await buy(book.id)).status).toBe(200); // someone else buys the copy that came back
    expect(await stockOf(book.id)).toBe(0);

    const paid = await simulate(orderId);
    expect(paid.body).toMatchObject({ status: "paid", stockShort: true });
    expect(await stockOf(book.id)).toBe(0);
    const listed = (await request(t.app).get("/api/orders").set(admin.auth)).body.find(
      (o: { id: number }) => o.id === orderId,
    );
    expect(listed.stockShort).toBe(true);
  });
});
