// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute } from "@/test/render-route";

const admin = { id: 1, nombre: "Autora", email: "autora@ejemplo.mx", rol: 1 };
const adminToken = () => fakeToken({ id: admin.id, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 });
const counts = { ordersToShip: 0, newComments: 0, newMessages: 0 };

function signInAsAdmin() {
  localStorage.setItem("token", adminToken());
}

describe("admin routes", () => {
  it("show a page with what its loader read, sending the stored token", async () => {
    signInAsAdmin();
    const server = fakeApi({
      "GET /usuarios/1": { data: admin },
      "GET /dashboard/nav-counts": { data: counts },
      "GET /blog": {
        data: [
          {
            id: 4,
            title: "Feria del libro",
            description: null,
            pdfUrl: "/uploads/feria.pdf",
            createdAt: "2025-01-10T12:00:00.000Z",
          },
        ],
      },
    });
    renderRoute("/admin/adblog");

    await screen.findByText("Feria del libro", undefined, pageLoad);
    expect(server.requests.find((r) => r.url === "/blog")?.authorization).toMatch(/^Bearer /);
    // the tab says the page's name, the one the menu gives it
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Eventos");
    await waitFor(() => expect(document.title).toBe("Eventos · Administración"));
  });

  it("lead to the login page, forgetting the token, when the server refuses it (401)", async () => {
    signInAsAdmin();
    const refused = { status: 401, data: { message: "Sesión no válida" } };
    fakeApi({
      "GET /usuarios/1": refused,
      "GET /orders": refused,
      "GET /dashboard/nav-counts": refused,
      "GET /config": { data: { paymentProvider: "simulated" } },
    });
    const { router } = renderRoute("/admin/pedidos");

    await screen.findByRole("button", { name: "Continuar" }, pageLoad);
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("send a signed-out visitor to the admin sign-in page, asking the server nothing, and back to the page she asked for", async () => {
    const server = fakeApi({
      "GET /site-content": { data: null },
      "POST /usuarios/login": { data: { token: adminToken(), user: admin } },
      "GET /usuarios/1": { data: admin },
      "GET /dashboard/nav-counts": { data: counts },
      "GET /blog": { data: [] },
    });
    const { router } = renderRoute("/admin/adblog");

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"), pageLoad);
    expect(router.state.location.search).toBe("?volver=%2Fadmin%2Fadblog");
    expect(server.requests).toEqual([]);
    await waitFor(() => expect(document.title).toBe("Iniciar sesión · Administración"), pageLoad);

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Correo electrónico", undefined, pageLoad), admin.email);
    await user.type(screen.getByLabelText("Contraseña"), "secreto-123");
    await user.click(screen.getByRole("button", { name: "Continuar" }));

    await screen.findByRole("heading", { level: 1, name: "Eventos" }, pageLoad);
    expect(router.state.location.pathname).toBe("/admin/adblog");
  });

  it("send a signed-out /admin to the sign-in page, and a reader's token counts as none", async () => {
    fakeApi({ "GET /site-content": { data: null } });
    localStorage.setItem("token", fakeToken({ id: 4, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const { router } = renderRoute("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"), pageLoad);
    await screen.findByRole("heading", { name: "Iniciar sesión como administradora" }, pageLoad);
    // no way to register an administrator from the sign-in page
    expect(screen.queryByRole("link", { name: /Registrar|Agregar/ })).toBeNull();
  });

  it("show the grouped menu with what waits for her, and mark comments as seen when she opens them", async () => {
    signInAsAdmin();
    const server = fakeApi({
      "GET /usuarios/1": { data: admin },
      "GET /dashboard/nav-counts": { data: { ordersToShip: 3, newComments: 1, newMessages: 0 } },
      "POST /dashboard/seen": { status: 204 },
      "GET /admin/comentarios": { data: { items: [], nextCursor: null } },
      "GET /blog": { data: [] },
    });
    const { router } = renderRoute("/admin/adblog");
    const menu = await screen.findByRole("navigation", { name: "Administración" }, pageLoad);
    await within(menu).findByText("3 por enviar");
    expect(within(menu).getByRole("link", { name: "Pedidos 3 por enviar" }).getAttribute("href")).toBe(
      "/admin/pedidos",
    );
    expect(within(menu).getByRole("link", { name: "Comentarios 1 nuevo" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Mensajes" })).toBeTruthy();
    expect(within(menu).getByRole("list", { name: "Tienda" })).toBeTruthy();
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([]);

    await router.navigate("/admin/comentarios");
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{ section: "comments" }]),
    );
  });
});
