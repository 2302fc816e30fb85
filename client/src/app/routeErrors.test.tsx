// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";

// Pages that fail: the about page while rendering, the cart page in its loader (which passes on the API's error), the
// admin dashboard while rendering.
// (A mocked module answers only the exports it names: the page's loader, head and error boundary are named as absent.)
vi.mock("@/features/pages/about/AboutPage", () => ({
  loader: undefined,
  head: undefined,
  ErrorBoundary: undefined,
  default: () => {
    throw new Error("fallo interno al dibujar");
  },
}));
vi.mock("@/features/orders/cart/CartPage", () => ({
  loader: () => api.get("/cart"),
  head: undefined,
  ErrorBoundary: undefined,
  default: () => <p>Contenido del carrito</p>,
}));
vi.mock("@/features/dashboard/admin/DashboardPage", () => ({
  default: () => {
    throw new Error("fallo interno del panel");
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("route error boundaries", () => {
  it("show a page that fails while rendering as the Spanish error page, inside the site's layout, logging the error", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ "GET /site-content": { data: siteContent } });

    renderRoute("/about");

    await screen.findByRole("heading", { level: 1, name: "Algo salió mal" }, pageLoad);
    expect(screen.getByText("No pudimos mostrar esta página. Intenta de nuevo en unos momentos.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Volver a intentar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir al inicio" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Mariana Ruiz Cárdenas" })).toBeTruthy(); // the header is there
    expect(screen.queryByText(/fallo interno/)).toBeNull();
    expect(
      consoleError.mock.calls.some((args) =>
        args.some((arg) => arg instanceof Error && arg.message === "fallo interno al dibujar"),
      ),
    ).toBe(true);
  });

  it("show a page whose loader fails (the API answered 500) as the Spanish error page, without the error's text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /cart": { status: 500, data: { message: "Error interno" } },
    });

    renderRoute("/cart");

    await screen.findByRole("heading", { level: 1, name: "Algo salió mal" }, pageLoad);
    expect(screen.getByRole("button", { name: "Volver a intentar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir al inicio" })).toBeTruthy();
    expect(screen.queryByText(/status code 500|Error interno/)).toBeNull();
    expect(screen.queryByText("Contenido del carrito")).toBeNull();
  });

  it("still show the 404 page for a loader's 404", async () => {
    fakeApi({ "GET /site-content": { data: siteContent } });

    renderRoute("/books/abc");

    await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }, pageLoad);
    expect(screen.queryByText("Algo salió mal")).toBeNull();
  });

  it("show an admin page that fails as the error page with the way back to the dashboard", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    fakeApi({ "GET /usuarios/1": { data: { id: 1, nombre: "Autora", email: "autora@ejemplo.mx", rol: 1 } } });

    renderRoute("/admin/dashboard");

    await screen.findByRole("heading", { level: 1, name: "Algo salió mal" }, pageLoad);
    expect(screen.getByRole("button", { name: "Volver a intentar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir al panel" }).getAttribute("href")).toBe("/admin/dashboard");
    expect(screen.getByRole("link", { name: "Panel" })).toBeTruthy(); // the admin menu is there
    expect(screen.queryByText(/fallo interno/)).toBeNull();
  });
});
