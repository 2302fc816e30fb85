// Signed copies: the author offers the book dedicated, the buyer leaves a dedication at checkout, the author gets it in
// the "to ship" mail and on the order card, where a paid order shows "por dedicar" until she ticks it written.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#test/smtp-sink.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { pngFile } from "#test/files.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

let t: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let reader: Awaited<ReturnType<TestApp["createUser"]>>;
let signed: { id: number };
let plain: { id: number };

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: "http://tienda.test" });
  t.startMailWorker(smtp.url);
  admin = await t.createUser({ rol: ROLE_ADMIN, email: "autora@ejemplo.mx" });
  reader = await t.createUser();
  signed = await createBook(t.prisma, "350.00");
  await t.prisma.book.update({ where: { id: signed.id }, data: { dedicado: true } });
  plain = await createBook(t.prisma, "200.00", "Otro libro");
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const checkout = (extra: object, items = [{ id: signed.id, quantity: 1 }]) =>
  request(t.app)
    .post("/api/pago-oxxo")
    .send({ ...checkoutBody(items), ...extra });

async function placeSignedOrder(
  dedicatoria: object = { nombre: "Ana Sofía", mensaje: "Para que nunca dejes de leer." },
) {
  const res = await checkout({ dedicatoria });
  expect(res.status).toBe(200);
  return res.body.orderId as number;
}

const pay = (id: number) => request(t.app).post(`/api/orders/${id}/simulate-payment`).set(admin.auth).expect(200);
const adminOrder = async (id: number) =>
  (
    (await request(t.app).get("/api/orders").set(admin.auth).expect(200)).body as { id: number; dedicatoria: unknown }[]
  ).find((o) => o.id === id);

describe("Ejemplar dedicado in the book editor", () => {
  it("is stored from the editor's form, answered with the book, and left alone when the form does not send it", async () => {
    const book = await createBook(t.prisma, "100.00", "Para editar");
    const fields = {
      name: "Para editar",
      description: "Texto",
      price: "100",
      language: "Español",
      editorial: "Ed",
      format: "Pasta blanda",
      image: "[]",
    };
    const put = (extra: Record<string, string>) => {
      const req = request(t.app).put(`/api/book/${book.id}`).set(admin.auth);
      for (const [key, value] of Object.entries({ ...fields, ...extra })) req.field(key, value);
      return req.attach("images", pngFile(1), "portada.png");
    };
    expect((await put({ dedicado: "true" })).body.dedicado).toBe(true);
    expect((await request(t.app).get(`/api/book/${book.id}`)).body.dedicado).toBe(true);
    expect((await put({})).body.dedicado).toBe(true);
    expect((await put({ dedicado: "false" })).body.dedicado).toBe(false);
    const wrong = await put({ dedicado: "quizá" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("«Ejemplar dedicado» debe ser true o false");
  });
});

describe("a dedication at checkout", () => {
  it("refuses a missing name, a name over 60 characters and a message over 200, in Spanish", async () => {
    const cases: [object, string][] = [
      [{ nombre: "   " }, "Escribe a quién se lo dedico"],
      [{ mensaje: "Hola" }, "Escribe a quién se lo dedico"],
      [{ nombre: "A".repeat(61) }, "El nombre de la dedicatoria admite como máximo 60 caracteres"],
      [{ nombre: "Ana", mensaje: "m".repeat(201) }, "El mensaje de la dedicatoria admite como máximo 200 caracteres"],
      [{ nombre: "Ana", firma: "x" }, "La dedicatoria lleva un nombre y, si quieres, un mensaje"],
    ];
    for (const [dedicatoria, message] of cases) {
      const res = await checkout({ dedicatoria });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    // exactly at the limits is fine
    expect((await checkout({ dedicatoria: { nombre: "A".repeat(60), mensaje: "m".repeat(200) } })).status).toBe(200);
  });

  it("is refused when no book in the order is offered signed", async () => {
    const res = await checkout({ dedicatoria: { nombre: "Ana" } }, [{ id: plain.id, quantity: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Ninguno de los libros de tu pedido se ofrece dedicado; quita la dedicatoria para continuar.",
    );
  });

  it("is stored with the order (trimmed; a blank message is none) and an order without one has none", async () => {
    const id = await placeSignedOrder({ nombre: "  Ana Sofía  ", mensaje: "   " });
    const row = await t.prisma.order.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ dedicatoriaNombre: "Ana Sofía", dedicatoriaMensaje: null, dedicatoriaHechaEn: null });
    const without = (await checkout({})).body.orderId as number;
    expect(await adminOrder(without)).toMatchObject({ dedicatoria: null });
  });

  it("goes to the author with the order to ship, once it is paid", async () => {
    const id = await placeSignedOrder({ nombre: "Ana Sofía", mensaje: "Para que nunca dejes de leer." });
    await pay(id);
    const [mail] = await smtp.waitFor(
      1,
      (m) => m.to === "autora@ejemplo.mx" && m.subject === `Pedido #${id} pagado: listo para enviar`,
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Dedicatoria");
      expect(part).not.toContain("Dedicatoria para");
      expect(part).toContain("Ana Sofía");
      expect(part).toContain("Para que nunca dejes de leer.");
    }
  });
});

describe("the dedication on the buyer's side", () => {
  it("shows on the order page, in the guest's lookup and in the reader's Mis pedidos, without the author's bookkeeping", async () => {
    const res = await checkout({
      dedicatoria: { nombre: "Ana Sofía", mensaje: "Para que nunca dejes de leer." },
      email: reader.email,
    }).set(reader.auth);
    expect(res.status).toBe(200);
    const id = res.body.orderId as number;
    const dedicatoria = { nombre: "Ana Sofía", mensaje: "Para que nunca dejes de leer." };
    const { pageToken } = await t.prisma.order.findUniqueOrThrow({ where: { id } });
    expect((await request(t.app).get(`/api/orders/page/${pageToken}`)).body.dedicatoria).toEqual(dedicatoria);
    expect(
      (await request(t.app).post("/api/orders/lookup").send({ pedido: id, email: reader.email })).body.dedicatoria,
    ).toEqual(dedicatoria);
    const mine = (await request(t.app).get("/api/orders/mine").set(reader.auth)).body as {
      id: number;
      dedicatoria: unknown;
    }[];
    expect(mine.find((o) => o.id === id)?.dedicatoria).toMatchObject(dedicatoria);
    const without = (await checkout({})).body.orderId as number;
    expect(
      (await request(t.app).post("/api/orders/lookup").send({ pedido: without, email: "maria@ejemplo.mx" })).body
        .dedicatoria,
    ).toBeNull();
  });

  it("is in the buyer's order e-mails: on the voucher to the account's own confirmed address, after payment and when shipped", async () => {
    // an address the reader has proved is hers (a typed text reaches only such an address before payment)
    await t.prisma.user.update({ where: { email: reader.email }, data: { correoConfirmadoEn: new Date() } });
    const res = await checkout({
      dedicatoria: { nombre: "Ana Sofía", mensaje: "Con cariño, desde Colima." },
      email: reader.email,
    }).set(reader.auth);
    const id = res.body.orderId as number;
    const [received] = await smtp.waitFor(
      1,
      (m) => m.to === reader.email && m.subject === `Tu pedido #${id}: ficha de pago OXXO`,
    );
    await pay(id);
    const [paid] = await smtp.waitFor(
      1,
      (m) => m.to === reader.email && m.subject === `Recibimos tu pago del pedido #${id}`,
    );
    await request(t.app)
      .patch(`/api/orders/${id}`)
      .set(admin.auth)
      .send({ status: "shipped", carrier: "Estafeta", trackingNumber: "6015421234" })
      .expect(200);
    const [shipped] = await smtp.waitFor(
      1,
      (m) => m.to === reader.email && m.subject === `Tu pedido #${id} va en camino`,
    );
    for (const mail of [received, paid, shipped]) {
      for (const part of [mail.text, mail.html]) {
        expect(part, mail.subject).toContain("Dedicatoria");
        expect(part, mail.subject).not.toContain("Dedicatoria para");
        expect(part, mail.subject).toContain("Ana Sofía");
        expect(part, mail.subject).toContain("Con cariño, desde Colima.");
      }
    }
    // the parcel's own tracking page, when the carrier is known
    expect(shipped.text).toContain(
      "Rastrear en Estafeta: https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=6015421234",
    );
  });

  it("is not echoed on the voucher mail to an address that is not the buyer's account", async () => {
    const res = await checkout({
      dedicatoria: { nombre: "Visita spam.example", mensaje: "Gana dinero en spam.example" },
      email: "desconocida@ejemplo.mx",
    });
    const id = res.body.orderId as number;
    const [received] = await smtp.waitFor(
      1,
      (m) => m.to === "desconocida@ejemplo.mx" && m.subject === `Tu pedido #${id}: ficha de pago OXXO`,
    );
    for (const part of [received.text, received.html]) expect(part).not.toContain("spam.example");
    expect(received.text).toContain(
      "Pediste tu ejemplar dedicado por la autora: verás la dedicatoria en la página de tu pedido.",
    );
  });
});

describe("por dedicar", () => {
  it("marks a paid order with a dedication until the author ticks it written; ticking again keeps the first time", async () => {
    const id = await placeSignedOrder();
    expect(await adminOrder(id)).toMatchObject({
      dedicatoria: { nombre: "Ana Sofía", mensaje: "Para que nunca dejes de leer.", hechaEn: null, porDedicar: false },
    });
    await pay(id);
    expect(await adminOrder(id)).toMatchObject({ dedicatoria: { porDedicar: true, hechaEn: null } });

    const done = await request(t.app).post(`/api/orders/${id}/dedicated`).set(admin.auth);
    expect(done.status).toBe(200);
    expect(done.body.dedicatoria).toMatchObject({ porDedicar: false, hechaEn: expect.any(String) });
    const stamped = (await t.prisma.order.findUniqueOrThrow({ where: { id } })).dedicatoriaHechaEn;
    expect(stamped).toBeInstanceOf(Date);
    expect(await adminOrder(id)).toMatchObject({ dedicatoria: { porDedicar: false } });

    await request(t.app).post(`/api/orders/${id}/dedicated`).set(admin.auth).expect(200);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id } })).dedicatoriaHechaEn).toEqual(stamped);
  });

  it("is ticked only by an administrator, only on a paid order that has a dedication", async () => {
    const id = await placeSignedOrder();
    expect((await request(t.app).post(`/api/orders/${id}/dedicated`)).status).toBe(401);
    expect((await request(t.app).post(`/api/orders/${id}/dedicated`).set(reader.auth)).status).toBe(403);
    const pending = await request(t.app).post(`/api/orders/${id}/dedicated`).set(admin.auth);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe("Solo se marca como dedicado un pedido pagado");
    const without = (await checkout({})).body.orderId as number;
    await pay(without);
    const none = await request(t.app).post(`/api/orders/${without}/dedicated`).set(admin.auth);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("Este pedido no lleva dedicatoria");
    expect((await request(t.app).post("/api/orders/999999/dedicated").set(admin.auth)).status).toBe(404);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id } })).dedicatoriaHechaEn).toBeNull();
  });
});
