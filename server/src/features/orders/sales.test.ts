// Sales at a glance and the orders CSV: administrator only, numbers a test can count.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";
import { salesSummary } from "./sales.ts";

let t: TestApp;
let book: { id: number };
let admin: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  t = await createTestApp();
  book = await createBook(t.prisma, "350.00");
  await t.prisma.book.update({ where: { id: book.id }, data: { stock: 20 } });
  admin = await t.createUser({ rol: ROLE_ADMIN });
});
afterAll(() => t.close());

const buy = async (quantity: number, body: object = {}) =>
  (
    await request(t.app)
      .post("/api/pago-oxxo")
      .send({ ...checkoutBody([{ id: book.id, quantity }]), ...body })
  ).body.orderId as number;
const pay = (id: number) => request(t.app).post(`/api/orders/${id}/simulate-payment`).set(admin.auth).expect(200);

describe("sales summary and CSV", () => {
  it("counts paid orders and revenue (month and total), pending vouchers and the copies they hold, the paid share, copies left and 12 weeks", async () => {
    const paidNow = await buy(2);
    await pay(paidNow);
    const paidLongAgo = await buy(1);
    await pay(paidLongAgo);
    await t.prisma.order.update({ where: { id: paidLongAgo }, data: { paidAt: new Date("2025-01-15T12:00:00Z") } });
    await buy(3); // pending
    const expired = await buy(1);
    await t.prisma.order.update({ where: { id: expired }, data: { voucherExpiresAt: new Date(Date.now() - 1000) } });
    const { expireOverdueVouchers } = await import("./expiry-sweeper.ts");
    await expireOverdueVouchers(t.ctx, new Date());

    const res = await request(t.app).get("/api/orders/summary").set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      month: { paidOrders: 1, revenue: 700 },
      total: { paidOrders: 2, revenue: 1050 },
      pending: { vouchers: 1, amount: 1050, copies: 3 }, // the copies the pending voucher holds
      paidShare: 2 / 3,
      copiesLeft: 20 - 2 - 1 - 3,
    });
    expect(res.body.weeks).toHaveLength(12);
    expect(res.body.weeks.at(-1).paidOrders).toBe(1);
    expect(res.body.weeks.reduce((sum: number, w: { paidOrders: number }) => sum + w.paidOrders, 0)).toBe(1);
  });

  it("puts each paid order in the week it was paid (weeks start on Monday)", async () => {
    const now = new Date("2026-11-22T12:00:00Z"); // a Sunday
    const summary = await salesSummary(t.prisma, now);
    expect(summary.weeks.at(-1)!.weekStart.toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(summary.weeks[0].weekStart.toISOString()).toBe("2026-08-31T00:00:00.000Z");
  });

  it("exports every order as CSV for the accountant, with safe cells", async () => {
    const id = await buy(1, { nombre: '=HYPERLINK("x") Pérez' });
    const invoiced = await buy(1, {
      factura: {
        rfc: "ABC010203AB1",
        razonSocial: "Escuela Primaria Colima",
        regimenFiscal: "603",
        usoCfdi: "G03",
        codigoPostal: "28017",
      },
    });
    await pay(id);
    await request(t.app)
      .patch(`/api/orders/${id}`)
      .set(admin.auth)
      .send({ status: "shipped", carrier: "DHL", trackingNumber: "DHL-77" })
      .expect(200);
    const res = await request(t.app).get("/api/orders/export.csv").set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Fecha","Pedido","Comprador","Correo","Estado","Artículos","Total","Código de descuento","Descuento","Estatus","Pagado el","Paquetería","Guía","RFC","Razón social","Régimen fiscal","Uso del CFDI","CP fiscal"',
    );
    const row = lines.find((line) => line.includes(`"${id}"`))!;
    expect(row).toContain(
      `"'=HYPERLINK(""x"") Pérez","maria@ejemplo.mx","Colima","1 x Urdimbre","350.00","","0.00","Enviado"`,
    );
    expect(row).toMatch(/"DHL","DHL-77","","","","",""$/);
    const withInvoice = lines.find((line) => line.includes(`"${invoiced}"`))!;
    expect(withInvoice).toMatch(/"ABC010203AB1","Escuela Primaria Colima","603","G03","28017"$/);
  });

  it("is for the administrator only", async () => {
    const reader = await t.createUser();
    for (const path of ["/api/orders/summary", "/api/orders/export.csv"]) {
      expect((await request(t.app).get(path)).status).toBe(401);
      expect((await request(t.app).get(path).set(reader.auth)).status).toBe(403);
    }
  });
});
