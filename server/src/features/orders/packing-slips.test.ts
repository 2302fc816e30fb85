// Packing slips (A4) and address labels (10 x 15 cm) of paid orders: printable pages only an administrator gets.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let reader: Awaited<ReturnType<TestApp["createUser"]>>;
let book: { id: number };
let signedPaid: number;
let invoicePaid: number;
let pending: number;

const factura = {
  rfc: "ABC010203AB1",
  razonSocial: "Escuela Primaria Colima",
  regimenFiscal: "603",
  usoCfdi: "G03",
  codigoPostal: "28017",
};

async function order(extra: object, paid = true) {
  const res = await request(t.app)
    .post("/api/pago-oxxo")
    .send({ ...checkoutBody([{ id: book.id, quantity: 2 }]), ...extra });
  expect(res.status, res.body.message).toBe(200);
  if (paid) await request(t.app).post(`/api/orders/${res.body.orderId}/simulate-payment`).set(admin.auth).expect(200);
  return res.body.orderId as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ rol: ROLE_ADMIN });
  reader = await t.createUser();
  book = await createBook(t.prisma, "350.00", "Urdimbre <edición especial>");
  await t.prisma.book.update({ where: { id: book.id }, data: { dedicado: true } });
  signedPaid = await order({
    nombre: "Ana <b>Pérez</b>",
    dedicatoria: { nombre: "Sofía & Leo", mensaje: "Con cariño, para sus primeras lecturas." },
  });
  invoicePaid = await order({
    nombre: "Escuela Primaria",
    factura,
    direccion: {
      ...checkoutBody([]).direccion,
      calleNumero: "Calle Madero 45",
      colonia: "Jardines",
      codigoPostal: "28017",
      referencias: "Portón verde",
    },
  });
  pending = await order({}, false);
});
afterAll(() => t.close());

const slips = (ids: number[] | string, auth = admin.auth) =>
  request(t.app)
    .get("/api/orders/packing-slips")
    .query({ pedidos: String(ids) })
    .set(auth);
const labels = (ids: number[] | string, auth = admin.auth) =>
  request(t.app)
    .get("/api/orders/address-labels")
    .query({ pedidos: String(ids) })
    .set(auth);

describe("packing slips", () => {
  it("prints an A4 page with the order number, date, address, books and the dedication to write, every text escaped", async () => {
    const res = await slips([signedPaid]);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.text;
    expect(html).toContain("@page{size:A4");
    expect(html).toContain("Hoja de empaque");
    expect(html).toContain(`<dd>#${signedPaid}</dd>`);
    const created = (await t.prisma.order.findUniqueOrThrow({ where: { id: signedPaid } })).createdAt;
    expect(html).toContain(
      new Intl.DateTimeFormat("es-MX", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "America/Mexico_City",
      }).format(created),
    );
    expect(html).toContain("Ana &lt;b&gt;Pérez&lt;/b&gt;");
    expect(html).toContain("Av. Juárez 123");
    expect(html).toContain("C.P. 28000, Colima, Colima");
    expect(html).toContain("Tel. 312 555 0101");
    expect(html).toContain('<td>Urdimbre &lt;edición especial&gt;</td><td class="qty">2</td>');
    // the name as typed, after "Dedicatoria:" (not "Para:": the name itself often starts with "Para")
    expect(html).toContain('<p><span class="muted">Dedicatoria:</span> <strong>Sofía &amp; Leo</strong></p>');
    expect(html).not.toContain("Para:");
    expect(html).toContain("Con cariño, para sus primeras lecturas.");
    expect(html).toContain("☐ Dedicado");
    expect(html).not.toContain("Factura solicitada");
    expect(html).not.toMatch(/<script/i);
  });

  it("notes the invoice (CFDI) the buyer asked for, and prints several orders at once, one per sheet, in the order asked", async () => {
    const res = await slips([invoicePaid, signedPaid]);
    expect(res.status).toBe(200);
    const sheets = res.text.split('<section class="sheet"').slice(1);
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toContain(`Hoja de empaque del pedido #${invoicePaid}`);
    expect(sheets[0]).toContain("Factura solicitada (CFDI)");
    for (const text of [
      "ABC010203AB1",
      "Escuela Primaria Colima",
      "603 - Personas Morales con Fines no Lucrativos",
      "G03 - Gastos en general",
      "28017",
    ])
      expect(sheets[0]).toContain(text);
    expect(sheets[0]).toContain("Calle Madero 45");
    expect(sheets[0]).not.toContain("Dedicatoria");
    expect(sheets[1]).toContain(`Hoja de empaque del pedido #${signedPaid}`);
    expect(sheets[1]).toContain("Sofía &amp; Leo");
    expect(res.text).toContain("break-after:page");
  });

  it("shows the dedication as written once the author ticked it", async () => {
    await request(t.app).post(`/api/orders/${signedPaid}/dedicated`).set(admin.auth).expect(200);
    const res = await slips([signedPaid]);
    expect(res.text).toMatch(/Dedicado el \d{1,2} de \w+ de \d{4}/);
    expect(res.text).not.toContain("☐ Dedicado");
  });
});

describe("address labels", () => {
  it("prints a 10 x 15 cm label per order with the recipient's name, address, postcode and phone", async () => {
    const res = await labels([signedPaid, invoicePaid]);
    expect(res.status).toBe(200);
    expect(res.text).toContain("@page{size:100mm 150mm");
    const sheets = res.text.split('<section class="sheet"').slice(1);
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toContain(`Pedido #${signedPaid}`);
    expect(sheets[0]).toContain("Ana &lt;b&gt;Pérez&lt;/b&gt;");
    expect(sheets[0]).toContain("Av. Juárez 123<br>Centro<br>Colima, Colima");
    expect(sheets[0]).toContain("C.P. 28000");
    expect(sheets[0]).toContain("Referencias: Casa azul junto a la panadería");
    expect(sheets[1]).toContain("Calle Madero 45<br>Jardines");
    expect(sheets[1]).toContain("C.P. 28017");
    expect(sheets[1]).toContain("Referencias: Portón verde");
  });
});

describe("who may print what", () => {
  it("refuses without an administrator's token", async () => {
    for (const path of ["/api/orders/packing-slips", "/api/orders/address-labels"]) {
      const anonymous = await request(t.app)
        .get(path)
        .query({ pedidos: String(signedPaid) });
      expect(anonymous.status).toBe(401);
      const asReader = await request(t.app)
        .get(path)
        .query({ pedidos: String(signedPaid) })
        .set(reader.auth);
      expect(asReader.status).toBe(403);
      for (const res of [anonymous, asReader]) expect(res.text).not.toContain("Sofía");
    }
  });

  it("prints only paid or shipped orders that exist, from a valid list of at most 50", async () => {
    const cases: [request.Test, number, string][] = [
      [
        slips([signedPaid, pending]),
        409,
        `El pedido #${pending} no está pagado: solo se imprimen pedidos pagados o enviados`,
      ],
      [labels([999999]), 404, "No existe el pedido #999999"],
      [slips(""), 400, "Elige los pedidos que quieres imprimir"],
      [slips("1,dos"), 400, "La lista de pedidos no es válida"],
      [slips(Array.from({ length: 51 }, (_, i) => i + 1)), 400, "Se imprimen como máximo 50 pedidos a la vez"],
      [request(t.app).get("/api/orders/packing-slips").set(admin.auth), 400, "Elige los pedidos que quieres imprimir"],
    ];
    for (const [req, status, message] of cases) {
      const res = await req;
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
  });
});
