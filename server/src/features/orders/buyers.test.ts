// Buyers finding their orders (signed in, or a guest with order number + e-mail), shipping with carrier and
// tracking, and the timeline the administrator sees.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

const NOT_FOUND = "No encontramos un pedido con ese número y ese correo electrónico.";
let t: TestApp;
let book: { id: number };
let admin: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  t = await createTestApp();
  book = await createBook(t.prisma, "350.00");
  admin = await t.createUser({ rol: ROLE_ADMIN });
});
afterAll(() => t.close());

const buy = async (headers: Record<string, string> = {}) =>
  (
    await request(t.app)
      .post("/api/pago-oxxo")
      .set(headers)
      .send(checkoutBody([{ id: book.id, quantity: 1 }]))
  ).body as { orderId: number; hosted_voucher_url: string };
const lookup = (body: object, app = t.app) => request(app).post("/api/orders/lookup").send(body);
const ship = (id: number, body: object = {}) =>
  request(t.app)
    .patch(`/api/orders/${id}`)
    .set(admin.auth)
    .send({ status: "shipped", ...body });
const pay = (id: number) => request(t.app).post(`/api/orders/${id}/simulate-payment`).set(admin.auth).expect(200);

describe("guest order lookup", () => {
  it("finds an order by number and e-mail (any case), with the voucher link while pending and no address", async () => {
    const { orderId, hosted_voucher_url } = await buy();
    const res = await lookup({ pedido: String(orderId), email: "MARIA@ejemplo.mx " });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({
      id: orderId,
      status: "pending",
      total: 350,
      voucherUrl: hosted_voucher_url,
      items: [{ name: "Urdimbre", quantity: 1, price: 350 }],
    });
    expect(res.body).not.toHaveProperty("direccion");
    expect(res.body).not.toHaveProperty("telefono");
  });

  it("gives the same answer for a wrong number and a wrong e-mail", async () => {
    const { orderId } = await buy();
    const wrongEmail = await lookup({ pedido: orderId, email: "otra@ejemplo.mx" });
    const wrongNumber = await lookup({ pedido: orderId + 1000, email: "maria@ejemplo.mx" });
    for (const res of [wrongEmail, wrongNumber]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: NOT_FOUND, error: NOT_FOUND });
    }
  });

  it("needs both fields", async () => {
    const { orderId } = await buy();
    const noEmail = await lookup({ pedido: orderId });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe("Escribe el correo electrónico del pedido");
    const noNumber = await lookup({ email: "maria@ejemplo.mx" });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.message).toBe("Escribe el número de pedido");
    expect((await lookup({ pedido: "", email: "maria@ejemplo.mx" })).body.message).toBe("Escribe el número de pedido");
    expect((await lookup({ pedido: orderId, email: "" })).body.message).toBe(
      "Escribe el correo electrónico del pedido",
    );
    expect((await lookup({ pedido: orderId, email: "maria@ejemplo.mx", nombre: "x" })).status).toBe(400);
  });

  it("compares the e-mail exactly: '_' is a character, not a wildcard", async () => {
    const { orderId } = await buy();
    for (const email of ["_____@ejemplo.mx", "m_ria@ejemplo.mx", "MARI_@ejemplo.mx", "_aria@ejemplo.mx"]) {
      const res = await lookup({ pedido: orderId, email });
      expect(res.status, email).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    expect((await lookup({ pedido: orderId, email: "Maria@Ejemplo.MX" })).status).toBe(200);
  });

  it("allows 5 wrong e-mails per order number and hour, from any IPs, then answers 429 in Spanish even to the right one", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" }); // X-Forwarded-For sets the client IP
    try {
      const order = await proxied.prisma.order.create({
        data: {
          nombre: "María",
          email: "maria@ejemplo.mx",
          telefono: "3125550101",
          calleNumero: "1",
          colonia: "C",
          codigoPostal: "28000",
          ciudad: "Colima",
          estado: "Colima",
          referencias: "",
          totalCentavos: 35000,
          paymentProvider: "simulated",
        },
      });
      const from = (ip: string, body: object) =>
        request(proxied.app).post("/api/orders/lookup").set("X-Forwarded-For", ip).send(body);
      // the right e-mail does not count against the number
      for (let i = 0; i < 3; i++)
        expect((await from("10.0.0.1", { pedido: order.id, email: "maria@ejemplo.mx" })).status).toBe(200);
      // wrong guesses sent at once from many addresses: exactly 5 are answered, the rest refused
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          from(`10.1.${i}.1`, { pedido: order.id, email: `persona${i}@ejemplo.mx` }),
        ),
      );
      expect(guesses.map((res) => res.status).sort()).toEqual([...Array(5).fill(404), ...Array(7).fill(429)]);
      const locked = await from("10.2.0.1", { pedido: order.id, email: "maria@ejemplo.mx" });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(
        "Demasiados intentos con este número de pedido. Intenta de nuevo en una hora o escríbenos desde la página de contacto.",
      );
      // a number that does not exist is counted the same way, and other numbers are not affected
      const unknown = [];
      for (let i = 0; i < 6; i++)
        unknown.push((await from(`10.3.${i}.1`, { pedido: order.id + 500, email: "maria@ejemplo.mx" })).status);
      expect(unknown).toEqual([404, 404, 404, 404, 404, 429]);
      const row = await proxied.prisma.rateLimit.findUniqueOrThrow({ where: { key: `consulta-pedido:${order.id}` } });
      expect(row.resetAt.getTime() - Date.now()).toBeGreaterThan(55 * 60 * 1000);
    } finally {
      await proxied.close();
    }
  });

  it("is rate limited per IP", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "3" });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push((await lookup({ pedido: 1, email: "maria@ejemplo.mx" }, limited.app)).status);
      expect(answers).toEqual([404, 404, 404, 429]);
      expect((await lookup({ pedido: 1, email: "maria@ejemplo.mx" }, limited.app)).body.message).toBe(
        "Demasiadas solicitudes. Intenta de nuevo en unos minutos.",
      );
    } finally {
      await limited.close();
    }
  });
});

describe("shipping and the timeline", () => {
  it("ships a paid order with a carrier and tracking number, which the buyer then sees; the timeline has every time", async () => {
    const reader = await t.createUser();
    const { orderId } = await buy(reader.auth);
    await pay(orderId);
    const shipped = await ship(orderId, { carrier: " Estafeta ", trackingNumber: "EST123456789MX" });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: "shipped", carrier: "Estafeta", trackingNumber: "EST123456789MX" });
    const { createdAt, paidAt, shippedAt } = shipped.body as Record<string, string>;
    expect(new Date(createdAt) <= new Date(paidAt) && new Date(paidAt) <= new Date(shippedAt)).toBe(true);

    const mine = (await request(t.app).get("/api/orders/mine").set(reader.auth)).body;
    expect(mine[0]).toMatchObject({
      id: orderId,
      status: "shipped",
      carrier: "Estafeta",
      trackingNumber: "EST123456789MX",
      paidAt,
      shippedAt,
    });
    const guest = (await lookup({ pedido: orderId, email: "maria@ejemplo.mx" })).body;
    expect(guest).toMatchObject({
      status: "shipped",
      carrier: "Estafeta",
      trackingNumber: "EST123456789MX",
      voucherUrl: null,
    });
  });

  it("ships without carrier data too, and stamps canceledAt on a cancel", async () => {
    const { orderId } = await buy();
    await pay(orderId);
    expect((await ship(orderId)).body).toMatchObject({
      status: "shipped",
      carrier: null,
      trackingNumber: null,
      shippedAt: expect.any(String),
    });
    const other = await buy();
    const canceled = await request(t.app)
      .patch(`/api/orders/${other.orderId}`)
      .set(admin.auth)
      .send({ status: "canceled" });
    expect(canceled.body).toMatchObject({ status: "canceled", canceledAt: expect.any(String), paidAt: null });
  });

  it("refuses a tracking number on a cancel and overlong values", async () => {
    const { orderId } = await buy();
    const res = await request(t.app)
      .patch(`/api/orders/${orderId}`)
      .set(admin.auth)
      .send({ status: "canceled", trackingNumber: "X1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("La paquetería y la guía solo van con shipped");
    await pay(orderId);
    const long = await ship(orderId, { trackingNumber: "9".repeat(81) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("El número de guía admite como máximo 80 caracteres");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("paid");
  });
});
