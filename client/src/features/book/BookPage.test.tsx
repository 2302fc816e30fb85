// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sampleBook } from "../../test/books";

// lib/initial-data reads the page once, when it is first imported: each test writes the page, then imports afresh.
async function loadPage() {
  const [{ default: BookPage }, { fakeApi }, { renderApp }] = await Promise.all([
    import("./BookPage"),
    import("../../test/fake-api"),
    import("../../test/render"),
  ]);
  return { BookPage, fakeApi, renderApp };
}

describe("BookPage (/urdimbre)", () => {
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = "";
  });

  it("shows the book the server wrote into the page in its first render, without asking the API", async () => {
    const script = document.createElement("script");
    script.id = "initial-data";
    script.type = "application/json";
    script.textContent = JSON.stringify({ books: [sampleBook({ name: "Urdimbre", price: 350 })] });
    document.body.append(script);
    const { BookPage, fakeApi, renderApp } = await loadPage();
    const api = fakeApi({ "GET /1/comentarios": { data: [] }, "GET /testimonials": { data: [] } });

    renderApp(<BookPage />, { path: "/urdimbre" });

    // no await: the heading, price and main image are there at once, never "Cargando libro..."
    expect(screen.getByRole("heading", { level: 1, name: "Urdimbre" })).toBeTruthy();
    expect(screen.getByText("$350.00")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Urdimbre" }).getAttribute("src")).toBe("/uploads/books/portada.png?w=960");
    expect(screen.queryByText("Cargando libro...")).toBeNull();
    expect(await screen.findByText("No hay comentarios aún.")).toBeTruthy();
    expect(api.requests.map((request) => request.url)).not.toContain("/books");
  });

  it("asks the API when the page carries no book, showing 'Cargando libro...' meanwhile", async () => {
    const { BookPage, fakeApi, renderApp } = await loadPage();
    const api = fakeApi({
      "GET /books": { data: [sampleBook({ name: "Urdimbre" })] },
      "GET /1/comentarios": { data: [] },
      "GET /testimonials": { data: [] },
    });

    renderApp(<BookPage />, { path: "/urdimbre" });

    expect(screen.getByText("Cargando libro...")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Urdimbre" })).toBeTruthy();
    expect(api.requests.filter((request) => request.url === "/books")).toHaveLength(1);
  });
});
