// The order page (/pedido/<token>): a permanent, unguessable link per order, what its API answers, the e-mails that
// link to it, the cancellation e-mail, and the voucher's expiry at 23:59 in central Mexico.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { oxxoDeadline } from "../../lib/payments/types.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";
import { expireOverdueVouchers } from "./expiry-sweeper.ts";

const SITE = "https://tienda.autora.example";
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let book: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE, OXXO_EXPIRES_AFTER_DAYS: "3" });
  admin = await t.createUser({ rol: ROLE_ADMIN });
  book = await createBook(t.prisma, "350.50");
});
afterAll(() => t.close());

async function placeOrder(email = "compra@ejemplo.mx") {
  const res = await request(t.app)
    .post("/api/pago-oxxo")
    .send({ ...checkoutBody([{ id: book.id, quantity: 2 }]), email });
  expect(res.status).toBe(200);
  const order = await t.prisma.order.findUniqueOrThrow({ where: { id: res.body.orderId } });
  return { answer: res.body as { orderId: number; orderPage: string }, order };
}

const orderPage = (token: string) => request(t.app).get(`/api/orders/page/${token}`);
const pay = (id: number) => request(t.app).post(`/api/orders/${id}/simulate-payment`).set(admin.auth);
const setStatus = (id: number, body: object) => request(t.app).patch(`/api/orders/${id}`).set(admin.auth).send(body);
const mailsTo = (to: string) => t.prisma.emailMessage.findMany({ where: { to }, orderBy: { id: "asc" } });

/** How many of the 32 hex digits differ between two tokens. */
const differingDigits = (a: string, b: string) => [...a].filter((digit, i) => digit !== b[i]).length;

describe("the order's permanent link", () => {
  it("is a random 32-hex-digit token per order, answered by the checkout as /pedido/<token>", async () => {
    const placed = [];
    for (let i = 0; i < 12; i++) placed.push(await placeOrder(`token${i}@ejemplo.mx`));
    const tokens = placed.map(({ order }) => order.pageToken);
    for (const { answer, order } of placed) {
      expect(order.pageToken).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.orderPage).toBe(`/pedido/${order.pageToken}`);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // consecutive orders share nothing but chance: a counter or a clock would leave most digits equal
    for (let i = 1; i < tokens.length; i++) expect(differingDigits(tokens[i - 1], tokens[i])).toBeGreaterThan(16);
    // a token is unique in the database
    await expect(
      t.prisma.order.update({ where: { id: placed[1].order.id }, data: { pageToken: tokens[0] } }),
    ).rejects.toThrow();
  });

  it("answers the order for its token: items, total, status, the voucher while pending, no personal data", async () => {
    const { answer, order } = await placeOrder("pagina@ejemplo.mx");
    const res = await orderPage(order.pageToken);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.body).toMatchObject({
      id: answer.orderId,
      status: "pending",
      total: 701,
      items: [{ bookId: book.id, name: book.name, price: 350.5, quantity: 2 }],
      voucherReference: order.voucherReference,
      voucherExpiresAt: order.voucherExpiresAt!.toISOString(),
      paymentProvider: "simulated",
      orderPage: answer.orderPage,
    });
    for (const personal of ["nombre", "email", "telefono", "direccion", "factura"])
      expect(res.body).not.toHaveProperty(personal);
    expect(JSON.stringify(res.body)).not.toContain("pagina@ejemplo.mx");

    expect((await pay(answer.orderId)).status).toBe(200);
    const paid = (await orderPage(order.pageToken)).body;
    expect(paid).toMatchObject({
      status: "paid",
      voucherReference: null,
      voucherUrl: null,
      paidAt: expect.any(String),
    });

    expect(
      (await setStatus(answer.orderId, { status: "shipped", carrier: "Estafeta", trackingNumber: "EST-4455" })).status,
    ).toBe(200);
    expect((await orderPage(order.pageToken)).body).toMatchObject({
      status: "shipped",
      carrier: "Estafeta",
      trackingNumber: "EST-4455",
      shippedAt: expect.any(String),
    });
  });

  it("answers 404 with a Spanish message for a token of no order, and the same for text that is no token", async () => {
    const message =
      "No encontramos este pedido. Revisa que el enlace esté completo, o consulta tu pedido con su número y tu correo.";
    for (const token of ["0123456789abcdef0123456789abcdef", "abc", "1", "%27%20OR%201%3D1"]) {
      const res = await orderPage(token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(message);
    }
  });

  it("is the absolute link, built from PUBLIC_URL, of every e-mail to the buyer: received, paid, shipped, expired, canceled", async () => {
    const shipped = await placeOrder("enlaces@ejemplo.mx");
    await pay(shipped.order.id);
    await setStatus(shipped.order.id, { status: "shipped" });
    const expired = await placeOrder("enlaces-vencida@ejemplo.mx");
    await t.prisma.order.update({
      where: { id: expired.order.id },
      data: { voucherExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await expireOverdueVouchers(t.ctx, new Date())).toContain(expired.order.id);
    const canceled = await placeOrder("enlaces-cancelada@ejemplo.mx");
    await setStatus(canceled.order.id, { status: "canceled" });

    const cases = [
      {
        mails: await mailsTo("enlaces@ejemplo.mx"),
        token: shipped.order.pageToken,
        kinds: ["order_received", "payment_received", "order_shipped"],
      },
      {
        mails: await mailsTo("enlaces-vencida@ejemplo.mx"),
        token: expired.order.pageToken,
        kinds: ["order_received", "voucher_expired"],
      },
      {
        mails: await mailsTo("enlaces-cancelada@ejemplo.mx"),
        token: canceled.order.pageToken,
        kinds: ["order_received", "order_canceled"],
      },
    ];
    for (const { mails, token, kinds } of cases) {
      expect(mails.map((m) => m.kind)).toEqual(kinds);
      for (const mail of mails) {
        expect(mail.html).toContain(`href="${SITE}/pedido/${token}"`);
        expect(mail.text).toContain(`${SITE}/pedido/${token}`);
        expect(mail.html).not.toMatch(/href="\//); // no relative link
        expect(mail.text).not.toContain("Ver mis pedidos");
      }
    }
  });
});

describe("the cancellation e-mail", () => {
  it("is queued once when the author cancels a pending order: the voucher can no longer be paid", async () => {
    const { order } = await placeOrder("cancelada@ejemplo.mx");
    expect((await setStatus(order.id, { status: "canceled" })).status).toBe(200);
    expect((await setStatus(order.id, { status: "canceled" })).status).toBe(409);
    const canceled = (await mailsTo("cancelada@ejemplo.mx")).filter((m) => m.kind === "order_canceled");
    expect(canceled).toHaveLength(1);
    expect(canceled[0].subject).toBe(`Tu pedido #${order.id} fue cancelado`);
    expect(canceled[0].text).toContain(
      `Cancelamos tu pedido #${order.id}. Tu ficha de pago OXXO ya no se puede pagar y no se te cobró nada.`,
    );
    expect(canceled[0].text).toContain("$701.00 MXN");
    expect((await orderPage(order.pageToken)).body).toMatchObject({ status: "canceled", voucherReference: null });
  });

  it("tells the buyer of a paid order that the money will be returned", async () => {
    const { order } = await placeOrder("cancelada-pagada@ejemplo.mx");
    await pay(order.id);
    expect((await setStatus(order.id, { status: "canceled" })).status).toBe(200);
    const [mail] = (await mailsTo("cancelada-pagada@ejemplo.mx")).filter((m) => m.kind === "order_canceled");
    expect(mail.text).toContain("Ya habías pagado $701.00 MXN: te escribiremos para devolverte tu dinero.");
  });
});

describe("the voucher's expiry", () => {
  const mexicoCity = (moment: Date) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Mexico_City",
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
    }).format(moment);

  it("is 23:59 in central Mexico, OXXO_EXPIRES_AFTER_DAYS calendar days after the day of the order there", async () => {
    const { order } = await placeOrder("vence@ejemplo.mx");
    const today = new Date(`${mexicoCity(new Date()).slice(0, 10)}T12:00:00Z`);
    const day = new Date(today.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(mexicoCity(order.voucherExpiresAt!)).toBe(`${day}, 23:59`);
  });

  it("is 23:59 of the right day whatever the hour of the order, across the old daylight-saving changes too", () => {
    // 3:55 a.m. in Colima used to give a voucher that expired at 3:55 a.m.
    expect(oxxoDeadline(3, new Date("2025-03-11T09:55:00Z")).toISOString()).toBe("2025-03-15T05:59:00.000Z");
    // 11:30 p.m. of the 10th there is still the 10th
    expect(oxxoDeadline(3, new Date("2025-03-11T05:30:00Z")).toISOString()).toBe("2025-03-14T05:59:00.000Z");
    // April 2021 (summer time, UTC-5) and the day after the switch back
    expect(mexicoCity(oxxoDeadline(3, new Date("2021-04-10T12:00:00Z")))).toBe("2021-04-13, 23:59");
    expect(mexicoCity(oxxoDeadline(3, new Date("2021-10-29T12:00:00Z")))).toBe("2021-11-01, 23:59");
  });
});
