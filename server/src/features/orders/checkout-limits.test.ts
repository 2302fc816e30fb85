// What checkouts may hold at once, with the default limits: 2 pending vouchers and 5 copies per e-mail and per phone,
// 20 pending vouchers per client address; counted from the orders themselves, so parallel checkouts never both pass
// (PGlite here; DATABASE_URL runs the same on PostgreSQL, where the checkouts really run in parallel).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

const DEFAULT_LIMITS = { PENDING_ORDERS_PER_BUYER: "2", HELD_COPIES_PER_BUYER: "5", PENDING_ORDERS_PER_IP: "20" };
const CONTACT = "para un pedido más grande, escríbele a la autora desde la página de contacto.";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let book: { id: number };
let buyers = 0;
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp({ ...DEFAULT_LIMITS, TRUST_PROXY: "1" }); // X-Forwarded-For sets the client address
  admin = await t.createUser({ rol: ROLE_ADMIN });
  book = await createBook(t.prisma, "100.00");
  await t.prisma.book.update({ where: { id: book.id }, data: { stock: 200 } });
});
afterAll(() => t.close());

/** A buyer of their own (e-mail, phone and address), unless the test says otherwise. */
function buyer(overrides: { email?: string; telefono?: string; ip?: string } = {}) {
  buyers += 1;
  return {
    email: `comprador${buyers}@ejemplo.mx`,
    telefono: `312 600 ${String(buyers).padStart(4, "0")}`,
    ip: `10.9.${Math.floor(buyers / 200)}.${buyers % 200}`,
    ...overrides,
  };
}
const newAddress = () => `10.20.${Math.floor(++addresses / 200)}.${addresses % 200}`;

function checkout(who: ReturnType<typeof buyer>, quantity: number) {
  return request(t.app)
    .post("/api/pago-oxxo")
    .set("X-Forwarded-For", who.ip)
    .send({ ...checkoutBody([{ id: book.id, quantity }]), email: who.email, telefono: who.telefono });
}
const stock = async () => (await t.prisma.book.findUniqueOrThrow({ where: { id: book.id } })).stock;
const cancel = (id: number) => request(t.app).patch(`/api/orders/${id}`).set(admin.auth).send({ status: "canceled" });

describe("what one buyer may hold", () => {
  it("refuses one order of more than 5 copies and says to write to the author; nothing is held", async () => {
    const before = await stock();
    const res = await checkout(buyer(), 22);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Un pedido puede apartar como máximo 5 ejemplares; ${CONTACT}`);
    expect(await stock()).toBe(before);
  });

  it("counts the copies and vouchers pending per e-mail (any case), then frees them when a voucher is canceled", async () => {
    const email = "acaparadora@ejemplo.mx";
    const first = await checkout(buyer({ email }), 3);
    expect(first.status).toBe(200);
    const tooMany = await checkout(buyer({ email: "Acaparadora@Ejemplo.MX" }), 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      `Las fichas pendientes con este correo electrónico ya apartan 3 ejemplares y se pueden apartar como máximo 5 a la vez. Paga tu ficha pendiente o espera a que venza; ${CONTACT}`,
    );
    expect((await checkout(buyer({ email }), 2)).status).toBe(200);
    const third = await checkout(buyer({ email }), 1);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      `Ya hay 2 fichas de pago pendientes con este correo electrónico. Paga una de ellas o espera a que venza antes de hacer otro pedido; ${CONTACT}`,
    );

    // The author cancels the first voucher: its copies come back once and the buyer may order again.
    const held = await stock();
    expect((await cancel(first.body.orderId)).status).toBe(200);
    expect(await stock()).toBe(held! + 3);
    expect((await cancel(first.body.orderId)).status).toBe(409);
    expect(await stock()).toBe(held! + 3);
    expect((await checkout(buyer({ email }), 1)).status).toBe(200);
  });

  it("counts per phone too (however it is written), whatever e-mail is typed; a paid order holds nothing any more", async () => {
    const telefono = "312 700 0001";
    const paid = await checkout(buyer({ telefono }), 4);
    expect(paid.status).toBe(200);
    expect((await checkout(buyer({ telefono: "(312) 700-0001" }), 1)).status).toBe(200);
    const refused = await checkout(buyer({ telefono: "+52 312 700 0001" }), 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Ya hay 2 fichas de pago pendientes con este teléfono. Paga una de ellas o espera a que venza antes de hacer otro pedido; ${CONTACT}`,
    );
    await request(t.app).post(`/api/orders/${paid.body.orderId}/simulate-payment`).set(admin.auth).expect(200);
    expect((await checkout(buyer({ telefono }), 4)).status).toBe(200);
  });

  it("lets parallel checkouts by one e-mail pass only as far as the limits allow", async () => {
    const email = "a-la-vez@ejemplo.mx";
    const vouchers = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer({ email }), 1)));
    expect(vouchers.map((res) => res.status).sort()).toEqual([200, 200, 409, 409, 409]);
    const copies = await Promise.all(
      Array.from({ length: 4 }, () => checkout(buyer({ email: "copias-a-la-vez@ejemplo.mx" }), 3)),
    );
    expect(copies.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect(
      await t.prisma.order.count({
        where: { email: { in: [email, "copias-a-la-vez@ejemplo.mx"] }, status: "pending" },
      }),
    ).toBe(3);
  });
});

describe("what one client address may hold", () => {
  it("allows 20 pending vouchers per address (a carrier's shared IP), then a 429 in Spanish; other addresses go on", async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect((await checkout(buyer({ ip }), 1)).status).toBe(200);
    const refused = await checkout(buyer({ ip }), 1);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      "Hay demasiadas fichas de pago pendientes desde tu conexión. Paga una de ellas o espera a que venzan, o escríbele a la autora desde la página de contacto.",
    );
    expect((await checkout(buyer({ ip: newAddress() }), 1)).status).toBe(200);

    // The address is kept only while the order is pending: a canceled voucher forgets it and frees a place.
    const [oldest] = await t.prisma.order.findMany({ where: { checkoutIp: ip }, orderBy: { id: "asc" }, take: 1 });
    expect((await cancel(oldest.id)).status).toBe(200);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: oldest.id } })).checkoutIp).toBeNull();
    expect((await checkout(buyer({ ip }), 1)).status).toBe(200);
  });
});

describe("the checkout body", () => {
  it("refuses more than 50 copies in one order, across its lines", async () => {
    const other = await createBook(t.prisma, "100.00", "Otro libro");
    const res = await request(t.app)
      .post("/api/pago-oxxo")
      .send(
        checkoutBody([
          { id: book.id, quantity: 30 },
          { id: other.id, quantity: 21 },
        ]),
      );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Un pedido puede llevar como máximo 50 ejemplares");
  });
});
