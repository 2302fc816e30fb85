// Renders a piece of the app the way main.tsx does: a real store (app/store.ts) and a router at the given path.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { createStore, type AppStore } from "@/app/store";

export function renderApp(
  ui: ReactElement,
  { path = "/", store = createStore() }: { path?: string; store?: AppStore } = {},
) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}

/** Renders the given routes in a data router at `path`, so that their loaders run before the page renders. */
export function renderRoutes(
  routes: RouteObject[],
  { path = "/", store = createStore() }: { path?: string; store?: AppStore } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...result };
}
