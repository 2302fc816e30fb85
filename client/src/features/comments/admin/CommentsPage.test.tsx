// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ModeratedComment } from "@autora/common/contract/comments.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute } from "@/test/render-route";

const admin = { id: 1, nombre: "Autora", email: "autora@ejemplo.mx", rol: 1 };

const held: ModeratedComment = {
  tipo: "libro",
  id: 7,
  contenido: "Reseña en https://blog.ejemplo.mx",
  fecha: "2026-11-20T12:00:00.000Z",
  oculto: true,
  pendiente: true,
  usuarioId: 4,
  autor: "Lupita",
  lugar: "Urdimbre",
  enlace: "/books/1",
};

describe("Comentarios (admin)", () => {
  it("marks a comment held for its link as pendiente, and 'Publicar' publishes it", async () => {
    localStorage.setItem("token", fakeToken({ id: admin.id, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const server = fakeApi({
      "GET /usuarios/1": { data: admin },
      "GET /dashboard/nav-counts": { data: { ordersToShip: 0, newComments: 1, newMessages: 0 } },
      "POST /dashboard/seen": { status: 204 },
      "GET /admin/comentarios": { data: { items: [held], hasMore: false } },
      "PATCH /comentarios/libro/7": { data: { tipo: "libro", id: 7, oculto: false } },
    });
    renderRoute("/admin/comentarios");
    const card = (await screen.findByText("Reseña en https://blog.ejemplo.mx", {}, pageLoad)).closest("li")!;
    expect(within(card).getByText("pendiente")).toBeTruthy();
    expect(within(card).queryByText("oculto")).toBeNull();

    await userEvent.setup({ delay: null }).click(within(card).getByRole("button", { name: "Publicar" }));

    await screen.findByText("Comentario aprobado: ya está publicado.");
    expect(server.requests.filter((r) => r.method === "PATCH")).toEqual([
      expect.objectContaining({ url: "/comentarios/libro/7", body: { oculto: false } }),
    ]);
    expect(within(card).queryByText("pendiente")).toBeNull();
    expect(within(card).getByRole("button", { name: "Ocultar" })).toBeTruthy();
  });
});
