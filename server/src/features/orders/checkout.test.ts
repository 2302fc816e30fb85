import Stripe from "stripe";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "#test/fake-stripe.ts";
import { startSmtpSink, type SmtpSink } from "#test/smtp-sink.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

const WEBHOOK_SECRET = "whsec_test_autora_0123456789";
const signer = new Stripe("sk_test_signer");

let t: TestApp;
let fake: FakeStripe;
let book: { id: number };
let cheapBook: { id: number };

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_autora",
    STRIPE_PUBLISHABLE_KEY: "pk_test_autora",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  book = await createBook(t.prisma, "350.50");
  cheapBook = await createBook(t.prisma, "120.00", "Cuaderno de bordado");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const checkout = (body: unknown, headers: Record<string, string> = {}) =>
  request(t.app)
    .post("/api/pago-oxxo")
    .set(headers)
    .send(body as object);

describe("GET /api/config", () => {
  it("names Stripe and its publishable key", async () => {
    const res = await request(t.app).get("/api/config");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      paymentProvider: "stripe",
      stripePublishableKey: "pk_test_autora",
      mailConfigured: false,
    });
  });
});

describe("POST /api/pago-oxxo with Stripe", () => {
  it("stores a pending order and asks Stripe for an OXXO PaymentIntent priced from the database", async () => {
    const res = await checkout(checkoutBody([{ id: book.id, quantity: 2 }]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      client_secret: expect.stringMatching(/^pi_fake_\d+_secret_/),
      orderId: expect.any(Number),
      orderPage: expect.stringMatching(/^\/pedido\/[0-9a-f]{32}$/),
    });

    const order = await t.prisma.order.findUniqueOrThrow({ where: { id: res.body.orderId }, include: { items: true } });
    expect(order).toMatchObject({
      status: "pending",
      totalCentavos: 70100,
      paymentProvider: "stripe",
      nombre: "María López",
      email: "maria@ejemplo.mx",
      codigoPostal: "28000",
      usuarioId: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ bookId: book.id, name: "Urdimbre", unitPriceCentavos: 35050, quantity: 2 }),
    ]);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/payment_intents");
    expect(sent.authorization).toBe("Bearer sk_test_autora");
    expect(sent.body).toMatchObject({
      amount: "70100",
      currency: "mxn",
      "allowed_payment_method_types[0]": "oxxo",
      "payment_method_options[oxxo][expires_after_days]": "3",
      "metadata[orderId]": String(order.id),
      description: `Pedido #${order.id}`,
    });
    expect(sent.idempotencyKey).toBe(`pedido-${order.id}-${order.createdAt.getTime()}`);

    expect(order.paymentIntentId).toBe(res.body.client_secret.split("_secret_")[0]);
    const days = (order.voucherExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
  });

  it("keeps a phone typed with Mexico's country code (+52, +52 1) as its 10 digits", async () => {
    for (const telefono of ["+52 312 555 0101", "+52 1 (312) 555-0101"]) {
      const res = await checkout({ ...checkoutBody([{ id: book.id, quantity: 1 }]), telefono });
      expect(res.status).toBe(200);
      expect((await t.prisma.order.findUniqueOrThrow({ where: { id: res.body.orderId } })).telefono).toBe("3125550101");
    }
    const foreign = await checkout({ ...checkoutBody([{ id: book.id, quantity: 1 }]), telefono: "+1 312 555 0101" });
    expect([foreign.status, foreign.body.message]).toEqual([400, "El teléfono debe tener 10 dígitos"]);
  });

  it("ignores a forged price and name: the total comes from the book's real price", async () => {
    const res = await checkout(checkoutBody([{ id: book.id, quantity: 1, price: 0.01, name: "Gratis" }]));
    expect(res.status).toBe(200);
    const order = await t.prisma.order.findUniqueOrThrow({ where: { id: res.body.orderId }, include: { items: true } });
    expect(order.totalCentavos).toBe(35050);
    expect(order.items[0]).toMatchObject({ name: "Urdimbre", unitPriceCentavos: 35050 });
    expect(fake.requests[0].body.amount).toBe("35050");
  });

  it("adds the buyer's account when a valid token comes along, and ignores a forged one", async () => {
    const reader = await t.createUser();
    const signedIn = await checkout(checkoutBody([{ id: book.id, quantity: 1 }]), reader.auth);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: signedIn.body.orderId } })).usuarioId).toBe(
      reader.id,
    );

    const forged = await checkout(checkoutBody([{ id: book.id, quantity: 1 }]), {
      Authorization: "Bearer not-a-token",
    });
    expect(forged.status).toBe(200);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: forged.body.orderId } })).usuarioId).toBeNull();
  });

  it("refuses totals outside OXXO's limits (10 to 10,000 MXN) without calling Stripe", async () => {
    const tiny = await createBook(t.prisma, "9.99", "Separador");
    const before = await t.prisma.order.count();
    const low = await checkout(checkoutBody([{ id: tiny.id, quantity: 1 }]));
    expect(low.status).toBe(400);
    expect(low.body.error).toBe("Para pagar en OXXO el total debe estar entre $10.00 MXN y $10,000.00 MXN");
    const high = await checkout(checkoutBody([{ id: book.id, quantity: 29 }])); // 10,164.50 MXN
    expect(high.status).toBe(400);
    expect(high.body.error).toBe("Para pagar en OXXO el total debe estar entre $10.00 MXN y $10,000.00 MXN");
    const edge = await checkout(checkoutBody([{ id: tiny.id, quantity: 2 }])); // 19.98 MXN is fine
    expect(edge.status).toBe(200);
    expect(await t.prisma.order.count()).toBe(before + 1);
    expect(fake.requests).toHaveLength(1);
  });

  it("answers 'No se pudo generar el pago' when Stripe refuses, and cancels the stored order", async () => {
    fake.failNext();
    const res = await checkout(checkoutBody([{ id: book.id, quantity: 1 }]));
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("No se pudo generar el pago");
    const last = await t.prisma.order.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(last.status).toBe("canceled");
    expect(last.paymentIntentId).toBeNull();
    expect(last).toMatchObject({ stockReserved: false, canceledAt: expect.any(Date) });
  });

  it("keeps two simultaneous checkouts apart: each order has its own items, total and PaymentIntent", async () => {
    const [first, second] = await Promise.all([
      checkout({ ...checkoutBody([{ id: book.id, quantity: 3 }]), email: "ana@ejemplo.mx" }),
      checkout({
        ...checkoutBody([
          { id: cheapBook.id, quantity: 1 },
          { id: book.id, quantity: 1 },
        ]),
        email: "luis@ejemplo.mx",
      }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.orderId).not.toBe(second.body.orderId);
    expect(first.body.client_secret).not.toBe(second.body.client_secret);

    const a = await t.prisma.order.findUniqueOrThrow({
      where: { id: first.body.orderId },
      include: { items: { orderBy: { id: "asc" } } },
    });
    const b = await t.prisma.order.findUniqueOrThrow({
      where: { id: second.body.orderId },
      include: { items: { orderBy: { id: "asc" } } },
    });
    expect(a).toMatchObject({ email: "ana@ejemplo.mx", totalCentavos: 105150 });
    expect(a.items.map((i) => [i.bookId, i.quantity])).toEqual([[book.id, 3]]);
    expect(b).toMatchObject({ email: "luis@ejemplo.mx", totalCentavos: 47050 });
    expect(b.items.map((i) => [i.bookId, i.quantity])).toEqual([
      [cheapBook.id, 1],
      [book.id, 1],
    ]);

    const byOrder = new Map(fake.requests.map((r) => [r.body["metadata[orderId]"], r]));
    expect(byOrder.get(String(a.id))?.body.amount).toBe("105150");
    expect(byOrder.get(String(b.id))?.body.amount).toBe("47050");
    expect(byOrder.get(String(a.id))?.idempotencyKey).not.toBe(byOrder.get(String(b.id))?.idempotencyKey);
  });
});

describe("POST /api/pago-oxxo validation", () => {
  const valid = () => checkoutBody([{ id: book.id, quantity: 1 }]);
  const cases: [string, (body: ReturnType<typeof valid>) => unknown, string][] = [
    ["a blank name", (b) => ({ ...b, nombre: "   " }), "El campo Nombre es obligatorio"],
    ["a missing e-mail", ({ email: _email, ...rest }) => rest, "El campo Correo electrónico es obligatorio"],
    ["a malformed e-mail", (b) => ({ ...b, email: "maria-at-ejemplo" }), "El correo electrónico no es válido"],
    ["a phone with letters", (b) => ({ ...b, telefono: "llámame" }), "El teléfono debe tener 10 dígitos"],
    ["no address", ({ direccion: _d, ...rest }) => rest, "La dirección es obligatoria"],
    [
      "a blank street",
      (b) => ({ ...b, direccion: { ...b.direccion, calleNumero: "" } }),
      "El campo Calle y número es obligatorio",
    ],
    [
      "a 4-digit postal code",
      (b) => ({ ...b, direccion: { ...b.direccion, codigoPostal: "2800" } }),
      "El código postal debe tener 5 dígitos",
    ],
    [
      "references over 42 characters",
      (b) => ({ ...b, direccion: { ...b.direccion, referencias: "x".repeat(43) } }),
      "El campo Referencias admite como máximo 42 caracteres",
    ],
    ["an empty cart", (b) => ({ ...b, items: [] }), "El carrito está vacío."],
    ["quantity 0", (b) => ({ ...b, items: [{ ...b.items[0], quantity: 0 }] }), "La cantidad mínima es 1"],
    ["quantity 51", (b) => ({ ...b, items: [{ ...b.items[0], quantity: 51 }] }), "La cantidad máxima por libro es 50"],
    [
      "a fractional quantity",
      (b) => ({ ...b, items: [{ ...b.items[0], quantity: 1.5 }] }),
      "La cantidad debe ser un número entero",
    ],
    [
      "the same book twice",
      (b) => ({ ...b, items: [b.items[0], b.items[0]] }),
      "Cada libro debe aparecer una sola vez",
    ],
  ];

  it.each(cases)("refuses %s with a Spanish 400 and stores nothing", async (_name, change, message) => {
    const before = await t.prisma.order.count();
    const res = await checkout(change(valid()));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await t.prisma.order.count()).toBe(before);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses unknown fields and unknown books", async () => {
    const extra = await checkout({ ...valid(), total: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatch(/total/);
    const unknown = await checkout(checkoutBody([{ id: 999_999, quantity: 1 }]));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("Uno de los libros del carrito ya no está disponible");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("POST /api/stripe/webhook", () => {
  async function pendingOrder() {
    const res = await checkout(checkoutBody([{ id: book.id, quantity: 1 }]));
    return t.prisma.order.findUniqueOrThrow({ where: { id: res.body.orderId } });
  }

  function intentEvent(id: string, type: string, paymentIntentId: string, extra: Record<string, unknown> = {}) {
    return JSON.stringify({
      id,
      object: "event",
      type,
      data: { object: { id: paymentIntentId, object: "payment_intent", ...extra } },
    });
  }

  function sendSigned(payload: string, options: { secret?: string; timestamp?: number } = {}) {
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    return request(t.app)
      .post("/api/stripe/webhook")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", signature)
      .send(payload);
  }

  const statusOf = async (id: number) => (await t.prisma.order.findUniqueOrThrow({ where: { id } })).status;

  it("refuses a bad signature, a missing one and a stale timestamp with 400, changing nothing", async () => {
    const order = await pendingOrder();
    const payload = intentEvent("evt_forged", "payment_intent.succeeded", order.paymentIntentId!);

    const forged = await sendSigned(payload, { secret: "whsec_someone_else" });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe("Firma del webhook inválida");

    const unsigned = await request(t.app)
      .post("/api/stripe/webhook")
      .set("Content-Type", "application/json")
      .send(payload);
    expect(unsigned.status).toBe(400);

    const stale = await sendSigned(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe("Firma del webhook inválida");

    expect(await statusOf(order.id)).toBe("pending");
    expect(await t.prisma.paymentEvent.count({ where: { id: "evt_forged" } })).toBe(0);
  });

  it("marks the order paid on payment_intent.succeeded and records the event with it", async () => {
    const order = await pendingOrder();
    const res = await sendSigned(intentEvent("evt_paid_1", "payment_intent.succeeded", order.paymentIntentId!));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await statusOf(order.id)).toBe("paid");
    expect(await t.prisma.paymentEvent.findUnique({ where: { id: "evt_paid_1" } })).toMatchObject({
      type: "payment_intent.succeeded",
      orderId: order.id,
    });
  });

  it("processes a replayed event once: an old voucher event cannot overwrite a newer one", async () => {
    const order = await pendingOrder();
    const voucher = (url: string, expiresAfter: number) => ({
      next_action: {
        type: "oxxo_display_details",
        oxxo_display_details: { hosted_voucher_url: url, expires_after: expiresAfter },
      },
    });
    const first = intentEvent(
      "evt_voucher_1",
      "payment_intent.requires_action",
      order.paymentIntentId!,
      voucher("https://payments.stripe.com/oxxo/voucher/uno", 1_900_000_000),
    );
    await sendSigned(first);
    await sendSigned(
      intentEvent(
        "evt_voucher_2",
        "payment_intent.requires_action",
        order.paymentIntentId!,
        voucher("https://payments.stripe.com/oxxo/voucher/dos", 1_900_086_400),
      ),
    );

    const replay = await sendSigned(first);
    expect(replay.status).toBe(200);
    const after = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.voucherUrl).toBe("https://payments.stripe.com/oxxo/voucher/dos");
    expect(after.voucherExpiresAt).toEqual(new Date(1_900_086_400 * 1000));
    expect(await t.prisma.paymentEvent.count({ where: { id: "evt_voucher_1" } })).toBe(1);
  });

  it("stores an event delivered twice at the same moment only once", async () => {
    const order = await pendingOrder();
    const payload = intentEvent("evt_twice", "payment_intent.succeeded", order.paymentIntentId!);
    const answers = await Promise.all([sendSigned(payload), sendSigned(payload)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await t.prisma.paymentEvent.count({ where: { id: "evt_twice" } })).toBe(1);
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("never moves a paid order backwards: failed or canceled events arriving late change nothing", async () => {
    const order = await pendingOrder();
    await sendSigned(intentEvent("evt_ok", "payment_intent.succeeded", order.paymentIntentId!));
    expect(
      (await sendSigned(intentEvent("evt_late_fail", "payment_intent.payment_failed", order.paymentIntentId!))).status,
    ).toBe(200);
    expect(
      (await sendSigned(intentEvent("evt_late_cancel", "payment_intent.canceled", order.paymentIntentId!))).status,
    ).toBe(200);
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("expires a pending order on payment_failed and cancels one on canceled, giving their copies back", async () => {
    await t.prisma.book.update({ where: { id: book.id }, data: { stock: 10 } });
    const stock = async () => (await t.prisma.book.findUniqueOrThrow({ where: { id: book.id } })).stock;
    const expiring = await pendingOrder();
    expect(await stock()).toBe(9);
    await sendSigned(intentEvent("evt_fail", "payment_intent.payment_failed", expiring.paymentIntentId!));
    expect(await statusOf(expiring.id)).toBe("expired");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: expiring.id } })).expiredAt).toBeInstanceOf(Date);
    expect(await stock()).toBe(10);

    const canceling = await pendingOrder();
    await sendSigned(intentEvent("evt_cancel", "payment_intent.canceled", canceling.paymentIntentId!));
    expect(await statusOf(canceling.id)).toBe("canceled");
    expect(await stock()).toBe(10);
    await t.prisma.book.update({ where: { id: book.id }, data: { stock: null } });
  });

  it("acknowledges events about unknown PaymentIntents and other objects without touching orders", async () => {
    const unknown = await sendSigned(intentEvent("evt_unknown_pi", "payment_intent.succeeded", "pi_not_ours"));
    expect(unknown.status).toBe(200);
    expect(await t.prisma.paymentEvent.findUnique({ where: { id: "evt_unknown_pi" } })).toMatchObject({
      orderId: null,
    });

    const charge = JSON.stringify({
      id: "evt_charge",
      object: "event",
      type: "charge.succeeded",
      data: { object: { id: "ch_1", object: "charge" } },
    });
    expect((await sendSigned(charge)).status).toBe(200);
    expect(await t.prisma.paymentEvent.count({ where: { id: "evt_charge" } })).toBe(0);
  });

  describe("e-mails (a real SMTP server)", () => {
    let smtp: SmtpSink;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      t.startMailWorker(smtp.url);
    });
    afterAll(() => smtp.stop());

    async function orderFor(email: string) {
      const res = await checkout({ ...checkoutBody([{ id: book.id, quantity: 1 }]), email });
      return t.prisma.order.findUniqueOrThrow({ where: { id: res.body.orderId } });
    }

    it("mails the order page when Stripe's webhook brings the voucher (reference and hosted link), and not again on a second voucher event", async () => {
      const order = await orderFor("stripe-ficha@ejemplo.mx");
      const next_action = {
        type: "oxxo_display_details",
        oxxo_display_details: {
          hosted_voucher_url: "https://payments.stripe.com/oxxo/voucher/test_abc",
          expires_after: 1_900_000_000,
          number: "12345678901234567890",
        },
      };
      await sendSigned(
        intentEvent("evt_mail_voucher_1", "payment_intent.requires_action", order.paymentIntentId!, { next_action }),
      );
      await sendSigned(
        intentEvent("evt_mail_voucher_2", "payment_intent.requires_action", order.paymentIntentId!, { next_action }),
      );
      const [mail] = await smtp.waitFor(1, (m) => m.to === "stripe-ficha@ejemplo.mx");
      expect(mail.subject).toBe(`Tu pedido #${order.id}: ficha de pago OXXO`);
      // the link is the order's page, which shows Stripe's reference and links to Stripe's own voucher
      expect(mail.html).toContain(`href="${t.ctx.config.siteUrl}/pedido/${order.pageToken}"`);
      const page = await request(t.app).get(`/api/orders/page/${order.pageToken}`);
      expect(page.body).toMatchObject({
        paymentProvider: "stripe",
        voucherReference: "12345678901234567890",
        voucherUrl: "https://payments.stripe.com/oxxo/voucher/test_abc",
      });
      expect(mail.text).toContain("1234 5678 9012 3456 7890");
      expect(mail.text).toContain("$350.50 MXN");
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.to === "stripe-ficha@ejemplo.mx")).toHaveLength(1);
    });

    it("mails 'payment received' after a signed payment_intent.succeeded, once even when Stripe repeats it", async () => {
      await t.createUser({ rol: ROLE_ADMIN, email: "autora-webhook@ejemplo.mx" });
      const order = await orderFor("stripe-pago@ejemplo.mx");
      const payload = intentEvent("evt_mail_paid", "payment_intent.succeeded", order.paymentIntentId!);
      expect((await sendSigned(payload)).status).toBe(200);
      expect((await sendSigned(payload)).status).toBe(200);
      const [mail] = await smtp.waitFor(1, (m) => m.to === "stripe-pago@ejemplo.mx");
      expect(mail.subject).toBe(`Recibimos tu pago del pedido #${order.id}`);
      expect(mail.text).toContain("$350.50 MXN");
      await smtp.waitFor(
        1,
        (m) => m.to === "autora-webhook@ejemplo.mx" && m.subject === `Pedido #${order.id} pagado: listo para enviar`,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.to === "stripe-pago@ejemplo.mx")).toHaveLength(1);
    });

    it("mails 'voucher expired' when the payment fails", async () => {
      const order = await orderFor("stripe-vencida@ejemplo.mx");
      await sendSigned(intentEvent("evt_mail_failed", "payment_intent.payment_failed", order.paymentIntentId!));
      const [mail] = await smtp.waitFor(1, (m) => m.to === "stripe-vencida@ejemplo.mx");
      expect(mail.subject).toBe(`Tu ficha de pago del pedido #${order.id} venció`);
    });
  });
});

describe("administrator cancel with Stripe", () => {
  it("cancels the PaymentIntent so the voucher can no longer be paid", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const created = await checkout(checkoutBody([{ id: book.id, quantity: 1 }]));
    const order = await t.prisma.order.findUniqueOrThrow({ where: { id: created.body.orderId } });
    fake.requests.length = 0;

    const res = await request(t.app).patch(`/api/orders/${order.id}`).set(admin.auth).send({ status: "canceled" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("canceled");
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/payment_intents/${order.paymentIntentId}/cancel`,
    ]);
  });
});
