// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
const contact = {
  phone: "312 555 0101",
  email: "hola@autora.mx",
  youtube: "https://youtube.com/@autora",
  facebook: "https://facebook.com/autora",
  instagram: "https://instagram.com/autora",
};
const SOCIAL = ["YouTube", "Facebook", "Instagram"].map((label) => `${label} (se abre en una pestaña nueva)`);

const socialHrefs = () => SOCIAL.map((name) => screen.getByRole("link", { name }).getAttribute("href"));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ContactPage", () => {
  it("shows the contact data its route's loader read: tel: and mailto: links and the social links", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /contact-info": { data: contact } });
    renderRoute("/contact");

    await screen.findByRole("heading", { name: "Dirígete a Mariana" }, pageLoad);
    expect(screen.getByRole("link", { name: "312 555 0101" }).getAttribute("href")).toBe("tel:3125550101");
    expect(screen.getByRole("link", { name: "hola@autora.mx" }).getAttribute("href")).toBe("mailto:hola@autora.mx");
    expect(socialHrefs()).toEqual([contact.youtube, contact.facebook, contact.instagram]);
    for (const name of SOCIAL) expect(screen.getByRole("link", { name }).getAttribute("target")).toBe("_blank");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the contact data could not be loaded where it would be, and logs only the error's message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /contact-info": { status: 502 } });
    renderRoute("/contact");

    await screen.findByRole("heading", { name: "Dirígete a Mariana" }, pageLoad);
    expect(screen.getByRole("alert").textContent).toBe(
      "No se pudieron cargar los datos de contacto. Intenta de nuevo más tarde.",
    );
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Sígueme" })).toBeNull();
    expect(screen.queryAllByRole("link", { name: /se abre en una pestaña nueva/ })).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      "No se pudieron cargar los datos de contacto. Intenta de nuevo más tarde.",
      "Request failed with status code 502",
    );
  });

  it("shows no link the author left empty: no icon pointing nowhere, no 'Sígueme' without links", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /contact-info": { data: { ...contact, phone: "", youtube: "", instagram: "" } },
    });
    renderRoute("/contact");

    await screen.findByRole("heading", { name: "Dirígete a Mariana" }, pageLoad);
    expect(
      screen.getAllByRole("link", { name: /se abre en una pestaña nueva/ }).map((link) => link.getAttribute("href")),
    ).toEqual([contact.facebook]);
    expect(screen.queryByText("Teléfono")).toBeNull();
    expect(screen.getByRole("link", { name: "hola@autora.mx" })).toBeTruthy();
  });

  it("says nothing about social networks when the author gave none", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /contact-info": { data: { ...contact, youtube: "", facebook: "", instagram: "" } },
    });
    renderRoute("/contact");

    await screen.findByRole("heading", { name: "Dirígete a Mariana" }, pageLoad);
    expect(screen.queryByRole("heading", { name: "Sígueme" })).toBeNull();
    expect(screen.queryAllByRole("link", { name: /se abre en una pestaña nueva/ })).toEqual([]);
  });
});
