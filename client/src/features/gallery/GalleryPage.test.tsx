// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
import type { Photo } from "./types";

const photo = (id: number, descripcion: string): Photo => ({ id, url: `/uploads/photos/foto-${id}.webp`, descripcion, activo: true, createdAt: "2025-01-10T12:00:00.000Z" });

describe("GalleryPage (/gallery)", () => {
  it("renders the photos its route's loader read, in the API's order, without hearts for a visitor", async () => {
    const api = fakeApi({ "GET /site-content": { data: siteContent }, "GET /fotografias": { data: [photo(2, "Barro negro"), photo(1, "Telar")] } });

    renderRoute("/gallery");

    expect(await screen.findByRole("img", { name: "Barro negro" }, pageLoad)).toBeTruthy();
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Barro negro", "Telar"]);
    expect(screen.getByRole("img", { name: "Barro negro" }).getAttribute("src")).toBe("/uploads/photos/foto-2.webp?w=960");
    expect(screen.queryByRole("button", { name: /^Favorita:/ })).toBeNull();
    expect(api.requests.filter((request) => request.url === "/fotografias")).toHaveLength(1);
  });
});

describe("/gallery/comentarios/:photoId opened as an address", () => {
  it("goes on to the gallery instead of showing an empty page", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /fotografias": { data: [photo(2, "Barro negro")] }, "GET /comentarios/2": { data: [] } });

    const { router } = renderRoute("/gallery/comentarios/2");

    expect(await screen.findByRole("img", { name: "Barro negro" }, pageLoad)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/gallery");
  });
});
