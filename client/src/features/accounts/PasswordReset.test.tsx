// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import AdminLoginPage from "./admin/AdminLoginPage";
import ForgotPasswordPage from "./ForgotPasswordPage";
import LoginPage from "./LoginPage";
import ResetPasswordPage from "./ResetPasswordPage";

const link = "A".repeat(43);
const lector = { id: 4, nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", rol: 2 };

function renderAccounts(path: string) {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/admin/login", element: <AdminLoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/", element: <h1>Inicio</h1> },
    ],
    { path },
  );
}

describe("a forgotten password", () => {
  it("'¿Olvidaste tu contraseña?' keeps the e-mail already typed on the sign-in page, and not in the address", async () => {
    fakeApi({});
    const { router } = renderAccounts("/login");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Correo electrónico"));
    await user.paste("rosa@ejemplo.mx");
    await user.click(screen.getByRole("link", { name: "¿Olvidaste tu contraseña?" }));

    expect(await screen.findByRole("heading", { name: "¿Olvidaste tu contraseña?" })).toBeTruthy();
    expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).value).toBe("rosa@ejemplo.mx");
    expect(router.state.location.search).toBe("");
  });

  it("does the same from the administrator's sign-in page, whose way back stays the admin one", async () => {
    fakeApi({});
    const { router } = renderAccounts("/admin/login");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Correo electrónico"));
    await user.paste("autora@ejemplo.mx");
    await user.click(screen.getByRole("link", { name: "¿Olvidaste tu contraseña?" }));

    expect(await screen.findByRole("heading", { name: "¿Olvidaste tu contraseña?" })).toBeTruthy();
    expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).value).toBe("autora@ejemplo.mx");
    expect(router.state.location.search).toBe("?desde=admin");
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" }).getAttribute("href")).toBe("/admin/login");
  });

  it("signs the reader in once the new password is saved", async () => {
    const token = fakeToken({ id: 4, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 });
    const server = fakeApi({
      "POST /usuarios/restablecer-contrasena": {
        data: { message: "Listo: tu contraseña se cambió y ya iniciaste sesión.", token, user: lector },
      },
    });
    const { store } = renderAccounts(`/reset-password?token=${link}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Contraseña nueva"), "clave-nueva-456");
    await user.type(screen.getByLabelText("Repite la contraseña"), "clave-nueva-456");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));

    expect(await screen.findByText("Listo: tu contraseña se cambió y ya iniciaste sesión.")).toBeTruthy();
    expect(server.requests.map((r) => r.body)).toEqual([{ token: link, password: "clave-nueva-456" }]);
    expect(localStorage.getItem("token")).toBe(token);
    expect(store.getState().session.user).toEqual(lector);
    expect(screen.getByRole("link", { name: "Ir al inicio" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Iniciar sesión" })).toBeNull();
  });
});
