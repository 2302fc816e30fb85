// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { sampleBook } from "../../test/books";
import { pageLoad, renderRoute, siteContent } from "../../test/render-route";

describe("BookPage (/urdimbre)", () => {
  it("renders the book its route's loader read, heading, price and main image together", async () => {
    const api = fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [sampleBook({ name: "Urdimbre", price: 350 })] },
      "GET /1/comentarios": { data: [] },
      "GET /testimonials": { data: [] },
    });

    renderRoute("/urdimbre");

    expect(await screen.findByRole("heading", { level: 1, name: "Urdimbre" }, pageLoad)).toBeTruthy();
    expect(screen.getByText("$350.00")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Urdimbre" }).getAttribute("src")).toBe("/uploads/books/portada.png?w=960");
    expect(await screen.findByText("No hay comentarios aún.")).toBeTruthy();
    expect(api.requests.filter((request) => request.url === "/books")).toHaveLength(1);
  });

  it("says 'Agotado' and disables COMPRAR when no copies are left", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /books": { data: [sampleBook({ name: "Urdimbre", stock: 0 })] }, "GET /1/comentarios": { data: [] }, "GET /testimonials": { data: [] } });
    renderRoute("/urdimbre");
    const button = (await screen.findByRole("button", { name: "COMPRAR" }, pageLoad)) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Agotado")).toBeTruthy();
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByText("Agotado").id);
  });

  it("keeps COMPRAR enabled while there are copies", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /books": { data: [sampleBook({ name: "Urdimbre", stock: 1 })] }, "GET /1/comentarios": { data: [] }, "GET /testimonials": { data: [] } });
    renderRoute("/urdimbre");
    expect(((await screen.findByRole("button", { name: "COMPRAR" }, pageLoad)) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText("Agotado")).toBeNull();
  });

  it("shows no book when there is none", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /books": { data: [] } });

    renderRoute("/urdimbre");

    expect(await screen.findByRole("link", { name: "Mariana Ruiz Cárdenas" }, pageLoad)).toBeTruthy(); // the layout rendered
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.queryByText("COMPRAR")).toBeNull();
  });
});
