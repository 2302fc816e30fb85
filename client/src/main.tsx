// The browser's entry. A page the server rendered (it carries the router's data in #router-data) is hydrated: the
// lazy routes it shows are loaded first, so the first render in the browser is the server's HTML. Every other page
// (account, cart, checkout, admin, and all of them under `npm run dev`) renders in the browser as before.
import { startTransition, StrictMode, useEffect } from "react";
import { Provider } from "react-redux";
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from "react-router-dom";
import { patchRoutesOnNavigation, routes } from "./app/routes";
import { createStore } from "./app/store";
import { markAppStarted } from "@/components/ui/useHydrated";
import { takeEarlyTaps } from "@/lib/early-taps";
import { trackPageViews } from "@/features/stats";
import "@/styles/global.css";

const root = document.getElementById("root")!;
const routerData = document.getElementById("router-data")?.textContent;
/** Replays the taps made before the app ran (lib/early-taps.ts); set just before React starts listening. */
let replayEarlyTaps = async () => {};

/**
 * Says the app has taken over the page (html[data-app="ready"]) once React has committed its first render: a
 * server-rendered page shows before its JavaScript starts (public/boot.js), and the browser tests wait for this.
 * Then the taps made on the page before are replayed.
 */
function AppStarted() {
  useEffect(() => {
    markAppStarted(); // pages shown from now on render as the browser's from the start (useHydrated)
    document.documentElement.dataset.app = "ready";
    void replayEarlyTaps();
  }, []);
  return null;
}

/** Resolves in a later task: the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const hydrationData = routerData ? (JSON.parse(routerData) as HydrationState) : undefined;
  if (hydrationData) {
    const lazyMatches =
      matchRoutes(routes, window.location)?.filter((match) => typeof match.route.lazy === "function") ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const load = route.lazy as () => Promise<object>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
    );
  }
  // React DOM (the largest module) starts in a task of its own, not in the one that evaluates the app's modules, so
  // a phone's main thread is never held long.
  await nextTask();
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation });
  trackPageViews(router); // the visit statistics' beacon (no cookie, nothing stored)
  const app = (
    <StrictMode>
      <Provider store={createStore()}>
        <RouterProvider router={router} />
        <AppStarted />
      </Provider>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of one long task, so
  // a phone stays responsive while a long page (the book's comments) hydrates; a click meanwhile is replayed.
  replayEarlyTaps = takeEarlyTaps(); // React answers the taps from here on
  if (hydrationData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
