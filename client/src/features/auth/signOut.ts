import type { AppDispatch } from "../../app/store";
import { clearCart } from "../cart/cartSlice";
import { clearStoredSession } from "../../lib/browser-storage";
import { logout } from "./authSlice";
import { userCleared } from "./sessionSlice";

/** Logout and account deletion: reset the user state and forget token, authState, cartItems, orders and user. */
export const signOut = () => (dispatch: AppDispatch) => {
  dispatch(logout());
  dispatch(userCleared());
  dispatch(clearCart());
  clearStoredSession();
};
