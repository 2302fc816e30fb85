import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

let t: TestApp;
let book: { id: number };
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let reader: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  t = await createTestApp({ OXXO_EXPIRES_AFTER_DAYS: "5" });
  book = await createBook(t.prisma, "350.00");
  admin = await t.createUser({ rol: ROLE_ADMIN });
  reader = await t.createUser();
});
afterAll(() => t.close());

async function placeOrder(quantity = 2, headers: Record<string, string> = {}) {
  const res = await request(t.app)
    .post("/api/pago-oxxo")
    .set(headers)
    .send(checkoutBody([{ id: book.id, quantity }]));
  expect(res.status).toBe(200);
  return res.body as { client_secret: string; orderId: number; hosted_voucher_url: string; orderPage: string };
}

describe("simulated provider (no Stripe keys)", () => {
  it("says so in GET /api/config", async () => {
    const res = await request(t.app).get("/api/config");
    expect(res.body).toEqual({ paymentProvider: "simulated", stripePublishableKey: null, mailConfigured: false });
  });

  it("answers a client secret and the URL of our own voucher page, stored on the order", async () => {
    const answer = await placeOrder();
    expect(answer.client_secret).toMatch(/^sim_pi_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(answer.hosted_voucher_url).toMatch(/^\/api\/orders\/voucher\/\d{24}$/);
    const order = await t.prisma.order.findUniqueOrThrow({ where: { id: answer.orderId } });
    expect(order).toMatchObject({
      status: "pending",
      paymentProvider: "simulated",
      totalCentavos: 70000,
      voucherUrl: answer.hosted_voucher_url,
    });
    expect(answer.hosted_voucher_url.endsWith(order.voucherReference!)).toBe(true);
    // OXXO_EXPIRES_AFTER_DAYS=5: 23:59 in central Mexico, five calendar days after today there
    const days = (order.voucherExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4);
    expect(days).toBeLessThanOrEqual(6);
  });

  it("gives every order a different voucher reference", async () => {
    const [a, b] = await Promise.all([placeOrder(), placeOrder()]);
    expect(a.hosted_voucher_url).not.toBe(b.hosted_voucher_url);
  });

  it("sends the voucher links of earlier e-mails on to the order page, which now shows the voucher", async () => {
    const answer = await placeOrder(3);
    const res = await request(t.app).get(answer.hosted_voucher_url);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(answer.orderPage);
    const page = await request(t.app).get(`/api${answer.orderPage.replace("/pedido/", "/orders/page/")}`);
    expect(page.body).toMatchObject({
      id: answer.orderId,
      total: 1050,
      voucherReference: answer.hosted_voucher_url.split("/").pop(),
    });
  });

  it("answers 404 for unknown or malformed voucher references", async () => {
    expect((await request(t.app).get(`/api/orders/voucher/${"1".repeat(24)}`)).status).toBe(404);
    const malformed = await request(t.app).get("/api/orders/voucher/abc");
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe("Ficha de pago no encontrada");
  });

  it("has no Stripe webhook", async () => {
    const res = await request(t.app).post("/api/stripe/webhook").set("Content-Type", "application/json").send("{}");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Webhook de Stripe no configurado");
  });
});

describe("GET /api/orders (administrator)", () => {
  it("refuses visitors (401) and readers (403)", async () => {
    expect((await request(t.app).get("/api/orders")).status).toBe(401);
    const res = await request(t.app).get("/api/orders").set(reader.auth);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("No tienes acceso");
  });

  it("lists every order newest first with its items, shipping data and voucher URL", async () => {
    const older = await placeOrder(1);
    const newer = await placeOrder(2, reader.auth);
    const res = await request(t.app).get("/api/orders").set(admin.auth);
    expect(res.status).toBe(200);
    const ids = res.body.map((o: { id: number }) => o.id);
    expect(ids.indexOf(newer.orderId)).toBeLessThan(ids.indexOf(older.orderId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body[0]).toEqual({
      id: newer.orderId,
      status: "pending",
      nombre: "María López",
      email: "maria@ejemplo.mx",
      telefono: "3125550101",
      direccion: {
        calleNumero: "Av. Juárez 123",
        colonia: "Centro",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "Casa azul junto a la panadería",
      },
      total: 700,
      paymentProvider: "simulated",
      voucherUrl: newer.hosted_voucher_url,
      voucherExpiresAt: expect.any(String),
      factura: null,
      dedicatoria: null,
      privacidadAceptadaEn: null,
      createdAt: expect.any(String),
      paidAt: null,
      shippedAt: null,
      expiredAt: null,
      canceledAt: null,
      carrier: null,
      trackingNumber: null,
      stockShort: false,
      items: [{ bookId: book.id, name: "Urdimbre", price: 350, quantity: 2 }],
      discount: null,
      orderPage: newer.orderPage,
    });
  });
});

describe("GET /api/orders/mine", () => {
  it("needs a session", async () => {
    const res = await request(t.app).get("/api/orders/mine");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Debes iniciar sesión");
  });

  it("shows a reader only their own orders", async () => {
    const other = await t.createUser();
    const mine = await placeOrder(1, reader.auth);
    const theirs = await placeOrder(1, other.auth);
    await placeOrder(1); // anonymous

    const res = await request(t.app).get("/api/orders/mine").set(reader.auth);
    expect(res.status).toBe(200);
    const ids = res.body.map((o: { id: number }) => o.id);
    expect(ids).toContain(mine.orderId);
    expect(ids).not.toContain(theirs.orderId);
    const owners = await t.prisma.order.findMany({ where: { id: { in: ids } }, select: { usuarioId: true } });
    expect(new Set(owners.map((o) => o.usuarioId))).toEqual(new Set([reader.id]));
  });
});

describe("status changes by the administrator", () => {
  const patch = (id: number, body: object, auth = admin.auth) =>
    request(t.app).patch(`/api/orders/${id}`).set(auth).send(body);
  const simulate = (id: number, auth = admin.auth) =>
    request(t.app).post(`/api/orders/${id}/simulate-payment`).set(auth);

  it("marks a simulated order paid through the webhook's code path, then shipped", async () => {
    const { orderId } = await placeOrder();
    const early = await patch(orderId, { status: "shipped" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Solo un pedido pagado se puede marcar como enviado");

    const paid = await simulate(orderId);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: orderId, status: "paid" });
    expect(await t.prisma.paymentEvent.count({ where: { orderId, type: "payment_intent.succeeded" } })).toBe(1);

    const shipped = await patch(orderId, { status: "shipped" });
    expect(shipped.status).toBe(200);
    expect(shipped.body.status).toBe("shipped");

    // Paid never moves backwards: marking it paid again or canceling it changes nothing.
    expect((await simulate(orderId)).body.status).toBe("shipped");
    const cancel = await patch(orderId, { status: "canceled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe("Solo se puede cancelar un pedido pendiente o pagado");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("shipped");
  });

  it("cancels a pending or a paid order, but never an expired one", async () => {
    const pending = await placeOrder();
    const res = await patch(pending.orderId, { status: "canceled" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("canceled");

    const paid = await placeOrder();
    await simulate(paid.orderId);
    expect((await patch(paid.orderId, { status: "canceled" })).body.status).toBe("canceled");

    const expired = await placeOrder();
    await t.prisma.order.update({ where: { id: expired.orderId }, data: { status: "expired" } });
    expect((await patch(expired.orderId, { status: "canceled" })).status).toBe(409);
  });

  it("refuses readers, unknown orders, statuses other than shipped/canceled and extra fields", async () => {
    const { orderId } = await placeOrder();
    expect((await patch(orderId, { status: "shipped" }, reader.auth)).status).toBe(403);
    expect((await simulate(orderId, reader.auth)).status).toBe(403);
    expect((await patch(999_999, { status: "canceled" })).status).toBe(404);
    expect((await simulate(999_999)).status).toBe(404);
    const paid = await patch(orderId, { status: "paid" });
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe("El estado debe ser shipped o canceled");
    expect((await patch(orderId, { status: "canceled", total: 0 })).status).toBe(400);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("pending");
  });

  it("only simulates payments of simulated orders", async () => {
    const stripeOrder = await t.prisma.order.create({
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
        paymentIntentId: "pi_real_1",
      },
    });
    const res = await simulate(stripeOrder.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Solo los pedidos en modo de prueba se pueden marcar como pagados");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: stripeOrder.id } })).status).toBe("pending");
  });
});
