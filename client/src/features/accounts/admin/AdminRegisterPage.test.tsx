// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render";
import AdminRegisterPage from "./AdminRegisterPage";

async function registerAt(path: string) {
  const user = userEvent.setup();
  renderApp(
    <Routes>
      <Route path="/admin/register" element={<AdminRegisterPage />} />
    </Routes>,
    { path },
  );
  await user.type(screen.getByLabelText("Nombre completo"), "Mariana Velasco");
  await user.type(screen.getByLabelText("Correo electrónico"), "mariana@autora.mx");
  await user.type(screen.getByLabelText("Contraseña"), "primera-admin");
  await user.type(screen.getByLabelText("Confirmar contraseña"), "primera-admin");
  await user.click(screen.getByRole("button", { name: "Registrar" }));
}

describe("AdminRegisterPage", () => {
  it("sends the token of the setup link it was opened with", async () => {
    const refusal = "Para crear la primera administradora abre el enlace de configuración que el servidor mostró al iniciar";
    const server = fakeApi({ "POST /usuarios/crear": { status: 403, data: { message: refusal } } });
    await registerAt("/admin/register?token=Tk_enlace-de-prueba");
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(server.requests).toEqual([
      expect.objectContaining({ method: "POST", url: "/usuarios/crear", body: { nombre: "Mariana Velasco", email: "mariana@autora.mx", password: "primera-admin", rol: 1, setupToken: "Tk_enlace-de-prueba" } }),
    ]);
  });

  it("sends no token when opened without one (an administrator adding another)", async () => {
    const server = fakeApi({ "POST /usuarios/crear": { status: 403, data: { message: "No tienes acceso" } } });
    await registerAt("/admin/register");
    expect(await screen.findByText("No tienes acceso")).toBeTruthy();
    expect(server.requests[0].body).toEqual({ nombre: "Mariana Velasco", email: "mariana@autora.mx", password: "primera-admin", rol: 1 });
  });
});
