// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import ContactManagerPage, { loader } from "./ContactManagerPage";

const stored = { phone: "312 555 0101", email: "hola@autora.mx", youtube: "", facebook: "https://facebook.com/autora", instagram: "" };

async function openEditor() {
  // an administrator's stored token: without it the loader asks nothing
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi({ "GET /contact-info": { data: stored }, "POST /contact-info": ({ body }) => ({ data: body }) });
  renderRoutes([{ path: "/admin/adcontact", loader, element: <ContactManagerPage /> }], { path: "/admin/adcontact" });
  expect(await screen.findByRole("heading", { name: "Contacto" })).toBeTruthy();
  return server;
}

const saves = (server: Awaited<ReturnType<typeof openEditor>>) => server.requests.filter((request) => request.method === "POST");

describe("ContactManagerPage", () => {
  it("shows the server's message for a phone with letters and saves nothing", async () => {
    const server = await openEditor();
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText("Teléfono"));
    await user.type(screen.getByLabelText("Teléfono"), "llámame");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("No se pudo guardar la información de contacto")).toBeTruthy();
    expect(within(dialog).getByText("El teléfono solo puede tener números, espacios y los signos + - ( ) .")).toBeTruthy();
    expect(saves(server)).toEqual([]);
  });

  it("refuses a social link that is not http(s) before sending it", async () => {
    const server = await openEditor();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Editar enlace de Instagram" }));
    await user.type(screen.getByLabelText("Enlace de Instagram"), "ftp://instagram.com/autora");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(within(await screen.findByRole("dialog")).getByText("El enlace de Instagram debe empezar con http:// o https://")).toBeTruthy();
    expect(saves(server)).toEqual([]);
  });

  it("saves valid changes", async () => {
    const server = await openEditor();
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText("Teléfono"));
    await user.type(screen.getByLabelText("Teléfono"), "+52 (312) 555-0102");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Changes saved successfully!")).toBeTruthy();
    expect(saves(server)).toEqual([expect.objectContaining({ url: "/contact-info", body: { ...stored, phone: "+52 (312) 555-0102" } })]);
  });
});
