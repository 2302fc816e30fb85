// Renders the app's real route table at a path, the way the browser does after the first page: the matched routes'
// loaders run (they call the API: answer them with fakeApi), then the layout and the page render with their data.
import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { patchRoutesOnNavigation, routes } from "@/app/routes";
import type { SiteContent } from "@autora/common/contract/pages.ts";
import { createStore, type AppStore } from "@/app/store";

/** The site texts the root route's loader asks for (GET /site-content). */
export const siteContent: SiteContent = {
  introTitle: "Bienvenida",
  authorName: "Mariana Ruiz Cárdenas",
  authorTitle: "Autora Colimense",
  mainTitle: "Urdimbre",
  subtitle: "Historias",
};

/** For the first findBy… after renderRoute: the page's code loads on demand, which takes a while on a busy machine. */
export const pageLoad = { timeout: 10_000 };

export function renderRoute(path: string, { store = createStore() }: { store?: AppStore } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...result };
}
