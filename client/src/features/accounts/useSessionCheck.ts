// Runs the session check (see checkSession) on load, on every route change and when another tab changes the token; a check
// runs only when the stored token changed since the last one.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { getToken, isTokenEvent } from "@/lib/token";
import { checkSession } from "./sessionSlice";

export function useSessionCheck() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const checkedToken = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    function check() {
      const token = getToken();
      if (token === checkedToken.current) return;
      checkedToken.current = token;
      void dispatch(checkSession());
    }
    check();
    const onStorage = (event: StorageEvent) => {
      if (isTokenEvent(event)) check();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [dispatch, location.pathname]);
}
