// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi, type Reply } from "@/test/fake-api";
import { NewsletterForm } from "./NewsletterForm";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("NewsletterForm", () => {
  it("asks for an e-mail when the field is empty or blank, without calling the server", async () => {
    const server = fakeApi({});
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <NewsletterForm /> }]);

    await user.click(await screen.findByRole("button", { name: "Suscribirme" }));
    expect(screen.getByRole("alert").textContent).toBe("Por favor, ingresa un correo");

    await user.type(screen.getByLabelText("Correo electrónico"), "   ");
    await user.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(screen.getByRole("alert").textContent).toBe("Por favor, ingresa un correo");
    expect(server.requests).toEqual([]);
  });

  it("links to the privacy notice", async () => {
    fakeApi({});
    renderRoutes([{ path: "/", element: <NewsletterForm /> }]);
    expect((await screen.findByRole("link", { name: "aviso de privacidad" })).getAttribute("href")).toBe(
      "/aviso-de-privacidad",
    );
  });

  it("reads 'Cargando...' while sending, then shows the server's message and empties the field", async () => {
    const reply = deferred<Reply>();
    const server = fakeApi({ "POST /subscribe": () => reply.promise });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <NewsletterForm /> }]);

    await user.type(await screen.findByLabelText("Correo electrónico"), "rosa@ejemplo.mx");
    await user.click(screen.getByRole("button", { name: "Suscribirme" }));

    const button = await screen.findByRole("button", { name: "Cargando..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    reply.resolve({ status: 201, data: { message: "¡Gracias por suscribirte!" } });

    await screen.findByText("¡Gracias por suscribirte!");
    expect(server.requests[0]).toMatchObject({ method: "POST", url: "/subscribe", body: { email: "rosa@ejemplo.mx" } });
    expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).value).toBe("");
  });

  it("says so when the subscription fails", async () => {
    fakeApi({ "POST /subscribe": { status: 500, data: { message: "fallo" } } });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <NewsletterForm /> }]);

    await user.type(await screen.findByLabelText("Correo electrónico"), "rosa@ejemplo.mx");
    await user.click(screen.getByRole("button", { name: "Suscribirme" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Hubo un error al suscribirse. Intenta de nuevo.");
    expect(screen.getByRole("button", { name: "Suscribirme" })).toBeTruthy();
  });
});
