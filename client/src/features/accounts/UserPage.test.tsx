// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";

const lector = { id: 4, nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", rol: 2 };
const photo = (id: number, descripcion: string) => ({
  id,
  url: `/uploads/fotos/${id}.jpg`,
  descripcion,
  activo: true,
  createdAt: "2025-01-10T12:00:00.000Z",
});

function signIn(rol = 2) {
  localStorage.setItem("token", fakeToken({ id: 4, rol, exp: Math.floor(Date.now() / 1000) + 3600 }));
}

describe("/user", () => {
  it("sends a visitor to the login page, which brings her back", async () => {
    const server = fakeApi({ "GET /site-content": { data: siteContent } });
    const { router } = renderRoute("/user");
    await screen.findByRole("heading", { name: "Iniciar sesión" }, pageLoad);
    expect(router.state.location.search).toBe("?volver=%2Fuser");
    expect(server.requests.filter((r) => r.url.startsWith("/usuarios"))).toEqual([]);
  });

  it("lists the reader's favourite photos, newest favourite first, leaving out one the author hid; no role for a reader", async () => {
    signIn();
    const removed: unknown[] = [];
    const server = fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /usuarios/4": { data: lector },
      "GET /favoritos/4": () => ({
        data: [
          { usuarioId: 4, fotografiaId: 3 },
          { usuarioId: 4, fotografiaId: 9 },
          { usuarioId: 4, fotografiaId: 1 },
        ].filter((f) => !removed.includes(f.fotografiaId)),
      }),
      "GET /fotografias": { data: [photo(1, "Telar de pedal"), photo(3, "Perrito de Colima")] },
      "DELETE /favoritos/4/3": () => (removed.push(3), { status: 204 }),
    });
    renderRoute("/user");
    const favorites = await screen.findByRole("region", { name: "Tus fotografías favoritas" }, pageLoad);
    expect(
      within(favorites)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["Perrito de Colima", "Telar de pedal"]);
    expect(screen.queryByText("Rol")).toBeNull();
    expect(screen.queryByRole("link", { name: "Panel de administración" })).toBeNull();

    await userEvent
      .setup()
      .click(within(favorites).getByRole("button", { name: "Quitar de favoritas: Perrito de Colima" }));
    await within(favorites).findByText("Quitaste la fotografía de tus favoritas.");
    await waitFor(() =>
      expect(
        within(favorites)
          .getAllByRole("img")
          .map((img) => img.getAttribute("alt")),
      ).toEqual(["Telar de pedal"]),
    );
    expect(server.requests.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual(["/favoritos/4/3"]);
  });

  it("invites to the gallery while there are no favourites, and shows an administrator her role and the panel", async () => {
    signIn(1);
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /usuarios/4": { data: { ...lector, rol: 1 } },
      "GET /favoritos/4": { data: [] },
      "GET /fotografias": { data: [] },
    });
    renderRoute("/user");
    await screen.findByText(/Aún no tienes fotografías favoritas/, undefined, pageLoad);
    expect(screen.getByText("Rol")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Panel de administración" }).getAttribute("href")).toBe("/admin/dashboard");
  });
});
