// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { importWithInitialData } from "../../test/initial-data";
import type { Photo } from "./types";

const photo = (id: number, descripcion: string): Photo => ({ id, url: `/uploads/photos/foto-${id}.webp`, descripcion, activo: true, createdAt: "2025-01-10T12:00:00.000Z" });

const loadPage = async (initialData?: unknown) => {
  const { page, fakeApi, renderApp } = await importWithInitialData(initialData, () => import("./GalleryPage"));
  return { GalleryPage: page.default, fakeApi, renderApp };
};

describe("GalleryPage (/gallery)", () => {
  it("shows the photos the server wrote into the page in its first render, without asking the API", async () => {
    const { GalleryPage, fakeApi, renderApp } = await loadPage({ photos: [photo(2, "Barro negro"), photo(1, "Telar")] });
    const api = fakeApi({});

    renderApp(<GalleryPage />, { path: "/gallery" });

    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Barro negro", "Telar"]);
    expect(screen.getByRole("img", { name: "Barro negro" }).getAttribute("src")).toBe("/uploads/photos/foto-2.webp?w=960");
    await Promise.resolve();
    expect(api.requests).toEqual([]);
  });

  it("asks the API when the page carries no photos", async () => {
    const { GalleryPage, fakeApi, renderApp } = await loadPage();
    const api = fakeApi({ "GET /fotografias": { data: [photo(3, "Alebrije")] } });

    renderApp(<GalleryPage />, { path: "/gallery" });

    expect(await screen.findByRole("img", { name: "Alebrije" })).toBeTruthy();
    expect(api.requests.map((request) => request.url)).toEqual(["/fotografias"]);
  });
});
