// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi, type Reply } from "../../test/fake-api";
import { renderApp } from "../../test/render";
import ContactPage from "./ContactPage";

const siteContent = { introTitle: "Bienvenida", authorName: "Mariana Ruiz Cárdenas", authorTitle: "Autora Colimense", mainTitle: "Urdimbre", subtitle: "Historias" };
const contact = { phone: "312 555 0101", email: "hola@autora.mx", youtube: "https://youtube.com/@autora", facebook: "https://facebook.com/autora", instagram: "https://instagram.com/autora" };
const SOCIAL = ["YouTube", "Facebook", "Instagram"].map((label) => `${label} (se abre en una pestaña nueva)`);

const socialHrefs = () => SOCIAL.map((name) => screen.getByRole("link", { name }).getAttribute("href"));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ContactPage", () => {
  it("shows 'Cargando...' and '#' social links until the contact data arrives, then the real values", async () => {
    const info = deferred<Reply>();
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /contact-info": () => info.promise });
    renderApp(<ContactPage />, { path: "/contact" });

    expect(await screen.findByRole("heading", { name: "Dirígete a Mariana" })).toBeTruthy();
    expect(screen.getAllByText("Cargando...")).toHaveLength(2);
    expect(socialHrefs()).toEqual(["#", "#", "#"]);

    info.resolve({ data: contact });

    expect((await screen.findByRole("link", { name: "312 555 0101" })).getAttribute("href")).toBe("tel:3125550101");
    expect(screen.getByRole("link", { name: "hola@autora.mx" }).getAttribute("href")).toBe("mailto:hola@autora.mx");
    expect(socialHrefs()).toEqual([contact.youtube, contact.facebook, contact.instagram]);
    for (const name of SOCIAL) expect(screen.getByRole("link", { name }).getAttribute("target")).toBe("_blank");
    expect(screen.queryByText("Cargando...")).toBeNull();
  });

  it("stays on the placeholders when the contact data cannot be loaded", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /contact-info": { status: 500, data: { message: "Error interno" } } });
    renderApp(<ContactPage />, { path: "/contact" });

    await waitFor(() => expect(logged).toHaveBeenCalledWith("Error al obtener contacto:", expect.anything()));
    expect(screen.getAllByText("Cargando...")).toHaveLength(2);
    expect(socialHrefs()).toEqual(["#", "#", "#"]);
  });
});
