import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the page the server rendered, true afterwards (and from the start
 * on pages rendered only in the browser). What depends on this browser's storage (cart badge, session, favourites)
 * renders only when it is true, so the hydrated page matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
