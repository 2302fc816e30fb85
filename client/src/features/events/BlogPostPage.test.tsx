// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
import type { BlogPost } from "./api";

const post: BlogPost = {
  id: 7,
  title: "Rebozos de Santa María del Río",
  date: "2024-03-15",
  body: "El rebozo de seda se anuda a mano.\n\nUna pieza lleva meses.",
  tags: ["rebozo", "textiles"],
  imageUrl: "/uploads/pages/rebozo-0123456789abcdef.webp",
  imageAlt: "Rebozo de seda extendido sobre una mesa",
};

afterEach(() => vi.restoreAllMocks());

describe("BlogPostPage (/blog/:id)", () => {
  it("shows the stored post: its day as a Spanish long date, 'Autora' with the author's name, its text and tags", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /blog-posts/7": { data: post } });
    renderRoute("/blog/7");

    await screen.findByRole("heading", { level: 1, name: "Rebozos de Santa María del Río" }, pageLoad);
    expect(screen.getByText("Autora: Mariana Ruiz Cárdenas")).toBeTruthy();
    expect(screen.queryByText(/Author/)).toBeNull();
    const date = screen.getByText("15 de marzo de 2024");
    expect(date.getAttribute("datetime")).toBe("2024-03-15");
    expect(screen.getByText("El rebozo de seda se anuda a mano.")).toBeTruthy();
    expect(screen.getByText("Una pieza lleva meses.")).toBeTruthy();
    expect(screen.getByText("#rebozo")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rebozo de seda extendido sobre una mesa" }).getAttribute("src")).toBe(
      "/uploads/pages/rebozo-0123456789abcdef.webp?w=960",
    );
  });

  it("answers the styled 404 page for a post that does not exist, and for an address whose id cannot be one", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /blog-posts/99": { status: 404, data: { message: "Entrada no encontrada" } },
    });
    renderRoute("/blog/99");
    await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }, pageLoad);
    expect(screen.getByRole("link", { name: "Regresar al inicio" })).toBeTruthy();
  });

  it("says the post could not be loaded when the API fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /blog-posts/7": { status: 500, data: { message: "Error interno" } },
    });
    renderRoute("/blog/7");
    await screen.findByRole("heading", { level: 1, name: "Entrada no disponible" }, pageLoad);
    // a bare 500 says nothing a reader can act on: the page's own words instead
    expect(screen.getByRole("alert").textContent).toBe(
      "No pudimos cargar esta entrada del blog. Intenta de nuevo en unos minutos.",
    );
    expect(screen.queryByText("Error interno")).toBeNull();
  });
});

describe("EventsPage's blog section (/blogpage)", () => {
  it("lists the stored posts newest first with their Spanish dates, each linking to its page", async () => {
    const older = { ...post, id: 3, title: "Barro de Colima", date: "2024-06-02", imageUrl: null };
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /blog": { data: [] },
      "GET /blog-posts": { data: [older, post] },
    });
    renderRoute("/blogpage");

    await screen.findByRole("heading", { level: 2, name: "Del blog" }, pageLoad);
    expect(screen.getByRole("link", { name: "Barro de Colima" }).getAttribute("href")).toBe("/blog/3");
    expect(screen.getByRole("link", { name: "Rebozos de Santa María del Río" }).getAttribute("href")).toBe("/blog/7");
    expect(screen.getByText("2 de junio de 2024")).toBeTruthy();
    expect(screen.getByText("15 de marzo de 2024")).toBeTruthy();
    expect(screen.queryByText(/March|June/)).toBeNull();
  });

  it("shows no blog section when there are no posts", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /blog": { data: [] }, "GET /blog-posts": { data: [] } });
    renderRoute("/blogpage");
    await screen.findByText("Pronto anunciaremos nuevos eventos.", undefined, pageLoad);
    expect(screen.queryByRole("heading", { name: "Del blog" })).toBeNull();
  });
});
