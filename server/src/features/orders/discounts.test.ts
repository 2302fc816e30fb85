// Discount codes: the administrator's API, every reason a code does not apply (the quote says it, the checkout refuses
// with the same words), the discount stored with the order and shown wherever the order is, the last use raced by
// 8 buyers (PGlite here; `npm run test:pg` runs the same on PostgreSQL), and the use given back once on expiry or cancel.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";
import { expireOverdueVouchers } from "./expiry-sweeper.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let book: { id: number };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" }); // X-Forwarded-For sets the client address
  admin = await t.createUser({ rol: ROLE_ADMIN });
  book = await createBook(t.prisma, "350.00");
});
afterAll(() => t.close());

const defaults = {
  kind: "percent",
  value: 10,
  startsOn: null,
  endsOn: null,
  maxUses: null,
  minPurchaseCentavos: null,
  active: true,
};
const createCode = (body: object) =>
  request(t.app)
    .post("/api/discount-codes")
    .set(admin.auth)
    .send({ ...defaults, ...body });
async function newCode(body: object): Promise<{ id: number; code: string }> {
  const res = await createCode(body);
  expect(res.status).toBe(201);
  return res.body;
}
const quote = (code: string, quantity = 1, email?: string) =>
  request(t.app)
    .post("/api/orders/quote")
    .send({ items: [{ bookId: book.id, quantity }], code, email });
const buy = (code: string | undefined, email = "maria@ejemplo.mx", quantity = 1) =>
  request(t.app)
    .post("/api/pago-oxxo")
    .send({ ...checkoutBody([{ id: book.id, quantity }]), email, ...(code && { code }) });
const usesOf = async (id: number) => (await t.prisma.discountCode.findUniqueOrThrow({ where: { id } })).uses;
const patch = (id: number, body: object) => request(t.app).patch(`/api/orders/${id}`).set(admin.auth).send(body);

describe("the administrator's discount codes", () => {
  it("are for the administrator only", async () => {
    const reader = await t.createUser();
    expect((await request(t.app).get("/api/discount-codes")).status).toBe(401);
    expect((await request(t.app).get("/api/discount-codes").set(reader.auth)).status).toBe(403);
    expect(
      (
        await request(t.app)
          .post("/api/discount-codes")
          .set(reader.auth)
          .send({ ...defaults, code: "LECTORA" })
      ).status,
    ).toBe(403);
    expect((await request(t.app).post("/api/discount-codes/1/deactivate").set(reader.auth)).status).toBe(403);
  });

  it("creates, lists, edits and deactivates a code; the code is stored upper-case and once", async () => {
    const created = await createCode({
      code: " primavera-25 ",
      kind: "fixed",
      value: 5000,
      startsOn: "2026-03-01",
      endsOn: "2026-03-31",
      maxUses: 20,
      minPurchaseCentavos: 30000,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      code: "PRIMAVERA-25",
      kind: "fixed",
      value: 5000,
      startsOn: "2026-03-01",
      endsOn: "2026-03-31",
      maxUses: 20,
      uses: 0,
      minPurchaseCentavos: 30000,
      active: true,
      createdAt: expect.any(String),
    });
    const again = await createCode({ code: "Primavera-25" });
    expect([again.status, again.body.message]).toEqual([409, "Ya existe el código PRIMAVERA-25"]);

    const { id } = created.body;
    const edited = await request(t.app)
      .put(`/api/discount-codes/${id}`)
      .set(admin.auth)
      .send({ ...defaults, kind: "percent", value: 15, endsOn: "2026-04-30" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      code: "PRIMAVERA-25",
      kind: "percent",
      value: 15,
      startsOn: null,
      endsOn: "2026-04-30",
      maxUses: null,
      minPurchaseCentavos: null,
    });
    const off = await request(t.app).post(`/api/discount-codes/${id}/deactivate`).set(admin.auth);
    expect(off.body).toMatchObject({ code: "PRIMAVERA-25", active: false });
    const listed = await request(t.app).get("/api/discount-codes").set(admin.auth);
    expect(listed.body.find((c: { id: number }) => c.id === id)).toMatchObject({ active: false, value: 15 });
    expect((await request(t.app).put("/api/discount-codes/999999").set(admin.auth).send(defaults)).status).toBe(404);
  });

  it("refuses what does not make a code, in Spanish", async () => {
    const cases: [object, string][] = [
      [{ code: "AB" }, "El código lleva de 3 a 30 letras sin acentos, números o guiones"],
      [{ code: "AÑO NUEVO" }, "El código lleva de 3 a 30 letras sin acentos, números o guiones"],
      [{ code: "MUCHO", value: 120 }, "El porcentaje va de 1 a 100"],
      [{ code: "NADA", value: 0 }, "El descuento debe ser mayor que cero"],
      [{ code: "FIJO", kind: "fixed", value: 2_000_000 }, "El descuento no puede pasar de $10,000.00 MXN"],
      [{ code: "MINIMO", minPurchaseCentavos: 1_000_001 }, "La compra mínima no puede pasar de $10,000.00 MXN"],
      [{ code: "OTRO", kind: "regalo" }, "Elige porcentaje o monto fijo"],
      [
        { code: "FECHAS", startsOn: "2026-05-10", endsOn: "2026-05-01" },
        "La fecha de fin no puede ser anterior a la de inicio",
      ],
      [{ code: "FEBRERO", startsOn: "2026-02-30" }, "La fecha de inicio no es una fecha válida"],
      [{ code: "USOS", maxUses: 0 }, "Los usos deben ser al menos 1"],
      [{ code: "EXTRA", descuento: 1 }, 'Llave desconocida: "descuento"'],
    ];
    for (const [body, message] of cases) {
      const res = await createCode(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });
});

describe("why a code does not apply", () => {
  it("says it at the quote and refuses the checkout with the same words, without taking a copy or a use", async () => {
    await newCode({ code: "APAGADO", active: false });
    await newCode({ code: "FUTURO", startsOn: "2999-01-01" });
    await newCode({ code: "VIEJO", endsOn: "2020-01-31" });
    await newCode({ code: "MINIMO", minPurchaseCentavos: 70000 });
    const cases: [string, string][] = [
      ["NOEXISTE", "Ese código no existe"],
      ["apagado", "Ese código ya no está activo"],
      ["FUTURO", "Ese código todavía no es válido: aplica a partir del 1 de enero de 2999"],
      ["VIEJO", "Ese código venció el 31 de enero de 2020"],
      ["MINIMO", "Ese código aplica en compras desde $700.00 MXN; tu compra es de $350.00 MXN"],
    ];
    const orders = await t.prisma.order.count();
    for (const [code, reason] of cases) {
      const quoted = await quote(code);
      expect(quoted.status).toBe(200);
      expect(quoted.body).toMatchObject({
        discount: null,
        subtotalCentavos: 35000,
        totalCentavos: 35000,
        codeRefusal: reason,
      });
      const refused = await buy(code);
      expect([refused.status, refused.body.message]).toEqual([409, reason]);
    }
    expect(await t.prisma.order.count()).toBe(orders);
    expect((await quote("MINIMO", 2)).body).toMatchObject({
      discount: { code: "MINIMO", amountCentavos: 7000 },
      totalCentavos: 63000,
      codeRefusal: null,
    });
  });

  it("used up: says so once every use is held", async () => {
    const { id } = await newCode({ code: "UNAVEZ", maxUses: 1 });
    expect((await buy("UNAVEZ", "primera@ejemplo.mx")).status).toBe(200);
    expect(await usesOf(id)).toBe(1);
    expect((await quote("UNAVEZ")).body.codeRefusal).toBe("Ese código ya se agotó: ya se usaron todos sus descuentos");
    const refused = await buy("UNAVEZ", "segunda@ejemplo.mx");
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "Ese código ya se agotó: ya se usaron todos sus descuentos",
    ]);
  });

  it("one use per buyer: the same e-mail in any case is refused at checkout, another e-mail is not", async () => {
    await newCode({ code: "UNAPORPERSONA" });
    expect((await buy("UNAPORPERSONA", "lucia@ejemplo.mx")).status).toBe(200);
    const reason = "Ya usaste este código con este correo electrónico: es de un solo uso por persona";
    // the quote tells no one whether an address has ordered with a code: with or without it, the same answer
    expect((await quote("UNAPORPERSONA", 1, "Lucia@Ejemplo.MX")).body).toEqual((await quote("UNAPORPERSONA")).body);
    expect((await quote("UNAPORPERSONA", 1, "Lucia@Ejemplo.MX")).body.codeRefusal).toBeNull();
    const again = await buy("UNAPORPERSONA", "LUCIA@ejemplo.mx");
    expect([again.status, again.body.message]).toEqual([409, reason]);
    expect((await buy("UNAPORPERSONA", "lucia_@ejemplo.mx")).status).toBe(200); // compared exactly, never as a pattern
  });
});

describe("an order placed with a code", () => {
  it("is charged the discounted total and shows the discount on the order page, the e-mails, Mis pedidos, the admin list, the CSV and the sales", async () => {
    await newCode({ code: "LECTORES15", value: 15 });
    const reader = await t.createUser({ email: "lectora-descuento@ejemplo.mx" });
    const quoted = await quote("lectores15", 2);
    expect(quoted.body).toEqual({
      lines: [{ bookId: book.id, name: "Urdimbre", unitPriceCentavos: 35000, quantity: 2, lineTotalCentavos: 70000 }],
      subtotalCentavos: 70000,
      discount: { code: "LECTORES15", amountCentavos: 10500, description: "15 % de descuento" },
      totalCentavos: 59500,
      codeRefusal: null,
    });
    const placed = await request(t.app)
      .post("/api/pago-oxxo")
      .set(reader.auth)
      .send({ ...checkoutBody([{ id: book.id, quantity: 2 }]), email: reader.email, code: "lectores15" });
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId as number;
    const order = await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      totalCentavos: 59500,
      discountCode: "LECTORES15",
      discountCentavos: 10500,
      discountReserved: true,
    });

    // the order's own page (the voucher while pending) gets the discount and the discounted total
    const page = await request(t.app).get(`/api/orders/page/${(placed.body.orderPage as string).split("/").pop()}`);
    expect(page.body).toMatchObject({ id: orderId, total: 595, discount: { code: "LECTORES15", amount: 105 } });

    const mine = await request(t.app).get("/api/orders/mine").set(reader.auth);
    expect(mine.body[0]).toMatchObject({ id: orderId, total: 595, discount: { code: "LECTORES15", amount: 105 } });

    await request(t.app).post(`/api/orders/${orderId}/simulate-payment`).set(admin.auth).expect(200);
    const mails = await t.prisma.emailMessage.findMany({
      where: { subject: { contains: `#${orderId}` } },
      orderBy: { id: "asc" },
    });
    expect(mails.map((m) => m.kind)).toEqual(["order_received", "payment_received", "order_to_ship"]);
    for (const mail of mails) {
      expect(mail.text).toContain("Descuento (LECTORES15)");
      expect(mail.text).toContain("−$105.00 MXN");
      expect(mail.text).toContain("$595.00 MXN");
    }

    const listed = (await request(t.app).get("/api/orders").set(admin.auth)).body.find(
      (o: { id: number }) => o.id === orderId,
    );
    expect(listed).toMatchObject({ total: 595, discount: { code: "LECTORES15", amount: 105 } });

    const csv = (await request(t.app).get("/api/orders/export.csv").set(admin.auth)).text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const header = csv[0].split(",");
    const row = csv.find((line) => line.includes(`"${orderId}"`))!.split(",");
    expect(row[header.indexOf('"Total"')]).toBe('"595.00"');
    expect(row[header.indexOf('"Código de descuento"')]).toBe('"LECTORES15"');
    expect(row[header.indexOf('"Descuento"')]).toBe('"105.00"');

    const summary = (await request(t.app).get("/api/orders/summary").set(admin.auth)).body;
    expect(summary.discounts).toEqual({ paidOrders: 1, amount: 105 });
    expect(summary.total.revenue).toBe(595);
  });

  it("a fixed amount never takes off more than the books cost", async () => {
    await newCode({ code: "REGALO", kind: "fixed", value: 50000 });
    expect((await quote("REGALO")).body).toMatchObject({
      discount: { amountCentavos: 35000, description: "$500.00 MXN de descuento" },
      totalCentavos: 0,
    });
    // OXXO takes no voucher below $10.00: the checkout says so
    const res = await buy("REGALO", "regalo@ejemplo.mx");
    expect([res.status, res.body.message]).toEqual([
      400,
      "Para pagar en OXXO el total debe estar entre $10.00 MXN y $10,000.00 MXN",
    ]);
  });
});

describe("uses under pressure", () => {
  it("8 buyers at once for the last use: exactly one discounted order, the others a 409 in Spanish", async () => {
    const { id } = await newCode({ code: "ULTIMO", maxUses: 3 });
    await t.prisma.discountCode.update({ where: { id }, data: { uses: 2 } });
    // 8 different buyers (e-mail, phone and address), so no lock of the checkout's hold limits lines them up
    const race = (i: number) =>
      request(t.app)
        .post("/api/pago-oxxo")
        .set("X-Forwarded-For", `203.0.113.${10 + i}`)
        .send({
          ...checkoutBody([{ id: book.id, quantity: 1 }]),
          email: `carrera${i}@ejemplo.mx`,
          telefono: `31255501${i}0`,
          code: "ULTIMO",
        });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => race(i)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409))
      expect(refused.body.message).toBe("Ese código ya se agotó: ya se usaron todos sus descuentos");
    expect(await t.prisma.order.count({ where: { discountCode: "ULTIMO" } })).toBe(1);
    expect(await usesOf(id)).toBe(3);
  });

  it("one buyer's e-mail at once from 4 phones and addresses: one discounted order", async () => {
    await newCode({ code: "SOLOUNA" });
    const race = (i: number) =>
      request(t.app)
        .post("/api/pago-oxxo")
        .set("X-Forwarded-For", `198.51.100.${10 + i}`)
        .send({
          ...checkoutBody([{ id: book.id, quantity: 1 }]),
          email: i % 2 ? "misma@ejemplo.mx" : "MISMA@ejemplo.mx",
          telefono: `31255502${i}0`,
          code: "SOLOUNA",
        });
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => race(i)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await t.prisma.order.count({ where: { discountCode: "SOLOUNA" } })).toBe(1);
  });

  it("an expired voucher gives its use back once, however many sweepers run, and the buyer may use the code again", async () => {
    const { id } = await newCode({ code: "VENCE", maxUses: 1 });
    const orderId = (await buy("VENCE", "vence@ejemplo.mx")).body.orderId as number;
    expect(await usesOf(id)).toBe(1);
    await t.prisma.order.update({ where: { id: orderId }, data: { voucherExpiresAt: new Date(Date.now() - 1000) } });
    const now = new Date();
    const swept = await Promise.all([
      expireOverdueVouchers(t.ctx, now),
      expireOverdueVouchers(t.ctx, now),
      expireOverdueVouchers(t.ctx, now),
    ]);
    expect(swept.flat().filter((swept) => swept === orderId)).toHaveLength(1);
    expect(await usesOf(id)).toBe(0);
    expect(await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "expired",
      discountReserved: false,
      discountCode: "VENCE",
    });
    expect(await expireOverdueVouchers(t.ctx, new Date())).toEqual([]);
    expect(await usesOf(id)).toBe(0);

    // paid after all (money received wins): the order takes its use again, even past the limit
    const other = (await buy("VENCE", "otra@ejemplo.mx")).body.orderId as number;
    expect(await usesOf(id)).toBe(1);
    await request(t.app).post(`/api/orders/${orderId}/simulate-payment`).set(admin.auth).expect(200);
    expect(await usesOf(id)).toBe(2);
    await patch(other, { status: "canceled" }).expect(200);
    expect(await usesOf(id)).toBe(1);
  });

  it("two administrators canceling one voucher at once give its use back once", async () => {
    const { id } = await newCode({ code: "CANCELA" });
    const orderId = (await buy("CANCELA", "cancela@ejemplo.mx")).body.orderId as number;
    await buy("CANCELA", "sigue@ejemplo.mx");
    expect(await usesOf(id)).toBe(2);
    const answers = await Promise.all([patch(orderId, { status: "canceled" }), patch(orderId, { status: "canceled" })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await usesOf(id)).toBe(1);
    expect((await buy("CANCELA", "cancela@ejemplo.mx")).status).toBe(200);
  });
});
