import { beforeEach, describe, expect, it } from "vitest";
import { isOrderPlacedState, orderLines, paymentRequest, saveLocalOrder, type ShippingInfo } from "./shipping";

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

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

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
    expect(body.direccion).toEqual({ calleNumero: "Av. Juárez 123", colonia: "Centro", codigoPostal: "28000", ciudad: "Colima", estado: "Colima", referencias: "Casa azul" });
    expect(body.items).toEqual([{ id: 1, name: "Urdimbre", price: 350.5, quantity: 1 }]);
  });
});

describe("saveLocalOrder", () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  it("appends an 'ORD-' record with the shipping data, the cart and the server's total (in pesos) under orders", () => {
    localStorage.setItem("orders", JSON.stringify([{ id: "ORD-1" }]));
    const order = saveLocalOrder(filled, orderLines({ "1": 2, "2": 1 }, catalogue), 73890, 1_700_000_000_000);
    expect(order).toEqual({ id: "ORD-1700000000000", shippingInfo: filled, cartItems: { "1": 2, "2": 1 }, totalAmount: 738.9 });
    expect(JSON.parse(localStorage.getItem("orders")!)).toEqual([{ id: "ORD-1" }, order]);
  });

  it("starts a fresh list when the stored value is not a list", () => {
    localStorage.setItem("orders", "{}");
    saveLocalOrder(filled, orderLines({ "2": 1 }, catalogue), 12000, 5);
    expect(JSON.parse(localStorage.getItem("orders")!).map((o: { id: string }) => o.id)).toEqual(["ORD-5"]);
  });
});

describe("isOrderPlacedState", () => {
  it("accepts the checkout's navigation state only", () => {
    expect(isOrderPlacedState({ placed: true })).toBe(true);
    expect(isOrderPlacedState(null)).toBe(false);
    expect(isOrderPlacedState({ shippingInfo: filled, voucherUrl: "/v" })).toBe(false);
  });
});
