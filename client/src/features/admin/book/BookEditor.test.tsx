// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleBook } from "../../../test/books";
import { fakeApi } from "../../../test/fake-api";
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
