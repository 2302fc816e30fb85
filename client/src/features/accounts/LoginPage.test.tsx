// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import LoginPage from "./LoginPage";
import { READER_GOODBYE, withNotice } from "./notice";

const lector = { id: 4, nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", rol: 2 };

function renderLogin(path = "/login") {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/", element: <h1>Inicio</h1> },
      { path: "/gallery", element: <h1>Galería</h1> },
    ],
    { path },
  );
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText("Correo electrónico"));
  await user.paste(email);
  await user.type(screen.getByLabelText("Contraseña"), password);
  await user.click(screen.getByRole("button", { name: "Continuar" }));
}

describe("LoginPage", () => {
  it("shows the server's message for an e-mail longer than the shared schema allows and sends nothing", async () => {
    const server = fakeApi({});
    renderLogin();
    await logIn(`${"a".repeat(250)}@autora.mx`, "secreto-123");

    expect(screen.getByRole("alert").textContent).toBe("El correo es demasiado largo");
    expect(server.requests).toEqual([]);
  });

  it("sends a well-formed request and shows 'Credenciales incorrectas' when the server refuses it, until the next try", async () => {
    const server = fakeApi({ "POST /usuarios/login": { status: 401, data: { message: "Credenciales incorrectas" } } });
    renderLogin();
    await logIn("rosa@ejemplo.mx", "secreto-123");

    expect((await screen.findByText("Credenciales incorrectas")).getAttribute("role")).toBe("alert");
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/usuarios/login",
        body: { email: "rosa@ejemplo.mx", password: "secreto-123" },
      }),
    ]);
  });

  it("goes on to the page that sent the reader here (?volver=)", async () => {
    fakeApi({
      "POST /usuarios/login": {
        data: { token: fakeToken({ id: 4, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 }), user: lector },
      },
    });
    const { router } = renderLogin("/login?volver=%2Fgallery");
    await logIn("rosa@ejemplo.mx", "secreto-123");
    await screen.findByRole("heading", { name: "Galería" });
    expect(router.state.location.pathname).toBe("/gallery");
  });

  it("says goodbye after the account was deleted (a message handed over by the account page)", async () => {
    fakeApi({});
    const { router } = renderLogin();
    await router.navigate("/login", { state: withNotice(READER_GOODBYE) });
    expect((await screen.findByText(READER_GOODBYE)).getAttribute("role")).toBe("status");
  });
});
