// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import RegisterPage from "./RegisterPage";
import { noticeOf } from "./notice";

const lector = { id: 9, nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", rol: 2 };

/** Where the registration lands, with the message it was handed. */
function Landing({ title }: { title: string }) {
  const notice = noticeOf(useLocation().state);
  return (
    <>
      <h1>{title}</h1>
      <p>{notice}</p>
    </>
  );
}

function renderRegister() {
  return renderRoutes(
    [
      { path: "/register", element: <RegisterPage /> },
      { path: "/login", element: <Landing title="Página de inicio de sesión" /> },
      { path: "/user", element: <Landing title="Mi cuenta" /> },
    ],
    { path: "/register" },
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string, consent = true) {
  await user.type(screen.getByLabelText("Nombre completo"), "Rosa Lectora");
  await user.type(screen.getByLabelText("Correo electrónico"), "rosa@ejemplo.mx");
  await user.type(screen.getByLabelText("Contraseña"), password);
  await user.type(screen.getByLabelText("Confirmar contraseña"), confirm);
  if (consent) await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
  await user.click(screen.getByRole("button", { name: "Registrarme" }));
}

describe("RegisterPage", () => {
  it("refuses passwords that do not match and sends nothing; the message stays until the next try", async () => {
    const server = fakeApi({});
    const user = userEvent.setup();
    renderRegister();

    await fillForm(user, "secreto-123", "secreto-124");

    expect(screen.getByRole("alert").textContent).toBe("Las contraseñas no coinciden");
    expect(server.requests).toEqual([]);
  });

  it("shows the server's message for a short password (the shared schema) and sends nothing", async () => {
    const server = fakeApi({});
    const user = userEvent.setup();
    renderRegister();

    await fillForm(user, "corta", "corta");

    expect(screen.getByRole("alert").textContent).toBe("La contraseña debe tener al menos 8 caracteres");
    expect(server.requests).toEqual([]);
  });

  it("requires the privacy-notice box, links to the notice and sends nothing without it", async () => {
    const server = fakeApi({});
    const user = userEvent.setup();
    renderRegister();
    expect(screen.getByRole("link", { name: "Leer el aviso de privacidad" }).getAttribute("href")).toBe(
      "/aviso-de-privacidad",
    );

    await fillForm(user, "secreto-123", "secreto-123", false);

    expect(screen.getByRole("alert").textContent).toBe("Debes aceptar el aviso de privacidad para continuar");
    expect(server.requests).toEqual([]);
  });

  it("creates a reader (rol 2), signs her in and lands on her account, which says the account is ready", async () => {
    const token = fakeToken({ id: 9, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 });
    const server = fakeApi({
      "POST /usuarios/crear": { status: 201, data: lector },
      "POST /usuarios/login": { data: { token, user: lector } },
    });
    const user = userEvent.setup();
    const { store } = renderRegister();

    await fillForm(user, "secreto-123", "secreto-123");

    await screen.findByRole("heading", { name: "Mi cuenta" });
    expect(screen.getByText("Tu cuenta está lista y ya iniciaste sesión.")).toBeTruthy();
    expect(server.requests.map((r) => [r.url, r.body])).toEqual([
      [
        "/usuarios/crear",
        { nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", password: "secreto-123", rol: 2, aceptaPrivacidad: true },
      ],
      ["/usuarios/login", { email: "rosa@ejemplo.mx", password: "secreto-123" }],
    ]);
    expect(localStorage.getItem("token")).toBe(token);
    expect(store.getState().session.user).toEqual(lector);
  });

  it("goes to the login page, saying the account is ready, when signing in at once fails", async () => {
    fakeApi({
      "POST /usuarios/crear": { status: 201, data: lector },
      "POST /usuarios/login": { status: 429, data: { message: "Demasiados intentos" } },
    });
    const user = userEvent.setup();
    renderRegister();

    await fillForm(user, "secreto-123", "secreto-123");

    await screen.findByRole("heading", { name: "Página de inicio de sesión" });
    expect(screen.getByText("Tu cuenta está lista; inicia sesión.")).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("shows the server's refusal", async () => {
    fakeApi({ "POST /usuarios/crear": { status: 409, data: { message: "Ya existe una cuenta con ese correo" } } });
    const user = userEvent.setup();
    renderRegister();

    await fillForm(user, "secreto-123", "secreto-123");

    expect((await screen.findByText("Ya existe una cuenta con ese correo")).getAttribute("role")).toBe("alert");
    expect(screen.getByRole("heading", { name: "Registrar Usuario" })).toBeTruthy();
  });
});
