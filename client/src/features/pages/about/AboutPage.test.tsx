// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
import type { AboutContent } from "../api";

const about: AboutContent = {
  quote: "Escribo para que las manos que hacen no se queden sin nombre.",
  biography: "Nací en Comala, entre cafetales.\n\nHoy diseño libros en Colima.",
  values: [
    { title: "Escucha", text: "Primero escucho, después escribo." },
    { title: "Oficio", text: "Cada técnica tiene su tiempo." },
  ],
  reasons: ["Entrevistas en campo.", "Diseño editorial completo."],
  testimonials: [{ name: "Alma Torres", job: "Alfarera de Comala", text: "Contó mi historia con cariño." }],
  portraitAlt: "La autora en su taller",
  portraitUrl: "/uploads/pages/retrato-0123456789abcdef.webp",
};

afterEach(() => vi.restoreAllMocks());

describe("AboutPage", () => {
  it("shows the author's own texts from its route's loader: quote, portrait, biography, values, reasons and testimonials", async () => {
    fakeApi({ "GET /site-content": { data: siteContent }, "GET /about": { data: about } });
    renderRoute("/about");

    await screen.findByRole("heading", { level: 1, name: "Sobre mí" }, pageLoad);
    expect(screen.getByText("“Escribo para que las manos que hacen no se queden sin nombre.”")).toBeTruthy();
    const portrait = screen.getByRole("img", { name: "La autora en su taller" });
    expect(portrait.getAttribute("src")).toBe("/uploads/pages/retrato-0123456789abcdef.webp?w=960");
    expect(screen.getByText("Nací en Comala, entre cafetales.")).toBeTruthy();
    expect(screen.getByText("Hoy diseño libros en Colima.")).toBeTruthy();

    const values = within(screen.getByRole("region", { name: "Mis valores" }));
    expect(values.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Escucha", "Oficio"]);
    expect(values.getByText("Cada técnica tiene su tiempo.")).toBeTruthy();
    const reasons = within(screen.getByRole("region", { name: "Por qué trabajar conmigo" }));
    expect(reasons.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Entrevistas en campo.",
      "Diseño editorial completo.",
    ]);
    const testimonials = within(screen.getByRole("region", { name: "Lo que dicen de mi trabajo" }));
    expect(await testimonials.findAllByText("“Contó mi historia con cariño.”")).not.toHaveLength(0);
    expect(testimonials.getAllByText("Alfarera de Comala")).not.toHaveLength(0);

    expect(screen.queryByText(/Texto de ejemplo/)).toBeNull();
    expect(screen.getByRole("link", { name: "Trabajemos juntos" }).getAttribute("href")).toBe("/contact");
  });

  it("shows no portrait and no testimonials section when the author has none", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /about": { data: { ...about, portraitUrl: null, testimonials: [] } },
    });
    renderRoute("/about");

    await screen.findByText("Nací en Comala, entre cafetales.", undefined, pageLoad);
    expect(screen.queryByRole("img", { name: "La autora en su taller" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Lo que dicen de mi trabajo" })).toBeNull();
  });

  it("keeps its heading and the way to the contact page when the texts cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /about": { status: 500, data: { message: "Error interno" } },
    });
    renderRoute("/about");

    await screen.findByRole("heading", { level: 1, name: "Sobre mí" }, pageLoad);
    expect(screen.queryByRole("region", { name: "Mis valores" })).toBeNull();
    expect(screen.getByRole("link", { name: "Trabajemos juntos" })).toBeTruthy();
  });
});
