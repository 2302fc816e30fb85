// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render";
import LoginPage from "./LoginPage";

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  renderApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { path: "/login" },
  );
  await user.click(screen.getByLabelText("Correo electrónico"));
  await user.paste(email);
  await user.type(screen.getByLabelText("Contraseña"), password);
  await user.click(screen.getByRole("button", { name: "Continuar" }));
}

describe("LoginPage", () => {
  it("shows the server's message for an e-mail longer than the shared schema allows and sends nothing", async () => {
    const server = fakeApi({});
    await logIn(`${"a".repeat(250)}@autora.mx`, "secreto-123");

    expect(screen.getByRole("alert").textContent).toBe("El correo es demasiado largo");
    expect(server.requests).toEqual([]);
  });

  it("sends a well-formed request and shows 'Credenciales incorrectas' when the server refuses it", async () => {
    const server = fakeApi({ "POST /usuarios/login": { status: 401, data: { message: "Credenciales incorrectas" } } });
    await logIn("rosa@ejemplo.mx", "secreto-123");

    expect((await screen.findByText("Credenciales incorrectas")).getAttribute("role")).toBe("alert");
    expect(server.requests).toEqual([expect.objectContaining({ method: "POST", url: "/usuarios/login", body: { email: "rosa@ejemplo.mx", password: "secreto-123" } })]);
  });
});
