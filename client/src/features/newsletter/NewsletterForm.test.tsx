// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
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
    render(<MemoryRouter><NewsletterForm /></MemoryRouter>);

    await user.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(screen.getByRole("status").textContent).toBe("Por favor, ingresa un correo");

    await user.type(screen.getByLabelText("Correo electrónico"), "   ");
    await user.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(screen.getByRole("status").textContent).toBe("Por favor, ingresa un correo");
    expect(server.requests).toEqual([]);
  });

  it("links to the privacy notice", () => {
    fakeApi({});
    render(<MemoryRouter><NewsletterForm /></MemoryRouter>);
    expect(screen.getByRole("link", { name: "aviso de privacidad" }).getAttribute("href")).toBe("/aviso-de-privacidad");
  });

  it("reads 'Cargando...' while sending, then shows the server's message and empties the field", async () => {
    const reply = deferred<Reply>();
    const server = fakeApi({ "POST /subscribe": () => reply.promise });
    const user = userEvent.setup();
    render(<MemoryRouter><NewsletterForm /></MemoryRouter>);

    await user.type(screen.getByLabelText("Correo electrónico"), "rosa@ejemplo.mx");
    await user.click(screen.getByRole("button", { name: "Suscribirme" }));

    const button = await screen.findByRole("button", { name: "Cargando..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    reply.resolve({ status: 201, data: { message: "¡Gracias por suscribirte!" } });

    expect(await screen.findByText("¡Gracias por suscribirte!")).toBeTruthy();
    expect(server.requests[0]).toMatchObject({ method: "POST", url: "/subscribe", body: { email: "rosa@ejemplo.mx" } });
    expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).value).toBe("");
  });

  it("says so when the subscription fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ "POST /subscribe": { status: 500, data: { message: "fallo" } } });
    const user = userEvent.setup();
    render(<MemoryRouter><NewsletterForm /></MemoryRouter>);

    await user.type(screen.getByLabelText("Correo electrónico"), "rosa@ejemplo.mx");
    await user.click(screen.getByRole("button", { name: "Suscribirme" }));

    expect(await screen.findByText("Hubo un error al suscribirse. Intenta de nuevo.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Suscribirme" })).toBeTruthy();
  });
});
