import { afterEach, describe, expect, it, vi } from "vitest";
import reducer, {
  addToCart,
  cartCount,
  clearCart,
  loadCartState,
  removeOne,
  setQuantity,
  type CartState,
} from "./cartSlice";

const cart = (items: Record<string, number>): CartState => ({ items });

describe("cart reducer", () => {
  it("adding a book raises its quantity by one, keyed by the id as text", () => {
    let state = reducer(undefined, addToCart(7));
    state = reducer(state, addToCart("7"));
    state = reducer(state, addToCart(9));
    expect(state.items).toEqual({ "7": 2, "9": 1 });
  });

  it("setQuantity sets the number and removes the book at 0 or less", () => {
    expect(reducer(cart({ "7": 1 }), setQuantity({ id: 7, quantity: 4 })).items).toEqual({ "7": 4 });
    expect(reducer(cart({ "7": 3, "9": 1 }), setQuantity({ id: 7, quantity: 0 })).items).toEqual({ "9": 1 });
    expect(reducer(cart({ "7": 3 }), setQuantity({ id: "7", quantity: -2 })).items).toEqual({});
  });

  it("removeOne lowers by one and never below 0, keeping the id at 0", () => {
    let state = reducer(cart({ "7": 2 }), removeOne(7));
    expect(state.items).toEqual({ "7": 1 });
    state = reducer(state, removeOne(7));
    state = reducer(state, removeOne(7));
    expect(state.items).toEqual({ "7": 0 });
  });

  it("removeOne on a book that is not in the cart changes nothing", () => {
    expect(reducer(cart({ "7": 1 }), removeOne(8)).items).toEqual({ "7": 1 });
  });

  it("clearCart empties the cart", () => {
    expect(reducer(cart({ "7": 2, "9": 5 }), clearCart()).items).toEqual({});
  });
});

describe("cartCount", () => {
  it("counts the books for the header badge", () => {
    expect(cartCount({ "7": 2, "9": 0, "11": 3 })).toBe(5);
  });
});

describe("loadCartState", () => {
  const withStored = (raw: string | null) => {
    vi.stubGlobal("localStorage", { getItem: (key: string) => (key === "cartItems" ? raw : null) });
  };
  afterEach(() => vi.unstubAllGlobals());

  it("restores a stored cart", () => {
    withStored(JSON.stringify({ "7": 2, "9": 1 }));
    expect(loadCartState()).toEqual({ items: { "7": 2, "9": 1 } });
  });

  it("keeps only positive whole quantities", () => {
    withStored(JSON.stringify({ "7": 2, "8": 0, "9": -1, "10": 1.5, "11": "3", "12": null }));
    expect(loadCartState()).toEqual({ items: { "7": 2 } });
  });

  it.each([null, "no es json", "[1,2]", "null", "42"])("starts empty when the stored copy is %s", (raw) => {
    withStored(raw);
    expect(loadCartState()).toEqual({ items: {} });
  });
});
