// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
import type { Photo } from "./types";

const photo = (id: number, descripcion: string): Photo => ({
  id,
  url: `/uploads/photos/foto-${id}.webp`,
  descripcion,
  activo: true,
  createdAt: "2025-01-10T12:00:00.000Z",
});

describe("GalleryPage (/gallery)", () => {
  it("renders the photos its route's loader read, in the API's order, without hearts for a visitor", async () => {
    const api = fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /fotografias": { data: [photo(2, "Barro negro"), photo(1, "Telar")] },
    });

    renderRoute("/gallery");

    await screen.findByRole("img", { name: "Barro negro" }, pageLoad);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Barro negro", "Telar"]);
    expect(screen.getByRole("img", { name: "Barro negro" }).getAttribute("src")).toBe(
      "/uploads/photos/foto-2.webp?w=960",
    );
    expect(screen.queryByRole("button", { name: /^Favorita:/ })).toBeNull();
    expect(api.requests.filter((request) => request.url === "/fotografias")).toHaveLength(1);
  });
});

describe("favourites on /gallery", () => {
  afterEach(() => localStorage.clear());

  it("puts a heart back and says why when it could not be saved", async () => {
    const lucia = { id: 5, nombre: "Lucía", email: "lucia@ejemplo.mx", rol: 2 };
    localStorage.setItem("token", fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 }));
    let favoritesRead = false;
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /fotografias": { data: [photo(2, "Barro negro")] },
      "GET /usuarios/5": { data: lucia },
      "GET /favoritos/5": () => ((favoritesRead = true), { data: [] }),
      "POST /favoritos": { status: 503, data: "" },
    });
    renderRoute("/gallery");
    const heart = await screen.findByRole("button", { name: "Favorita: Barro negro" }, pageLoad);
    await waitFor(() => expect(favoritesRead).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));

    await userEvent.setup({ delay: null }).click(heart);
    expect((await screen.findByRole("alert")).textContent).toBe("No se pudo guardar tu favorita. Intenta de nuevo.");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Favorita: Barro negro" }).getAttribute("aria-pressed")).toBe("false"),
    );
  });

  it("says when the favourites could not be read", async () => {
    const lucia = { id: 5, nombre: "Lucía", email: "lucia@ejemplo.mx", rol: 2 };
    localStorage.setItem("token", fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 }));
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /fotografias": { data: [photo(2, "Barro negro")] },
      "GET /usuarios/5": { data: lucia },
      "GET /favoritos/5": { status: 500, data: "" },
    });
    renderRoute("/gallery");
    expect((await screen.findByRole("alert", {}, pageLoad)).textContent).toBe(
      "No pudimos cargar tus favoritas. Vuelve a cargar la página para verlas.",
    );
  });
});

describe("/gallery/comentarios/:photoId opened as an address", () => {
  it("goes on to the gallery instead of showing an empty page", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /fotografias": { data: [photo(2, "Barro negro")] },
      "GET /comentarios/2": { data: [] },
    });

    const { router } = renderRoute("/gallery/comentarios/2");

    await screen.findByRole("img", { name: "Barro negro" }, pageLoad);
    expect(router.state.location.pathname).toBe("/gallery");
  });
});
