import { configureStore } from "@reduxjs/toolkit";
import authReducer, { loadAuthState } from "../features/auth/authSlice";
import sessionReducer from "../features/auth/sessionSlice";
import cartReducer, { loadCartState } from "../features/cart/cartSlice";
import { STORAGE_KEYS, writeJson } from "../lib/browser-storage";

export function createStore() {
  const store = configureStore({
    reducer: { auth: authReducer, session: sessionReducer, cart: cartReducer },
    preloadedState: { auth: loadAuthState(), cart: loadCartState() },
  });
  // Keep the persisted copies in step with the store; an empty cart removes the stored copy.
  let last = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.auth !== last.auth) {
      // Signed out: the stored copy is removed, as clearing the user requires (spec section 4).
      if (state.auth.user || state.auth.isAuthenticated) {
        writeJson(STORAGE_KEYS.authState, { user: state.auth.user, isAuthenticated: state.auth.isAuthenticated });
      } else {
        localStorage.removeItem(STORAGE_KEYS.authState);
      }
    }
    if (state.cart !== last.cart) {
      if (Object.keys(state.cart.items).length) writeJson(STORAGE_KEYS.cartItems, state.cart.items);
      else localStorage.removeItem(STORAGE_KEYS.cartItems);
    }
    last = state;
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
