// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { importWithInitialData } from "../../test/initial-data";
import { sampleBook } from "../../test/books";

const loadPage = async (initialData?: unknown) => {
  const { page, fakeApi, renderApp } = await importWithInitialData(initialData, () => import("./BookPage"));
  return { BookPage: page.default, fakeApi, renderApp };
};

describe("BookPage (/urdimbre)", () => {
  it("shows the book the server wrote into the page in its first render, without asking the API", async () => {
    const { BookPage, fakeApi, renderApp } = await loadPage({ books: [sampleBook({ name: "Urdimbre", price: 350 })] });
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

  it("says 'Agotado' and disables COMPRAR when no copies are left; a book with copies (or sin límite) can be bought", async () => {
    const { BookPage, fakeApi, renderApp } = await loadPage({ books: [sampleBook({ name: "Urdimbre", stock: 0 })] });
    fakeApi({ "GET /1/comentarios": { data: [] }, "GET /testimonials": { data: [] } });
    renderApp(<BookPage />, { path: "/urdimbre" });
    const button = screen.getByRole("button", { name: "COMPRAR" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Agotado")).toBeTruthy();
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByText("Agotado").id);
  });

  it("keeps COMPRAR enabled while there are copies", async () => {
    const { BookPage, fakeApi, renderApp } = await loadPage({ books: [sampleBook({ name: "Urdimbre", stock: 1 })] });
    fakeApi({ "GET /1/comentarios": { data: [] }, "GET /testimonials": { data: [] } });
    renderApp(<BookPage />, { path: "/urdimbre" });
    expect((screen.getByRole("button", { name: "COMPRAR" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText("Agotado")).toBeNull();
  });
});
