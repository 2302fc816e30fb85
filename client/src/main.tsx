// The browser's entry. A page the server rendered (it carries the router's data in #router-data) is hydrated: the
// lazy routes it shows are loaded first, so the first render in the browser is the server's HTML. Every other page
// (account, cart, checkout, admin, and all of them under `npm run dev`) renders in the browser as before.
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from "react-router-dom";
import { routes } from "./app/routes";
import { createStore } from "./app/store";
import "./styles/global.css";

const root = document.getElementById("root")!;
const routerData = document.getElementById("router-data")?.textContent;

async function start() {
  const hydrationData = routerData ? (JSON.parse(routerData) as HydrationState) : undefined;
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => typeof match.route.lazy === "function") ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const load = route.lazy as () => Promise<object>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
    );
  }
  const app = (
    <StrictMode>
      <Provider store={createStore()}>
        <RouterProvider router={createBrowserRouter(routes, { hydrationData })} />
      </Provider>
    </StrictMode>
  );
  if (hydrationData) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
