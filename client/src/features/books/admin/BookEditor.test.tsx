// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleBook } from "@/test/books";
import { fakeApi } from "@/test/fake-api";
import { BookEditor } from "./BookEditor";

/** Closes the dialog and waits until the focus is back on the button that opened it (sweetalert2 returns it late). */
async function closeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "OK" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Guardar Cambios" })));
}

describe("BookEditor publication date (DD/MM/AAAA)", () => {
  it("shows the stored date as DD/MM/AAAA, refuses a day that does not exist and sends a real one as ISO", async () => {
    const book = sampleBook({ id: 1, publicationDate: "2024-03-05T00:00:00.000Z" });
    const server = fakeApi({ "PUT /book/1": { data: { ...book, publicationDate: "2024-02-29T00:00:00.000Z" } } });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<BookEditor book={book} onSaved={onSaved} />);
    const date = screen.getByLabelText("Fecha de publicación") as HTMLInputElement;
    expect(date.value).toBe("05/03/2024");
    expect(date.placeholder).toBe("DD/MM/AAAA");

    await user.clear(date);
    await user.type(date, "29/02/2023");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    const warning = await screen.findByRole("dialog");
    expect(within(warning).getByText("Fecha inválida")).toBeTruthy();
    expect(within(warning).getByText("Escribe la fecha de publicación como DD/MM/AAAA.")).toBeTruthy();
    expect(server.requests).toEqual([]);
    await closeDialog(user);

    await user.clear(date);
    await user.type(date, "29/02/2024");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(within(await screen.findByRole("dialog")).getByText("Libro actualizado correctamente")).toBeTruthy();
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0].body as FormData;
    expect(server.requests[0].method).toBe("PUT");
    expect(body.get("publicationDate")).toBe("2024-02-29T00:00:00.000Z");
    await closeDialog(user);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1, publicationDate: "2024-02-29T00:00:00.000Z" }));
  });
});

describe("BookEditor checks the form with the shared contract", () => {
  it("shows the server's message for an ISBN that is too long and uploads nothing", async () => {
    const book = sampleBook({ id: 1 });
    const server = fakeApi({ "PUT /book/1": { data: book } });
    const user = userEvent.setup();
    render(<BookEditor book={book} onSaved={vi.fn()} />);

    await user.click(screen.getByLabelText("ISBN"));
    await user.paste("9".repeat(41));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Error al guardar el libro.")).toBeTruthy();
    expect(within(dialog).getByText("El ISBN no puede tener más de 40 caracteres")).toBeTruthy();
    expect(server.requests).toEqual([]);
    await closeDialog(user);
  });

  it("refuses a video link that is not http(s), as the server would", async () => {
    const book = sampleBook({ id: 1 });
    const server = fakeApi({ "PUT /book/1": { data: book } });
    const user = userEvent.setup();
    render(<BookEditor book={book} onSaved={vi.fn()} />);

    await user.type(screen.getByLabelText("Enlace del video"), "ftp://videos.mx/urdimbre");
    await user.click(screen.getByRole("button", { name: "Agregar video" }));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(within(await screen.findByRole("dialog")).getByText("Cada enlace de video debe ser una dirección http:// o https:// válida")).toBeTruthy();
    expect(server.requests).toEqual([]);
    await closeDialog(user);
  });
});

describe("BookEditor stock", () => {
  it("sends the stock it opened with, and shows the server's words when the stock moved while editing", async () => {
    const book = sampleBook({ id: 1, stock: 10 });
    const moved = "Las existencias cambiaron mientras editabas (ahora: 9 ejemplares). Revisa el número y guarda de nuevo.";
    const server = fakeApi({ "PUT /book/1": { status: 409, data: { message: moved } } });
    const user = userEvent.setup();
    render(<BookEditor book={book} onSaved={vi.fn()} />);

    await user.clear(screen.getByLabelText("Ejemplares disponibles"));
    await user.type(screen.getByLabelText("Ejemplares disponibles"), "20");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Atención")).toBeTruthy();
    expect(within(dialog).getByText(moved)).toBeTruthy();
    const body = server.requests[0].body as FormData;
    expect([body.get("stock"), body.get("stockBefore")]).toEqual(["20", "10"]);
    await closeDialog(user);
  });
});
