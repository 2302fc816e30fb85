// Section 4's session check: on load, on every route change and when another tab changes the storage.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks";
import { STORAGE_KEYS } from "../../lib/browser-storage";
import { decodeToken, isExpired } from "../../lib/token";
import { loginSuccess, sessionChecked } from "./authSlice";
import { fetchCurrentUser } from "./sessionSlice";
import { signOut } from "./signOut";

export function useSessionCheck() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const checkedToken = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    async function check() {
      const token = localStorage.getItem(STORAGE_KEYS.token);
      if (token === checkedToken.current) return; // nothing changed since the last check
      checkedToken.current = token;
      if (!token) {
        dispatch(sessionChecked({ user: null }));
        return;
      }
      const claims = decodeToken(token);
      if (!claims || isExpired(claims)) {
        // An expired or unreadable token is treated as logged out (and logged).
        console.warn(claims ? "Sesión expirada" : "Token inválido");
        dispatch(signOut());
        checkedToken.current = null;
        dispatch(sessionChecked({ user: null }));
        return;
      }
      const result = await dispatch(fetchCurrentUser());
      if (fetchCurrentUser.fulfilled.match(result)) {
        dispatch(loginSuccess(result.payload));
        dispatch(sessionChecked({ user: result.payload }));
      } else {
        dispatch(sessionChecked({ user: null }));
      }
    }
    void check();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token) void check();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [dispatch, location.pathname]);
}
