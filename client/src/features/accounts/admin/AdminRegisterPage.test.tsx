// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import AdminRegisterPage from "./AdminRegisterPage";

async function registerAt(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: "/admin/register", element: <AdminRegisterPage /> },
      { path: "/admin/login", element: <h1>Iniciar sesión como administradora</h1> },
    ],
    { path },
  );
  await user.type(screen.getByLabelText("Nombre completo"), "Mariana Velasco");
  await user.type(screen.getByLabelText("Correo electrónico"), "mariana@autora.mx");
  await user.type(screen.getByLabelText("Contraseña"), "primera-admin");
  await user.type(screen.getByLabelText("Confirmar contraseña"), "primera-admin");
  await user.click(screen.getByRole("button", { name: "Registrar" }));
  return rendered;
}

describe("AdminRegisterPage (Agregar administradora)", () => {
  it("sends the token of the setup link it was opened with", async () => {
    const refusal =
      "Para crear la primera administradora abre el enlace de configuración que el servidor mostró al iniciar";
    const server = fakeApi({ "POST /usuarios/crear": { status: 403, data: { message: refusal } } });
    await registerAt("/admin/register?token=Tk_enlace-de-prueba");
    await screen.findByText(refusal);
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/usuarios/crear",
        body: {
          nombre: "Mariana Velasco",
          email: "mariana@autora.mx",
          password: "primera-admin",
          rol: 1,
          setupToken: "Tk_enlace-de-prueba",
        },
      }),
    ]);
  });

  it("goes on to the sign-in page once the first administrator is created through the setup link", async () => {
    fakeApi({ "POST /usuarios/crear": { status: 201, data: { id: 1 } } });
    const { router } = await registerAt("/admin/register?token=Tk_enlace-de-prueba");
    await screen.findByRole("heading", { name: "Iniciar sesión como administradora" });
    expect(router.state.location.state).toEqual({ notice: "Tu cuenta está lista; inicia sesión." });
  });

  it("sends no token when opened without one, and shows the server's refusal to a visitor", async () => {
    const server = fakeApi({ "POST /usuarios/crear": { status: 403, data: { message: "No tienes acceso" } } });
    await registerAt("/admin/register");
    await screen.findByText("No tienes acceso");
    expect(server.requests[0].body).toEqual({
      nombre: "Mariana Velasco",
      email: "mariana@autora.mx",
      password: "primera-admin",
      rol: 1,
    });
  });

  it("lets a signed-in administrator add another and stay, saying the new one can sign in", async () => {
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const server = fakeApi({ "POST /usuarios/crear": { status: 201, data: { id: 2 } } });
    await registerAt("/admin/register");
    expect(
      (await screen.findByText("Listo: Mariana Velasco ya puede iniciar sesión como administradora.")).getAttribute(
        "role",
      ),
    ).toBe("status");
    expect(server.requests[0].authorization).toMatch(/^Bearer /);
    expect((screen.getByLabelText("Nombre completo") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("link", { name: "Volver al panel" }).getAttribute("href")).toBe("/admin/dashboard");
  });
});
