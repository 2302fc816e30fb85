// The cart: book id -> quantity, persisted under cartItems.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { readJson, STORAGE_KEYS } from "@/lib/browser-storage";

export interface CartState {
  items: Record<string, number>;
}

export function loadCartState(): CartState {
  const stored = readJson<unknown>(STORAGE_KEYS.cartItems, {});
  const items: Record<string, number> = {};
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return { items }; // junk in storage: start empty
  for (const [id, quantity] of Object.entries(stored)) {
    if (typeof quantity === "number" && Number.isInteger(quantity) && quantity > 0) items[id] = quantity;
  }
  return { items };
}

const cartSlice = createSlice({
  name: "cart",
  initialState: { items: {} } as CartState,
  reducers: {
    addToCart(state, action: PayloadAction<number | string>) {
      const id = String(action.payload);
      state.items[id] = (state.items[id] ?? 0) + 1;
    },
    /** a quantity of 0 or less removes the book */
    setQuantity(state, action: PayloadAction<{ id: number | string; quantity: number }>) {
      const id = String(action.payload.id);
      if (action.payload.quantity <= 0) delete state.items[id];
      else state.items[id] = Math.floor(action.payload.quantity);
    },
    /** the cart page's remove button: one less, never below 0 (items at 0 are hidden) */
    removeOne(state, action: PayloadAction<number | string>) {
      const id = String(action.payload);
      if (id in state.items) state.items[id] = Math.max(0, state.items[id] - 1);
    },
    clearCart(state) {
      state.items = {};
    },
  },
});

export const { addToCart, setQuantity, removeOne, clearCart } = cartSlice.actions;
export default cartSlice.reducer;

/** Number of books in the cart, for the header badge. */
export const cartCount = (items: Record<string, number>) =>
  Object.values(items).reduce((sum, n) => sum + (n > 0 ? n : 0), 0);
