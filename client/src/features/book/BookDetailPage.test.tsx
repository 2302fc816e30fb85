// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { importWithInitialData } from "../../test/initial-data";
import { sampleBook } from "../../test/books";

async function loadPage(initialData?: unknown) {
  const { page, fakeApi, renderApp } = await importWithInitialData(initialData, () => import("./BookDetailPage"));
  const BookDetailPage = page.default;
  const renderAt = (path: string) =>
    renderApp(
      <Routes>
        <Route path="/books/:bookId" element={<BookDetailPage />} />
      </Routes>,
      { path },
    );
  return { fakeApi, renderAt };
}

describe("BookDetailPage (/books/:bookId)", () => {
  it("shows the book the server wrote into the page in its first render, without asking the API", async () => {
    const { fakeApi, renderAt } = await loadPage({ books: [sampleBook({ id: 1, name: "Urdimbre" })] });
    const api = fakeApi({});

    renderAt("/books/1");

    expect(screen.getByRole("heading", { level: 1, name: "Urdimbre" })).toBeTruthy();
    expect(screen.getByText("Lenguaje: Español")).toBeTruthy();
    await Promise.resolve();
    expect(api.requests).toEqual([]);
  });

  it("asks the API for a book the page does not carry", async () => {
    const { fakeApi, renderAt } = await loadPage({ books: [sampleBook({ id: 1, name: "Urdimbre" })] });
    const api = fakeApi({ "GET /book/2": { data: sampleBook({ id: 2, name: "Segundo libro" }) } });

    renderAt("/books/2");

    expect(await screen.findByRole("heading", { level: 1, name: "Segundo libro" })).toBeTruthy();
    expect(api.requests.map((request) => request.url)).toEqual(["/book/2"]);
  });
});
