// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import MessagesPage, { loader } from "./MessagesPage";

const message = (id: number, nombre: string, mensaje: string) => ({
  id,
  nombre,
  email: `${nombre.toLowerCase()}@ejemplo.mx`,
  mensaje,
  createdAt: "2025-03-10T18:30:00.000Z",
});

describe("MessagesPage (/admin/mensajes)", () => {
  it("lists the contact form's messages with a way to answer, and deletes one after asking", async () => {
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    let stored = [
      message(2, "Rosa", "¿Presentarías Urdimbre en Villa de Álvarez?"),
      message(1, "Tomás", "Quiero diez ejemplares para mi librería."),
    ];
    const server = fakeApi({
      "GET /contact-messages": () => ({ data: { items: stored, page: 1, pageSize: 50, total: stored.length } }),
      "DELETE /contact-messages/1": () => {
        stored = stored.filter((m) => m.id !== 1);
        return { data: { message: "Mensaje eliminado" } };
      },
    });
    renderRoutes(
      [{ path: "/admin/mensajes", loader: adminLoader(loader), element: <MessagesPage title="Mensajes" /> }],
      { path: "/admin/mensajes" },
    );

    await screen.findByText("¿Presentarías Urdimbre en Villa de Álvarez?");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".adm-message__from")?.textContent)).toEqual([
      "Rosa <rosa@ejemplo.mx>",
      "Tomás <tomás@ejemplo.mx>",
    ]);
    expect(within(items[0]).getByRole("link", { name: "Responder" }).getAttribute("href")).toBe(
      "mailto:rosa@ejemplo.mx?subject=Re%3A%20tu%20mensaje",
    );

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Eliminar el mensaje de Tomás" }));
    await user.click(await screen.findByRole("button", { name: "Sí, eliminar" }));
    await screen.findByText("¿Presentarías Urdimbre en Villa de Álvarez?");
    await expect.poll(() => screen.queryByText("Quiero diez ejemplares para mi librería.")).toBeNull();
    expect(server.requests.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual(["/contact-messages/1"]);
  });

  it("says when there are no messages yet", async () => {
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    fakeApi({ "GET /contact-messages": { data: { items: [], page: 1, pageSize: 50, total: 0 } } });
    renderRoutes(
      [{ path: "/admin/mensajes", loader: adminLoader(loader), element: <MessagesPage title="Mensajes" /> }],
      { path: "/admin/mensajes" },
    );
    await screen.findByText("Todavía no hay mensajes.");
  });

  it("says each message is also mailed to her only when a mail server is set", async () => {
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    for (const mailConfigured of [false, true]) {
      fakeApi({
        "GET /config": { data: { paymentProvider: "simulated", stripePublishableKey: null, mailConfigured } },
        "GET /contact-messages": { data: { items: [], page: 1, pageSize: 50, total: 0 } },
      });
      const { unmount } = renderRoutes(
        [{ path: "/admin/mensajes", loader: adminLoader(loader), element: <MessagesPage title="Mensajes" /> }],
        { path: "/admin/mensajes" },
      );
      await screen.findByText("Todavía no hay mensajes.");
      expect(screen.queryByText(/Cada mensaje también te llega por correo/) !== null).toBe(mailConfigured);
      expect(screen.queryByText(/no te llegan por correo: revisa esta página/) !== null).toBe(!mailConfigured);
      unmount();
    }
  });
});
