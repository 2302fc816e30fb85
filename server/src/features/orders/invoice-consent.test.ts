// Checkout with the privacy-notice consent and the optional invoice (CFDI) request: what is stored and what is refused.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";

let t: TestApp;
let book: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  book = await createBook(t.prisma, "350.00");
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => ({ ...checkoutBody([{ id: book.id, quantity: 1 }]), ...extra });
const checkout = (payload: unknown) =>
  request(t.app)
    .post("/api/pago-oxxo")
    .send(payload as object);
const storedOrder = (id: number) => t.prisma.order.findUniqueOrThrow({ where: { id } });

const company = {
  rfc: "ABC010203AB1",
  razonSocial: "Escuela Primaria Colima",
  regimenFiscal: "603",
  usoCfdi: "G03",
  codigoPostal: "28017",
};
const person = {
  rfc: "GODE561231GR8",
  razonSocial: "Emma Gómez Díaz",
  regimenFiscal: "612",
  usoCfdi: "G01",
  codigoPostal: "28000",
};

describe("privacy consent at checkout", () => {
  it("stores when the buyer accepted the notice", async () => {
    const before = Date.now();
    const res = await checkout(body({ aceptaPrivacidad: true }));
    expect(res.status).toBe(200);
    const order = await storedOrder(res.body.orderId);
    expect(order.privacidadAceptadaEn!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order.privacidadAceptadaEn!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("still takes a request without the field (as the original client sent it), with no consent date", async () => {
    const res = await checkout(body());
    expect(res.status).toBe(200);
    expect((await storedOrder(res.body.orderId)).privacidadAceptadaEn).toBeNull();
  });

  it.each([false, "true", 1])("refuses aceptaPrivacidad: %j with 400 and stores nothing", async (value) => {
    const count = await t.prisma.order.count();
    const res = await checkout(body({ aceptaPrivacidad: value }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Debes aceptar el aviso de privacidad para continuar");
    expect(await t.prisma.order.count()).toBe(count);
  });
});

describe("invoice request at checkout", () => {
  it("stores a company's invoice data and shows it in the admin's order list and the buyer's orders", async () => {
    const reader = await t.createUser();
    const res = await request(t.app)
      .post("/api/pago-oxxo")
      .set(reader.auth)
      .send(body({ aceptaPrivacidad: true, factura: company }));
    expect(res.status).toBe(200);
    expect(await storedOrder(res.body.orderId)).toMatchObject({
      facturaRfc: "ABC010203AB1",
      facturaRazonSocial: "Escuela Primaria Colima",
      facturaRegimenFiscal: "603",
      facturaUsoCfdi: "G03",
      facturaCodigoPostal: "28017",
    });
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const listed = (await request(t.app).get("/api/orders").set(admin.auth)).body.find(
      (o: { id: number }) => o.id === res.body.orderId,
    );
    expect(listed.factura).toEqual(company);
    const mine = (await request(t.app).get("/api/orders/mine").set(reader.auth)).body;
    expect(mine).toEqual([expect.objectContaining({ id: res.body.orderId, factura: company })]);
  });

  it("takes a person's RFC in lower case with spaces and stores it in capitals", async () => {
    const res = await checkout(body({ factura: { ...person, rfc: " gode561231gr8 ", usoCfdi: "g01" } }));
    expect(res.status).toBe(200);
    expect(await storedOrder(res.body.orderId)).toMatchObject({ facturaRfc: "GODE561231GR8", facturaUsoCfdi: "G01" });
  });

  it.each([
    ["Ñ and & in a company's letters", { ...company, rfc: "Ñ&A0102039XA" }],
    ["a person born on 29 February of a leap year", { ...person, rfc: "MUÑO800229AB0" }],
    ["régimen 626 (Simplificado de Confianza) for a company", { ...company, regimenFiscal: "626", usoCfdi: "G01" }],
    ["régimen 626 for a person", { ...person, regimenFiscal: "626" }],
    ["S01 for a salaried person", { ...person, regimenFiscal: "605", usoCfdi: "S01" }],
    ["D10 (colegiaturas) for a salaried person", { ...person, regimenFiscal: "605", usoCfdi: "D10" }],
  ])("accepts %s", async (_case, factura) => {
    const res = await checkout(body({ factura }));
    expect(res.status).toBe(200);
    expect((await storedOrder(res.body.orderId)).facturaRfc).toBe(factura.rfc);
  });

  it("stores no invoice columns when none was asked for", async () => {
    const res = await checkout(body());
    expect(await storedOrder(res.body.orderId)).toMatchObject({
      facturaRfc: null,
      facturaRazonSocial: null,
      facturaRegimenFiscal: null,
      facturaUsoCfdi: null,
      facturaCodigoPostal: null,
    });
  });

  const RFC_FORMAT =
    "El RFC no es válido: 12 caracteres para empresas (3 letras, fecha AAMMDD y homoclave) o 13 para personas (4 letras, fecha y homoclave)";
  it.each([
    ["an RFC of 11 characters", { ...company, rfc: "ABC010203AB" }, RFC_FORMAT],
    ["an RFC of 14 characters", { ...person, rfc: "GODEX561231GR8" }, RFC_FORMAT],
    ["digits where the letters go", { ...company, rfc: "A1C010203AB1" }, RFC_FORMAT],
    ["month 13", { ...company, rfc: "ABC011303AB1" }, RFC_FORMAT],
    ["31 April", { ...person, rfc: "GODE560431GR8" }, RFC_FORMAT],
    ["29 February of a year that is not a leap year", { ...person, rfc: "GODE810229GR8" }, RFC_FORMAT],
    ["a check digit that is neither a digit nor A", { ...company, rfc: "ABC010203ABZ" }, RFC_FORMAT],
    ["symbols", { ...company, rfc: "AB-010203AB1" }, RFC_FORMAT],
    [
      "the generic RFC for the general public",
      { ...person, rfc: "XAXX010101000", regimenFiscal: "616", usoCfdi: "S01" },
      "Para pedir factura necesitas tu propio RFC: los RFC genéricos (XAXX010101000, XEXX010101000) no identifican a nadie",
    ],
    [
      "the generic RFC for foreigners",
      { ...person, rfc: "XEXX010101000", regimenFiscal: "616", usoCfdi: "S01" },
      "Para pedir factura necesitas tu propio RFC: los RFC genéricos (XAXX010101000, XEXX010101000) no identifican a nadie",
    ],
    [
      "a persons' régimen for a company",
      { ...company, regimenFiscal: "605", usoCfdi: "S01" },
      "El régimen fiscal no corresponde al tipo de RFC",
    ],
    [
      "a companies' régimen for a person",
      { ...person, regimenFiscal: "601" },
      "El régimen fiscal no corresponde al tipo de RFC",
    ],
    [
      "a régimen outside the catalogue",
      { ...company, regimenFiscal: "999" },
      "Elige un régimen fiscal del catálogo del SAT",
    ],
    ["a uso outside the catalogue", { ...company, usoCfdi: "Z99" }, "Elige un uso del CFDI del catálogo del SAT"],
    [
      "payroll (CN01), which is no use for buying a book",
      { ...person, regimenFiscal: "605", usoCfdi: "CN01" },
      "Elige un uso del CFDI del catálogo del SAT",
    ],
    [
      "G03 for a salaried person",
      { ...person, regimenFiscal: "605", usoCfdi: "G03" },
      "El uso del CFDI no es válido para el régimen fiscal elegido",
    ],
    [
      "a personal deduction for a company",
      { ...company, usoCfdi: "D01" },
      "El uso del CFDI no es válido para el régimen fiscal elegido",
    ],
    ["a postcode of 4 digits", { ...company, codigoPostal: "2801" }, "El código postal fiscal debe tener 5 dígitos"],
    ["no razón social", { ...company, razonSocial: "  " }, "La razón social es obligatoria"],
    ["no RFC", { ...company, rfc: undefined }, RFC_FORMAT],
    ["an unknown field", { ...company, curp: "GODE561231HCMRRR09" }, 'factura: Llave desconocida: "curp"'],
    ["a text instead of the data", "sí", "Los datos de facturación no son válidos"],
  ])("refuses %s with 400 and stores no order", async (_case, factura, message) => {
    const count = await t.prisma.order.count();
    const res = await checkout(body({ factura }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.prisma.order.count()).toBe(count);
  });
});
