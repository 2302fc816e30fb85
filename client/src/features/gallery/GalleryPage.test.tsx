// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Photo } from "./types";

const photo = (id: number, descripcion: string): Photo => ({ id, url: `/uploads/photos/foto-${id}.webp`, descripcion, activo: true, createdAt: "2025-01-10T12:00:00.000Z" });

// lib/initial-data reads the page once, when it is first imported: each test writes the page, then imports afresh.
async function loadPage(initialData?: unknown) {
  if (initialData) {
    const script = document.createElement("script");
    script.id = "initial-data";
    script.type = "application/json";
    script.textContent = JSON.stringify(initialData);
    document.body.append(script);
  }
  const [{ default: GalleryPage }, { fakeApi }, { renderApp }] = await Promise.all([import("./GalleryPage"), import("../../test/fake-api"), import("../../test/render")]);
  return { GalleryPage, fakeApi, renderApp };
}

describe("GalleryPage (/gallery)", () => {
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = "";
  });

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
