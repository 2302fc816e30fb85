// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute } from "@/test/render-route";

const admin = { id: 1, nombre: "Autora", email: "autora@ejemplo.mx", rol: 1 };

function signInAsAdmin() {
  localStorage.setItem("token", fakeToken({ id: admin.id, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
}

describe("admin routes", () => {
  it("show a page with what its loader read, sending the stored token", async () => {
    signInAsAdmin();
    const server = fakeApi({ "GET /usuarios/1": { data: admin }, "GET /blog": { data: [{ id: 4, title: "Feria del libro", description: null, pdfUrl: "/uploads/feria.pdf", createdAt: "2025-01-10T12:00:00.000Z" }] } });
    renderRoute("/admin/adblog");

    expect(await screen.findByText("Feria del libro", undefined, pageLoad)).toBeTruthy();
    expect(server.requests.find((r) => r.url === "/blog")?.authorization).toMatch(/^Bearer /);
  });

  it("lead to the login page, forgetting the token, when the server refuses it (401)", async () => {
    signInAsAdmin();
    fakeApi({ "GET /usuarios/1": { status: 401, data: { message: "Sesión no válida" } }, "GET /orders": { status: 401, data: { message: "Sesión no válida" } }, "GET /config": { data: { paymentProvider: "simulated" } } });
    const { router } = renderRoute("/admin/pedidos");

    expect(await screen.findByRole("button", { name: "Continuar" }, pageLoad)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("ask the server nothing without an administrator's token: the guard sends the visitor home", async () => {
    const server = fakeApi({ "GET /site-content": { data: null } });
    const { router } = renderRoute("/admin/pedidos");

    await waitFor(() => expect(router.state.location.pathname).toBe("/"), pageLoad);
    expect(server.requests.filter((r) => r.url.startsWith("/orders"))).toEqual([]);
  });
});
