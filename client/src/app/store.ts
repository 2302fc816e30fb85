import { configureStore } from "@reduxjs/toolkit";
import { cartReducer, loadCartState } from "@/features/orders";
import { sessionReducer } from "@/features/accounts";
import { removeStored, STORAGE_KEYS, writeJson } from "@/lib/browser-storage";

export function createStore() {
  const store = configureStore({
    reducer: { session: sessionReducer, cart: cartReducer },
    // the session starts empty: the session check fetches the account the stored token names
    preloadedState: { cart: loadCartState() },
  });
  // Keep the stored cart in step with the store; an empty cart removes the stored copy.
  let last = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.cart !== last.cart) {
      if (Object.keys(state.cart.items).length) writeJson(STORAGE_KEYS.cartItems, state.cart.items);
      else removeStored(STORAGE_KEYS.cartItems);
    }
    last = state;
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
