import { describe, expect, it } from "vitest";
import { checkoutProblems } from "./checkoutProblems";
import { emptyShipping, type ShippingInfo } from "./shipping";

const filled: ShippingInfo = {
  nombres: " María José ",
  apellidos: "López Ruiz",
  email: "maria@ejemplo.mx ",
  telefono: "312 555 0101",
  calleNumero: "Av. Juárez 123",
  colonia: "Centro",
  codigoPostal: "28000",
  ciudad: "Colima",
  estado: "Colima",
  referencias: "Casa azul",
};
const lines = [{ id: 1, name: "Urdimbre", price: 350, quantity: 1 }];
const check = (shipping: ShippingInfo, options: Partial<Parameters<typeof checkoutProblems>[2]> = {}) =>
  checkoutProblems(shipping, lines, { consent: true, invoice: null, ...options });

describe("checkoutProblems (the contract's schema, every field at once)", () => {
  it("names every blank field at once, each in its own words", () => {
    expect(check(emptyShipping, { consent: false }).problems).toEqual({
      nombres: "El campo Nombre(s) es obligatorio",
      apellidos: "El campo Apellidos es obligatorio",
      email: "El campo Correo electrónico es obligatorio",
      telefono: "El teléfono debe tener 10 dígitos",
      calleNumero: "El campo Calle y número es obligatorio",
      colonia: "El campo Colonia es obligatorio",
      codigoPostal: "El código postal debe tener 5 dígitos",
      ciudad: "El campo Ciudad es obligatorio",
      estado: "Elige un estado de la lista",
      referencias: "El campo Referencias es obligatorio",
      aceptaPrivacidad: "Debes aceptar el aviso de privacidad para continuar",
    });
    expect(check(emptyShipping).request).toBeNull();
  });

  it("refuses an e-mail without a domain, a long Referencias, a 4-digit postcode and a foreign phone", () => {
    const { problems } = check({
      ...filled,
      email: "lucia@correo",
      referencias: "x".repeat(43),
      codigoPostal: "2800",
      telefono: "+1 312 555 0101",
    });
    expect(problems).toEqual({
      email: "El correo electrónico no es válido",
      referencias: "El campo Referencias admite como máximo 42 caracteres",
      codigoPostal: "El código postal debe tener 5 dígitos",
      telefono: "El teléfono debe tener 10 dígitos",
    });
  });

  it("puts the invoice's problems on the invoice's fields", () => {
    const { problems } = check(filled, {
      invoice: { rfc: "ABC", razonSocial: "", regimenFiscal: "", usoCfdi: "", codigoPostal: "28017" },
    });
    expect(Object.keys(problems).sort()).toEqual([
      "factura.razonSocial",
      "factura.regimenFiscal",
      "factura.rfc",
      "factura.usoCfdi",
    ]);
  });

  it("answers the request to send (trimmed, with the consent) when nothing is wrong; the cart speaks apart", () => {
    const { request, problems } = check({ ...filled, telefono: "+52 312 555 0101" });
    expect(problems).toEqual({});
    expect(request).toMatchObject({
      nombre: "María José López Ruiz",
      email: "maria@ejemplo.mx",
      aceptaPrivacidad: true,
      items: lines,
    });
    const empty = checkoutProblems(filled, [], { consent: true, invoice: null });
    expect(empty).toMatchObject({ request: null, problems: {}, cartProblem: "El carrito está vacío." });
  });
});
