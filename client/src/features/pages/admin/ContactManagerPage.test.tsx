// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import ContactManagerPage, { loader } from "./ContactManagerPage";

const stored = {
  phone: "312 555 0101",
  email: "hola@autora.mx",
  youtube: "",
  facebook: "https://facebook.com/autora",
  instagram: "",
};

async function openEditor() {
  // an administrator's stored token: without it the loader asks nothing
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi({
    "GET /contact-info": { data: stored },
    "POST /contact-info": ({ body }) => ({ data: body }),
  });
  renderRoutes(
    [{ path: "/admin/adcontact", loader: adminLoader(loader), element: <ContactManagerPage title="Contacto" /> }],
    { path: "/admin/adcontact" },
  );
  await screen.findByRole("heading", { name: "Contacto" });
  return server;
}

const saves = (server: Awaited<ReturnType<typeof openEditor>>) =>
  server.requests.filter((request) => request.method === "POST");

describe("ContactManagerPage", () => {
  it("speaks Spanish: 'Guardar cambios', 'Editar enlace', 'Aceptar'", async () => {
    await openEditor();
    const user = userEvent.setup();
    expect((screen.getByRole("button", { name: "Guardar cambios" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Editar enlace de YouTube" }));
    const dialog = within(screen.getByRole("dialog", { name: "Editar enlace" }));
    expect(dialog.getByRole("button", { name: "Aceptar" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(Save|Changes|Edit|Link)\b/);
  });

  it("shows the contract's message under a phone with letters and saves nothing", async () => {
    const server = await openEditor();
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText("Teléfono"));
    await user.type(screen.getByLabelText("Teléfono"), "llámame");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));

    const phone = screen.getByLabelText("Teléfono");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(phone.getAttribute("aria-describedby")!.split(" ")[0])?.textContent).toBe(
      "El teléfono solo puede tener números, espacios y los signos + - ( ) .",
    );
    expect(screen.getByRole("alert").textContent).toBe("Revisa los campos marcados: no se guardó nada.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(saves(server)).toEqual([]);
  });

  it("refuses a social link that is not http(s) in its dialog, before it reaches the form", async () => {
    const server = await openEditor();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Editar enlace de Instagram" }));
    await user.type(screen.getByLabelText("Enlace de Instagram"), "ftp://instagram.com/autora");
    await user.click(screen.getByRole("button", { name: "Aceptar" }));

    const dialog = within(screen.getByRole("dialog", { name: "Editar enlace" }));
    expect(dialog.getByText("El enlace de Instagram debe empezar con http:// o https://")).toBeTruthy();
    expect(saves(server)).toEqual([]);
  });

  it("saves valid changes and says so in Spanish", async () => {
    const server = await openEditor();
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText("Teléfono"));
    await user.type(screen.getByLabelText("Teléfono"), "+52 (312) 555-0102");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));

    expect(
      (await screen.findByText("¡Cambios guardados! La página de contacto ya los muestra.")).getAttribute("role"),
    ).toBe("status");
    expect(saves(server)).toEqual([
      expect.objectContaining({ url: "/contact-info", body: { ...stored, phone: "+52 (312) 555-0102" } }),
    ]);
    expect((screen.getByRole("button", { name: "Guardar cambios" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
