// Renders a piece of the app the way main.tsx does: a real store (app/store.ts) and a router at the given path.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router-dom";
import { createStore, type AppStore } from "../app/store";

export function renderApp(ui: ReactElement, { path = "/", store = createStore() }: { path?: string; store?: AppStore } = {}) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
