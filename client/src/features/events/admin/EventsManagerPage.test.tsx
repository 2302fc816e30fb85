// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import EventsManagerPage, { loader } from "./EventsManagerPage";

const event = { id: 3, title: "Presentación en Colima", description: "Fecha por confirmar", pdfUrl: "/uploads/blog/x-0123456789abcdef.pdf", createdAt: "2025-01-10T12:00:00.000Z" };

describe("EventsManagerPage (/admin/adblog): editing an event", () => {
  it("changes an event's title and description, and shows the server's refusal otherwise", async () => {
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    let stored = event;
    const server = fakeApi({
      "GET /blog": () => ({ data: [stored] }),
      "PUT /blog/3": ({ body }) => {
        stored = { ...stored, ...(body as object) };
        return { data: stored };
      },
    });
    renderRoutes([{ path: "/admin/adblog", loader, element: <EventsManagerPage /> }], { path: "/admin/adblog" });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Editar Presentación en Colima" }));
    const dialog = within(screen.getByRole("dialog", { name: "Editar evento" }));
    await user.clear(dialog.getByLabelText("Título"));
    await user.click(dialog.getByRole("button", { name: "Guardar" }));
    expect(dialog.getByText("El título es obligatorio")).toBeTruthy();
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([]);

    await user.type(dialog.getByLabelText("Título"), "Presentación de Urdimbre");
    await user.clear(dialog.getByLabelText("Descripción"));
    await user.type(dialog.getByLabelText("Descripción"), "15 de marzo de 2025, Casa de la Cultura");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("15 de marzo de 2025, Casa de la Cultura")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([
      expect.objectContaining({ url: "/blog/3", body: { title: "Presentación de Urdimbre", description: "15 de marzo de 2025, Casa de la Cultura" } }),
    ]);
  });
});
