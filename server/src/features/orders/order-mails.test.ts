// The buyer's and the author's e-mails about an order, received by a real SMTP server started here.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#test/smtp-sink.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";
import { expireOverdueVouchers } from "./expiry-sweeper.ts";

let t: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let book: { id: number };

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: "http://tienda.test" });
  t.startMailWorker(smtp.url);
  admin = await t.createUser({ rol: ROLE_ADMIN, email: "autora@ejemplo.mx" });
  await t.createUser({ rol: ROLE_ADMIN, email: "socia@ejemplo.mx" });
  book = await createBook(t.prisma, "350.50");
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function placeOrder(email: string, extra: object = {}, headers: Record<string, string> = {}) {
  const res = await request(t.app)
    .post("/api/pago-oxxo")
    .set(headers)
    .send({ ...checkoutBody([{ id: book.id, quantity: 2 }]), email, ...extra });
  expect(res.status).toBe(200);
  return res.body.orderId as number;
}

describe("order e-mails", () => {
  it("mails the OXXO voucher after checkout: amount, reference, expiry in Mexico City time and a link that opens it", async () => {
    const orderId = await placeOrder("voucher@ejemplo.mx");
    const [mail] = await smtp.waitFor(1, (m) => m.to === "voucher@ejemplo.mx");
    const order = await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(mail.subject).toBe(`Tu pedido #${orderId}: ficha de pago OXXO`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("$701.00 MXN");
      expect(part).toContain(order.voucherReference!.replace(/(\d{4})(?=\d)/g, "$1 "));
      expect(part).toContain(
        new Intl.DateTimeFormat("es-MX", {
          dateStyle: "long",
          timeStyle: "short",
          timeZone: "America/Mexico_City",
        }).format(order.voucherExpiresAt!),
      );
      expect(part).toContain("hora del centro de México");
    }
    expect(mail.html).not.toMatch(/<script|@import|<link/i);
    const link = /href="(http:\/\/tienda\.test\/pedido\/[0-9a-f]+)"/.exec(mail.html)?.[1];
    expect(link).toBe(`http://tienda.test/pedido/${order.pageToken}`);
    expect(mail.text).toContain(`Ver mi ficha de pago: ${link}`);
    const page = await request(t.app).get(`/api/orders/page/${order.pageToken}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: orderId, total: 701, voucherReference: order.voucherReference });
  });

  it("mails 'payment received' to the buyer and 'to ship' to every administrator when the order is paid, once", async () => {
    const orderId = await placeOrder("paga@ejemplo.mx");
    const paid = await request(t.app).post(`/api/orders/${orderId}/simulate-payment`).set(admin.auth);
    expect(paid.status).toBe(200);
    const [buyer] = await smtp.waitFor(
      1,
      (m) => m.to === "paga@ejemplo.mx" && m.subject.startsWith("Recibimos tu pago"),
    );
    expect(buyer.subject).toBe(`Recibimos tu pago del pedido #${orderId}`);
    expect(buyer.text).toContain("$701.00 MXN");
    const { pageToken } = await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(buyer.text).toContain(`Ver mi pedido: http://tienda.test/pedido/${pageToken}`);
    const author = await smtp.waitFor(2, (m) => m.subject === `Pedido #${orderId} pagado: listo para enviar`);
    expect(author.map((m) => m.to).sort()).toEqual(["autora@ejemplo.mx", "socia@ejemplo.mx"]);
    expect(author[0].text).toContain("Av. Juárez 123, Centro, C.P. 28000, Colima, Colima");
    expect(author[0].text).toContain("Teléfono: 312 555 0101");
    // Marking it paid again changes nothing and mails nothing.
    expect((await request(t.app).post(`/api/orders/${orderId}/simulate-payment`).set(admin.auth)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.subject.includes(`#${orderId}`) && !m.subject.includes("ficha")).length).toBe(
      3,
    );
  });

  it("gives the author the invoice data the buyer asked for with the order to ship", async () => {
    const factura = {
      rfc: "ABC010203AB1",
      razonSocial: "Escuela Primaria Colima",
      regimenFiscal: "603",
      usoCfdi: "G03",
      codigoPostal: "28017",
    };
    const orderId = await placeOrder("escuela@ejemplo.mx", { factura });
    await request(t.app).post(`/api/orders/${orderId}/simulate-payment`).set(admin.auth).expect(200);
    const [author] = await smtp.waitFor(
      1,
      (m) => m.to === "autora@ejemplo.mx" && m.subject === `Pedido #${orderId} pagado: listo para enviar`,
    );
    for (const text of ["ABC010203AB1", "Escuela Primaria Colima", "603", "G03", "28017"])
      expect(author.text).toContain(text);
  });

  it("mails 'shipped' with the carrier and tracking number when the author marks a paid order shipped", async () => {
    const orderId = await placeOrder("envio@ejemplo.mx");
    await request(t.app).post(`/api/orders/${orderId}/simulate-payment`).set(admin.auth);
    const shipped = await request(t.app)
      .patch(`/api/orders/${orderId}`)
      .set(admin.auth)
      .send({ status: "shipped", carrier: "Estafeta", trackingNumber: "EST-4455" });
    expect(shipped.status).toBe(200);
    const [mail] = await smtp.waitFor(
      1,
      (m) => m.to === "envio@ejemplo.mx" && m.subject === `Tu pedido #${orderId} va en camino`,
    );
    expect(mail.text).toContain("Av. Juárez 123");
    expect(mail.text).toContain("Estafeta");
    expect(mail.text).toContain("EST-4455");
    expect(mail.text).toContain(
      "Rastrear en Estafeta: https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=EST-4455&wayBillType=1&isShipmentDetail=False",
    );
  });

  it("corrects a shipped order's carrier and tracking number: the order stays 'enviado', the buyer gets one short 'datos de envío corregidos' mail and no second 'va en camino'", async () => {
    const orderId = await placeOrder("corrige@ejemplo.mx");
    await request(t.app).post(`/api/orders/${orderId}/simulate-payment`).set(admin.auth).expect(200);
    await request(t.app)
      .patch(`/api/orders/${orderId}`)
      .set(admin.auth)
      .send({ status: "shipped", carrier: "Estafeta", trackingNumber: "123" })
      .expect(200);
    await smtp.waitFor(1, (m) => m.to === "corrige@ejemplo.mx" && m.subject === `Tu pedido #${orderId} va en camino`);

    const corrected = await request(t.app)
      .put(`/api/orders/${orderId}/shipping`)
      .set(admin.auth)
      .send({ carrier: "DHL", trackingNumber: " 1234567890 " });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      id: orderId,
      status: "shipped",
      carrier: "DHL",
      trackingNumber: "1234567890",
    });
    const [mail] = await smtp.waitFor(
      1,
      (m) => m.to === "corrige@ejemplo.mx" && m.subject === `Datos de envío corregidos de tu pedido #${orderId}`,
    );
    expect(mail.text).toContain("Paquetería: DHL");
    expect(mail.text).toContain("Número de guía: 1234567890");
    expect(mail.text).toContain(
      "Rastrear en DHL: https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1",
    );
    const row = await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row).toMatchObject({ status: "shipped", carrier: "DHL", trackingNumber: "1234567890" });

    // The same data again changes nothing and mails nothing.
    expect(
      (
        await request(t.app)
          .put(`/api/orders/${orderId}/shipping`)
          .set(admin.auth)
          .send({ carrier: "DHL", trackingNumber: "1234567890" })
      ).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const toBuyer = smtp.received.filter((m) => m.to === "corrige@ejemplo.mx").map((m) => m.subject);
    expect(toBuyer.filter((subject) => subject.includes("va en camino"))).toHaveLength(1);
    expect(toBuyer.filter((subject) => subject.startsWith("Datos de envío corregidos"))).toHaveLength(1);
    const kinds = await t.prisma.emailMessage.findMany({
      where: { to: "corrige@ejemplo.mx" },
      select: { kind: true },
      orderBy: { id: "asc" },
    });
    expect(kinds.map((k) => k.kind)).toEqual([
      "order_received",
      "payment_received",
      "order_shipped",
      "order_shipping_corrected",
    ]);
  });

  it("corrects only a shipped order, only for an administrator, and only with valid data", async () => {
    const orderId = await placeOrder("sin-enviar@ejemplo.mx");
    const pending = await request(t.app)
      .put(`/api/orders/${orderId}/shipping`)
      .set(admin.auth)
      .send({ carrier: "DHL" });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe("Solo se corrigen los datos de envío de un pedido ya enviado");
    const reader = await t.createUser();
    expect(
      (await request(t.app).put(`/api/orders/${orderId}/shipping`).set(reader.auth).send({ carrier: "DHL" })).status,
    ).toBe(403);
    expect((await request(t.app).put(`/api/orders/${orderId}/shipping`).send({ carrier: "DHL" })).status).toBe(401);
    const long = await request(t.app)
      .put(`/api/orders/${orderId}/shipping`)
      .set(admin.auth)
      .send({ trackingNumber: "9".repeat(81) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("El número de guía admite como máximo 80 caracteres");
    expect(
      (await request(t.app).put(`/api/orders/${orderId}/shipping`).set(admin.auth).send({ status: "shipped" })).status,
    ).toBe(400);
    expect(
      (
        await request(t.app)
          .put(`/api/orders/${orderId + 1000}/shipping`)
          .set(admin.auth)
          .send({ carrier: "DHL" })
      ).status,
    ).toBe(404);
    expect(await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "pending",
      carrier: null,
    });
  });

  it("greets a guest's address neutrally and echoes none of the text typed at checkout, on the voucher and on its expiry", async () => {
    const spam = {
      nombre: "Visita https://spam.example ahora",
      direccion: {
        calleNumero: "Gana dinero en spam.example",
        colonia: "Centro",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "Entra a spam.example",
      },
    };
    const orderId = await placeOrder("victima@ejemplo.mx", spam);
    const [received] = await smtp.waitFor(1, (m) => m.to === "victima@ejemplo.mx");
    await t.prisma.order.update({ where: { id: orderId }, data: { voucherExpiresAt: new Date(Date.now() - 1000) } });
    expect(await expireOverdueVouchers(t.ctx, new Date())).toContain(orderId);
    const [expired] = await smtp.waitFor(
      1,
      (m) => m.to === "victima@ejemplo.mx" && m.subject === `Tu ficha de pago del pedido #${orderId} venció`,
    );
    for (const mail of [received, expired]) {
      expect(mail.text).toMatch(/^Hola:$/m);
      for (const part of [mail.text, mail.html]) expect(part).not.toContain("spam.example");
    }
    expect(received.text).toContain("$701.00 MXN");
  });

  it("greets a signed-in reader by name only at the account's own address, once the account has proved it is theirs", async () => {
    const reader = await t.createUser({ email: "lectora@ejemplo.mx" });
    // anyone may register anyone's address: an account that never used a mailed link gets no typed name
    await placeOrder("lectora@ejemplo.mx", {}, reader.auth);
    const toReader = (m: { to: string }) => m.to.toLowerCase() === "lectora@ejemplo.mx";
    const [unproven] = await smtp.waitFor(1, toReader);
    expect(unproven.text).toMatch(/^Hola:$/m);
    expect(unproven.text).not.toContain("María");
    await t.prisma.user.update({ where: { id: reader.id }, data: { correoConfirmadoEn: new Date() } });
    const proven = await placeOrder("Lectora@Ejemplo.mx", {}, reader.auth);
    const [own] = await smtp.waitFor(1, (m) => toReader(m) && m.subject === `Tu pedido #${proven}: ficha de pago OXXO`);
    expect(own.text).toContain("Hola, María López:");
    await placeOrder("otra-persona@ejemplo.mx", {}, reader.auth);
    const [other] = await smtp.waitFor(1, (m) => m.to === "otra-persona@ejemplo.mx");
    expect(other.text).toMatch(/^Hola:$/m);
    expect(other.text).not.toContain("María");
  });

  it("queues at most 3 'order received' mails per address and hour, however it is written; the orders are still taken", async () => {
    const addresses = ["lote@ejemplo.mx", "LOTE@ejemplo.mx", "Lote@Ejemplo.MX", "lote@EJEMPLO.mx", "lote@ejemplo.mx"];
    const orders = [];
    for (const email of addresses) orders.push(await placeOrder(email));
    expect(
      await t.prisma.order.count({ where: { id: { in: orders }, status: "pending", voucherUrl: { not: null } } }),
    ).toBe(5);
    const queued = await t.prisma.emailMessage.findMany({ where: { kind: "order_received", to: { in: addresses } } });
    expect(queued.map((m) => m.subject).sort()).toEqual(
      orders
        .slice(0, 3)
        .map((id) => `Tu pedido #${id}: ficha de pago OXXO`)
        .sort(),
    );
    const counter = await t.prisma.rateLimit.findUniqueOrThrow({ where: { key: "correo-pedido:lote@ejemplo.mx" } });
    expect(counter.hits).toBe(5);
    expect(counter.resetAt.getTime() - Date.now()).toBeGreaterThan(55 * 60 * 1000);
    // another address is not affected
    await placeOrder("otro-lote@ejemplo.mx");
    expect(await t.prisma.emailMessage.count({ where: { kind: "order_received", to: "otro-lote@ejemplo.mx" } })).toBe(
      1,
    );
  });

  it("queues nothing when the order change is refused", async () => {
    const orderId = await placeOrder("rechazo@ejemplo.mx");
    const before = await t.prisma.emailMessage.count();
    const refused = await request(t.app).patch(`/api/orders/${orderId}`).set(admin.auth).send({ status: "shipped" });
    expect(refused.status).toBe(409);
    expect(await t.prisma.emailMessage.count()).toBe(before);
  });
});
