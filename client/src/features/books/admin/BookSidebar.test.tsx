// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleBook } from "@/test/books";
import { BookSidebar } from "./BookSidebar";

const item = (name: string) => screen.getByText(name).closest("li")!;

beforeEach(() => {
  // Only the clock is fixed, so "now" is the same on every run.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-03-15T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("BookSidebar", () => {
  it("notes how long each book has been published, from one whole month on", () => {
    const books = [
      sampleBook({ id: 1, name: "Un mes", publicationDate: "2025-02-15T00:00:00.000Z" }),
      sampleBook({ id: 2, name: "Tres meses", publicationDate: "2024-12-10T00:00:00.000Z" }),
      sampleBook({ id: 3, name: "Un año", publicationDate: "2024-03-15T00:00:00.000Z" }),
      sampleBook({ id: 4, name: "Casi un mes", publicationDate: "2025-02-16T00:00:00.000Z" }),
      sampleBook({ id: 5, name: "Sin fecha", publicationDate: null }),
    ];
    render(<BookSidebar books={books} error={null} onEdit={() => {}} />);

    expect(within(item("Un mes")).getByText("El libro lleva 1 mes publicado")).toBeTruthy();
    expect(within(item("Tres meses")).getByText("El libro lleva 3 meses publicado")).toBeTruthy();
    expect(within(item("Un año")).getByText("El libro lleva 12 meses publicado")).toBeTruthy();
    expect(within(item("Casi un mes")).queryByText(/El libro lleva/)).toBeNull();
    expect(within(item("Sin fecha")).queryByText(/El libro lleva/)).toBeNull();
  });

  it("shows the id, the creation date or 'No disponible', and the first image", () => {
    const books = [
      sampleBook({ id: 7, name: "Urdimbre", date: "2024-03-01T18:00:00.000Z" }),
      sampleBook({ id: 8, name: "Sin creación", date: "", images: [] }),
    ];
    render(<BookSidebar books={books} error={null} onEdit={() => {}} />);

    expect(screen.getByRole("heading", { name: "Libros en el sistema" })).toBeTruthy();
    expect(within(item("Urdimbre")).getByText("ID: 7")).toBeTruthy();
    expect(within(item("Urdimbre")).getByText("Creado: 01/03/2024")).toBeTruthy();
    expect(within(item("Urdimbre")).getByRole("img", { name: "Portada de Urdimbre" }).getAttribute("src")).toBe(
      "/uploads/books/portada.png?w=960",
    );
    expect(within(item("Sin creación")).getByText("Creado: No disponible")).toBeTruthy();
    expect(within(item("Sin creación")).queryByRole("img")).toBeNull();
  });

  it("hands the chosen book to the editor", async () => {
    const onEdit = vi.fn();
    const book = sampleBook({ id: 7, name: "Urdimbre" });
    render(<BookSidebar books={[book]} error={null} onEdit={onEdit} />);

    await userEvent.setup().click(screen.getByRole("button", { name: "Editar" }));
    expect(onEdit).toHaveBeenCalledWith(book);
  });

  it("says when there are no books, and why the list could not be read", () => {
    const { rerender } = render(<BookSidebar books={[]} error={null} onEdit={() => {}} />);
    expect(screen.getByText("No hay libros registrados.")).toBeTruthy();
    rerender(<BookSidebar books={null} error="No se pudieron cargar los libros" onEdit={() => {}} />);
    expect(screen.getByRole("alert").textContent).toBe("No se pudieron cargar los libros");
  });
});
