import { describe, expect, it } from "vitest";
import {
  emptyShipping,
  isOrderPlacedState,
  orderLines,
  paymentRequest,
  prefilledShipping,
  splitFullName,
  type ShippingInfo,
} from "./shipping";

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

const catalogue = [
  { id: 1, name: "Urdimbre", price: 350.5 },
  { id: 2, name: "Cuaderno", price: 120 },
];

describe("orderLines", () => {
  it("keeps only catalogue books with a quantity above 0", () => {
    const lines = orderLines({ "1": 2, "2": 0, "99": 4 }, catalogue);
    expect(lines).toEqual([{ id: 1, name: "Urdimbre", price: 350.5, quantity: 2 }]);
  });
});

describe("paymentRequest", () => {
  it("joins nombres and apellidos with a space and trims every field", () => {
    const body = paymentRequest(filled, orderLines({ "1": 1 }, catalogue));
    expect(body.nombre).toBe("María José López Ruiz");
    expect(body.email).toBe("maria@ejemplo.mx");
    expect(body.direccion).toEqual({
      calleNumero: "Av. Juárez 123",
      colonia: "Centro",
      codigoPostal: "28000",
      ciudad: "Colima",
      estado: "Colima",
      referencias: "Casa azul",
    });
    expect(body.items).toEqual([{ id: 1, name: "Urdimbre", price: 350.5, quantity: 1 }]);
  });
});

describe("isOrderPlacedState", () => {
  it("accepts the checkout's navigation state only", () => {
    expect(isOrderPlacedState({ placed: true })).toBe(true);
    expect(isOrderPlacedState(null)).toBe(false);
    expect(isOrderPlacedState({ shippingInfo: filled, voucherUrl: "/v" })).toBe(false);
  });
});

describe("the signed-in reader's name and e-mail in the shipping form", () => {
  it("splits a full name into given names and the two surnames", () => {
    expect(splitFullName("  María José López Ruiz ")).toEqual({ nombres: "María José", apellidos: "López Ruiz" });
    expect(splitFullName("Juan Pérez García")).toEqual({ nombres: "Juan", apellidos: "Pérez García" });
    expect(splitFullName("Lucía Ramírez")).toEqual({ nombres: "Lucía", apellidos: "Ramírez" });
    expect(splitFullName("Cher")).toEqual({ nombres: "Cher", apellidos: "" });
    expect(splitFullName("")).toEqual({ nombres: "", apellidos: "" });
  });

  it("fills only the empty fields the person has not typed in", () => {
    const typed = new Set<keyof typeof emptyShipping>(["email"]);
    const current = { ...emptyShipping, nombres: "Lucía", email: "" };
    expect(prefilledShipping(current, "María López", "maria@ejemplo.mx", typed)).toEqual({
      ...current,
      apellidos: "López",
    });
    expect(prefilledShipping(emptyShipping, "María López", "maria@ejemplo.mx", new Set())).toEqual({
      ...emptyShipping,
      nombres: "María",
      apellidos: "López",
      email: "maria@ejemplo.mx",
    });
  });
});
