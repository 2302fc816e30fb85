// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Book } from "../types";
import { sampleBook } from "@/test/books";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import { BookEditor } from "./BookEditor";
import BookManagerPage, { loader } from "./BookManagerPage";
import { loader as testimonialsLoader } from "./TestimonialPanel";

/** The editor alone, inside a data router (the mutation refreshes the page's loaders). */
function renderEditor(book: Book | null, onSaved = vi.fn()) {
  renderRoutes([{ path: "/", loader: () => null, element: <BookEditor book={book} onSaved={onSaved} /> }]);
  return onSaved;
}

const save = () => screen.getByRole("button", { name: "Guardar Cambios" });

describe("BookEditor publication date (DD/MM/AAAA)", () => {
  it("shows the stored date as DD/MM/AAAA, refuses a day that does not exist under the field and sends a real one as ISO", async () => {
    const book = sampleBook({ id: 1, publicationDate: "2024-03-05T00:00:00.000Z" });
    const server = fakeApi({ "PUT /book/1": { data: { ...book, publicationDate: "2024-02-29T00:00:00.000Z" } } });
    const user = userEvent.setup();
    const onSaved = renderEditor(book);
    const date = (await screen.findByLabelText("Fecha de publicación")) as HTMLInputElement;
    expect(date.value).toBe("05/03/2024");
    expect(date.placeholder).toBe("DD/MM/AAAA");

    await user.clear(date);
    await user.type(date, "29/02/2023");
    await user.click(save());

    expect(screen.getByText("Escribe la fecha de publicación como DD/MM/AAAA.")).toBeTruthy();
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(date);
    expect(screen.getByRole("alert").textContent).toBe("Revisa el campo marcado.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.requests).toEqual([]);

    await user.clear(date);
    await user.type(date, "29/02/2024");
    expect(date.getAttribute("aria-invalid")).toBeNull();
    await user.click(save());

    expect((await screen.findByRole("status")).textContent).toBe("Libro actualizado correctamente");
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0].body as FormData;
    expect(server.requests[0].method).toBe("PUT");
    expect(body.get("publicationDate")).toBe("2024-02-29T00:00:00.000Z");
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, publicationDate: "2024-02-29T00:00:00.000Z" }),
    );
  });
});

describe("BookEditor checks the form with the shared contract", () => {
  it("shows every problem at once under its field, in the server's words, and uploads nothing", async () => {
    const book = sampleBook({ id: 1 });
    const server = fakeApi({ "PUT /book/1": { data: book } });
    const user = userEvent.setup();
    renderEditor(book);

    await user.click(await screen.findByLabelText("ISBN"));
    await user.paste("9".repeat(41));
    await user.clear(screen.getByLabelText("Nombre"));
    await user.clear(screen.getByLabelText("Tiempo de entrega"));
    await user.click(save());

    expect(screen.getByText("El ISBN no puede tener más de 40 caracteres")).toBeTruthy();
    expect(screen.getByText("El nombre es obligatorio")).toBeTruthy();
    expect(screen.getByText("Escribe el tiempo de entrega, por ejemplo «3 a 7 días hábiles»")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Revisa los 3 campos marcados.");
    expect(document.activeElement).toBe(screen.getByLabelText("Nombre"));
    expect(server.requests).toEqual([]);
  });

  it("refuses a video link that is not http(s), as the server would", async () => {
    const book = sampleBook({ id: 1 });
    const server = fakeApi({ "PUT /book/1": { data: book } });
    const user = userEvent.setup();
    renderEditor(book);

    await user.type(await screen.findByLabelText("Enlace del video"), "ftp://videos.mx/urdimbre");
    await user.click(screen.getByRole("button", { name: "Agregar video" }));
    await user.click(save());

    expect(screen.getByText("Cada enlace de video debe ser una dirección http:// o https:// válida")).toBeTruthy();
    expect(server.requests).toEqual([]);
  });
});

describe("BookEditor delivery time and stock", () => {
  it("sends the author's 'Tiempo de entrega' with the book", async () => {
    const book = sampleBook({ id: 1 });
    const server = fakeApi({ "PUT /book/1": { data: { ...book, deliveryTime: "5 a 10 días hábiles" } } });
    const user = userEvent.setup();
    renderEditor(book);
    const field = (await screen.findByLabelText("Tiempo de entrega")) as HTMLInputElement;
    expect(field.value).toBe("3 a 7 días hábiles");
    await user.clear(field);
    await user.type(field, "5 a 10 días hábiles");
    await user.click(save());
    await screen.findByText("Libro actualizado correctamente");
    expect((server.requests[0].body as FormData).get("deliveryTime")).toBe("5 a 10 días hábiles");
  });

  it("sends the stock it opened with, and shows the server's words when the stock moved while editing", async () => {
    const book = sampleBook({ id: 1, stock: 10 });
    const moved =
      "Las existencias cambiaron mientras editabas (ahora: 9 ejemplares). Revisa el número y guarda de nuevo.";
    const server = fakeApi({ "PUT /book/1": { status: 409, data: { message: moved } } });
    const user = userEvent.setup();
    renderEditor(book);

    await user.clear(await screen.findByLabelText("Ejemplares disponibles"));
    await user.type(screen.getByLabelText("Ejemplares disponibles"), "20");
    await user.click(save());

    expect((await screen.findByRole("alert")).textContent).toBe(moved);
    const body = server.requests[0].body as FormData;
    expect([body.get("stock"), body.get("stockBefore")]).toEqual(["20", "10"]);
    expect((screen.getByLabelText("Ejemplares disponibles") as HTMLInputElement).value).toBe("20"); // what was typed stays
  });
});

describe("BookManagerPage", () => {
  beforeEach(() => {
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  });

  const renderManager = () =>
    renderRoutes(
      [
        { path: "/admin/adurdimbre", loader: adminLoader(loader), element: <BookManagerPage title="Libro" /> },
        { path: "/admin/adurdimbre/testimonios/:bookId", loader: adminLoader(testimonialsLoader) },
      ],
      { path: "/admin/adurdimbre" },
    );

  it("opens the book directly in its editor, with its testimonials: no ID to type, nothing to search", async () => {
    const book = sampleBook({ id: 4, name: "Urdimbre" });
    fakeApi({
      "GET /books": { data: [book] },
      "GET /book/4/testimonials": {
        data: [{ id: 1, content: "Hermoso.", author: "Ana", date: "2025-01-01", bookId: 4 }],
      },
    });
    renderManager();

    const editor = await screen.findByRole("form", { name: "Editar libro" });
    expect(screen.getByRole("heading", { name: "Editar «Urdimbre»" })).toBeTruthy();
    expect((within(editor).getByLabelText("Nombre") as HTMLInputElement).value).toBe("Urdimbre");
    expect(screen.queryByLabelText("ID del libro")).toBeNull();
    expect(screen.queryByRole("button", { name: "Buscar" })).toBeNull();
    expect(screen.queryByText("Libro recuperado")).toBeNull();
    await screen.findByText("— Ana");
    expect(screen.getByRole("heading", { name: "Testimonios de «Urdimbre»" })).toBeTruthy();
  });

  it("offers the new-book form when there is none, and keeps the form (now the book's editor) after creating it", async () => {
    let books: Book[] = [];
    const created = sampleBook({ id: 9, name: "Urdimbre" });
    fakeApi({
      "GET /books": () => ({ data: books }),
      "POST /book/create": () => ((books = [created]), { status: 201, data: created }),
      "GET /book/9/testimonials": { data: [] },
    });
    const user = userEvent.setup({ delay: null });
    renderManager();

    const form = await screen.findByRole("form", { name: "Nuevo libro" });
    for (const [label, value] of Object.entries({
      Nombre: "Urdimbre",
      Precio: "350",
      Idioma: "Español",
      Editorial: "Volcán",
      Formato: "Pasta blanda",
      Descripción: "Historias.",
    })) {
      await user.click(within(form).getByLabelText(label));
      await user.paste(value);
    }
    await user.upload(
      within(form).getByLabelText("Agregar imágenes"),
      new File(["x"], "portada.png", { type: "image/png" }),
    );
    await user.click(within(form).getByRole("button", { name: "Guardar Libro" }));

    expect((await screen.findByText("Libro agregado correctamente")).getAttribute("role")).toBe("status");
    await waitFor(() => expect(screen.getByRole("form", { name: "Editar libro" })).toBe(form));
    expect(screen.getByRole("button", { name: "Eliminar Libro" })).toBeTruthy();
  });
});
