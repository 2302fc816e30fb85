// Runs the session check (see checkSession) once on load and again whenever the stored token changes: signing in or
// out in this tab, or in another one. Mounted once, by the app's outermost route (app/layout/AppFrame.tsx).
import { useEffect, useRef } from "react";
import { useDispatch } from "react-redux";
import { getToken, subscribeToToken } from "@/lib/token";
import { checkSession } from "./sessionSlice";
import type { SessionDispatch } from "./types";

export function useSessionCheck() {
  const dispatch = useDispatch<SessionDispatch>();
  /** the token the last check was for: a check runs only when the token changed since */
  const checkedToken = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    function check() {
      const token = getToken();
      if (token === checkedToken.current) return;
      checkedToken.current = token;
      void dispatch(checkSession());
    }
    check();
    // A moment later: what changed the token (a sign-in) first finishes storing its own answer about the user.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeToToken(() => {
      clearTimeout(timer);
      timer = setTimeout(check, 0);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [dispatch]);
}
