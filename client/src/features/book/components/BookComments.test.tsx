// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "../../../test/fake-api";
import { renderApp } from "../../../test/render";
import type { BookComment } from "../types";
import { BookComments } from "./BookComments";

const comment = (id: number, contenido: string, usuario: BookComment["usuario"]): BookComment => ({ id, contenido, fecha: "2025-01-10T12:00:00.000Z", usuarioId: usuario ? id : null, usuario });

function signIn() {
  const token = fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 });
  localStorage.setItem("token", token);
  localStorage.setItem("authState", JSON.stringify({ user: { id: 5, nombre: "Rosa", email: "rosa@ejemplo.mx", rol: 2 }, isAuthenticated: true }));
  return token;
}

describe("BookComments", () => {
  it("says 'No hay comentarios aún.' and shows no comment box to a visitor", async () => {
    fakeApi({ "GET /1/comentarios": { data: [] } });
    renderApp(<BookComments bookId={1} />);

    expect(screen.getByRole("heading", { name: "Comentarios:" })).toBeTruthy();
    expect(await screen.findByText("No hay comentarios aún.")).toBeTruthy();
    expect(screen.queryByPlaceholderText("Escribe tu comentario...")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enviar Comentario" })).toBeNull();
  });

  it("shows each comment with its author, or 'Anónimo' when the account is gone", async () => {
    fakeApi({
      "GET /1/comentarios": {
        data: [comment(1, "Un libro precioso.", { nombre: "Lucía" }), comment(2, "Me recordó a mi abuela.", null), comment(3, "¡Gracias!", { nombre: "" })],
      },
    });
    renderApp(<BookComments bookId={1} />);

    const items = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Un libro precioso.Lucía", "Me recordó a mi abuela.Anónimo", "¡Gracias!Anónimo"]);
    expect(screen.queryByText("No hay comentarios aún.")).toBeNull();
  });

  it("gives a signed-in reader the comment box, skips blank comments and reloads the list after sending", async () => {
    const token = signIn();
    let stored: BookComment[] = [];
    const server = fakeApi({
      "GET /1/comentarios": () => ({ data: stored }),
      "POST /1/comentarios": (request) => {
        const created = comment(10, (request.body as { contenido: string }).contenido, { nombre: "Rosa" });
        stored = [created];
        return { status: 201, data: created };
      },
    });
    const user = userEvent.setup();
    renderApp(<BookComments bookId={1} />);
    await screen.findByText("No hay comentarios aún.");

    const box = screen.getByPlaceholderText("Escribe tu comentario...");
    await user.type(box, "   ");
    await user.click(screen.getByRole("button", { name: "Enviar Comentario" }));
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([]);

    await user.clear(box);
    await user.type(box, "  Me encantó la historia del telar.  ");
    await user.click(screen.getByRole("button", { name: "Enviar Comentario" }));

    expect(await screen.findByText("Me encantó la historia del telar.")).toBeTruthy();
    expect(screen.getByText("Rosa")).toBeTruthy();
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([
      expect.objectContaining({ url: "/1/comentarios", body: { contenido: "Me encantó la historia del telar." }, authorization: `Bearer ${token}` }),
    ]);
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the newest 50, then 'Ver más' asks for the older ones", async () => {
    const newest = Array.from({ length: 50 }, (_, i) => comment(100 - i, `Comentario ${100 - i}`, { nombre: "Lucía" }));
    const server = fakeApi({ "GET /1/comentarios": { data: newest }, "GET /1/comentarios?before=51": { data: [comment(7, "El más antiguo", { nombre: "Ana" })] } });
    renderApp(<BookComments bookId={1} />);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Ver más" }));
    expect(await screen.findByText("El más antiguo")).toBeTruthy();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(51);
    expect(screen.queryByRole("button", { name: "Ver más" })).toBeNull();
    expect(server.requests.map((r) => r.url)).toEqual(["/1/comentarios", "/1/comentarios?before=51"]);
  });

  it("lets a reader delete their own comment, and only their own", async () => {
    signIn();
    const server = fakeApi({
      "GET /1/comentarios": { data: [comment(5, "Mío", { nombre: "Rosa" }), comment(6, "De otra persona", { nombre: "Luis" })] },
      "DELETE /comentarios/libro/5": { data: { message: "Comentario eliminado" } },
    });
    renderApp(<BookComments bookId={1} />);
    const user = userEvent.setup({ delay: null });

    const buttons = await screen.findAllByRole("button", { name: "Eliminar mi comentario" });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    await user.click(await screen.findByRole("button", { name: "Sí, eliminar" }));
    await screen.findByText("De otra persona");
    await expect.poll(() => screen.queryByText("Mío")).toBeNull();
    expect(server.requests.some((r) => r.method === "DELETE" && r.url === "/comentarios/libro/5")).toBe(true);
  });
});
