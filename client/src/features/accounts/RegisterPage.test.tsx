// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render";
import RegisterPage from "./RegisterPage";

function renderRegister() {
  return renderApp(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<h1>Página de inicio de sesión</h1>} />
    </Routes>,
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

afterEach(() => {
  vi.useRealTimers();
});

describe("RegisterPage", () => {
  it("refuses passwords that do not match, sends nothing and clears the message after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRegister();

    await fillForm(user, "secreto-123", "secreto-124");

    expect(screen.getByRole("alert").textContent).toBe("Las contraseñas no coinciden");
    expect(server.requests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole("alert").textContent).toBe("");
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
    expect(screen.getByRole("link", { name: "Leer el aviso de privacidad" }).getAttribute("href")).toBe("/aviso-de-privacidad");

    await fillForm(user, "secreto-123", "secreto-123", false);

    expect(screen.getByRole("alert").textContent).toBe("Debes aceptar el aviso de privacidad para continuar");
    expect(server.requests).toEqual([]);
  });

  it("creates a reader (rol 2) when the passwords match and goes to /login", async () => {
    const server = fakeApi({ "POST /usuarios/crear": { status: 201, data: { id: 9 } } });
    const user = userEvent.setup();
    renderRegister();

    await fillForm(user, "secreto-123", "secreto-123");

    expect(await screen.findByText("Cuenta creada. Ahora inicia sesión.")).toBeTruthy();
    expect(server.requests).toEqual([expect.objectContaining({ method: "POST", url: "/usuarios/crear", body: { nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", password: "secreto-123", rol: 2, aceptaPrivacidad: true } })]);
    expect(await screen.findByRole("heading", { name: "Página de inicio de sesión" })).toBeTruthy();
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
