// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { sampleBook } from "@/test/books";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";

describe("BookDetailPage (/books/:bookId)", () => {
  it("renders the book its route's loader asked for", async () => {
    const api = fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /book/2": { data: sampleBook({ id: 2, name: "Segundo libro" }) },
    });

    renderRoute("/books/2");

    await screen.findByRole("heading", { level: 1, name: "Segundo libro" }, pageLoad);
    expect(screen.getByText("Idioma: Español")).toBeTruthy();
    expect(screen.queryByText(/Lenguaje/)).toBeNull();
    // the same words as /urdimbre: COMPRAR, and how payment and delivery work
    expect(screen.getByRole("button", { name: "COMPRAR" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Pago y entrega" }).textContent).toContain(
      "Tiempo de entrega: 3 a 7 días hábiles después de tu pago.",
    );
    expect(api.requests.map((request) => request.url)).toContain("/book/2");
  });

  it("is the 404 page for a book that does not exist", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /book/99": { status: 404, data: { message: "Libro no encontrado" } },
    });

    renderRoute("/books/99");

    await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }, pageLoad);
    expect(screen.queryByText("Idioma:", { exact: false })).toBeNull();
    // the tab says so too, and no book's head written after it takes its place
    await waitFor(() => expect(document.title).toBe(`Página no encontrada · ${siteContent.authorName}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.title).toBe(`Página no encontrada · ${siteContent.authorName}`);
  });

  it("says the book could not be loaded when the API fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /book/2": { status: 502 } });

    renderRoute("/books/2");

    await screen.findByText("No se pudo cargar el libro. Intenta de nuevo más tarde.", undefined, pageLoad);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    vi.restoreAllMocks();
  });

  it.each(["/books/..%2F..%2Fmail%2Fmessages", "/books/..%2Fmail%2Fmessages", "/books/abc", "/books/2147483648"])(
    "%s is the 404 page, without asking the API for a book (or anything else)",
    async (path) => {
      const api = fakeApi({ "GET /site-content": { data: siteContent } });

      renderRoute(path);

      await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }, pageLoad);
      expect(api.requests.map((request) => request.url)).toEqual(["/site-content"]);
    },
  );
});
