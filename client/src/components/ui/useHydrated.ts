import { startTransition, useEffect, useState } from "react";

/**
 * Whether the app has rendered its first page in this browser: from the start on a page rendered only in the browser,
 * after hydration (main.tsx calls markAppStarted) on one the server rendered (it carries #router-data); never on the
 * server.
 */
/** The browser is hydrating a page the server rendered (it carries the router's data), not rendering its own. */
export const hydratesServerPage = typeof document !== "undefined" && document.getElementById("router-data") !== null;
let appStarted = typeof document !== "undefined" && !hydratesServerPage;
export const markAppStarted = () => {
  appStarted = true;
};

/**
 * False on the server and while the browser hydrates the page the server rendered, true afterwards (and from the start
 * on pages rendered only in the browser). What depends on this browser's storage (cart badge, session, favourites)
 * renders only when it is true, so the hydrated page matches the server's HTML. The switch after hydration renders in
 * a transition, which React splits into short tasks (a phone's main thread is never held long).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appStarted);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
