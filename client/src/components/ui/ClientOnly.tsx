import type { ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/**
 * Renders `fallback` on the server and during hydration, `children` afterwards: for the lazily loaded carousels,
 * whose code and styles are not in the first paint (the fallback keeps their place, so nothing moves).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
