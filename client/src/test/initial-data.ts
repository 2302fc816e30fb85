// For pages that read lib/initial-data.ts, which reads the page once, when it is first imported: writes the page's
// <script id="initial-data"> (none when `initialData` is undefined), then imports the page and the test helpers afresh
// so that they share one fresh copy of the app's modules.
import { vi } from "vitest";

export async function importWithInitialData<Page>(initialData: unknown, importPage: () => Promise<Page>) {
  vi.resetModules();
  document.body.innerHTML = "";
  if (initialData !== undefined) {
    const script = document.createElement("script");
    script.id = "initial-data";
    script.type = "application/json";
    script.textContent = JSON.stringify(initialData);
    document.body.append(script);
  }
  const [page, { fakeApi }, { renderApp }] = await Promise.all([importPage(), import("./fake-api"), import("./render")]);
  return { page, fakeApi, renderApp };
}
