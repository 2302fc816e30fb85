// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
import { renderRoutes } from "@/test/render";
import type { Event } from "./api";
import EventsPage from "./EventsPage";

const event = (id: number, title: string, date: string | null, description: string | null = null): Event => ({
  id,
  title,
  date,
  description,
  pdfUrl: `/uploads/evento-${id}.pdf`,
  createdAt: "2025-01-01T12:00:00.000Z",
});

describe("EventsPage (/blogpage)", () => {
  it("shows the events to come apart from those past, each with the day the author picked, and a PDF to download", async () => {
    const events = [
      event(1, "Presentación en Colima", "2099-05-02"),
      event(2, "Taller de telar", null, "Fecha por confirmar"),
      event(3, "Feria del libro", "2020-03-15", "Fue el 9 de enero de 2020"),
    ];
    renderRoutes(
      [
        {
          path: "/blogpage",
          loader: () => ({ events: { data: events, error: null }, posts: { data: [], error: null } }),
          Component: EventsPage,
        },
      ],
      { path: "/blogpage" },
    );

    const coming = await screen.findByRole("region", { name: "Próximos eventos" });
    const past = screen.getByRole("region", { name: "Eventos pasados" });
    expect(
      within(coming)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Próximos eventos", "Presentación en Colima", "Taller de telar"]);
    expect(
      within(past)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Eventos pasados", "Feria del libro"]);
    // the picked day wins over a date written in the description
    expect(within(past).getByTestId("date-badge").getAttribute("datetime")).toBe("2020-03-15");
    expect(within(coming).getAllByTestId("date-badge")[1].textContent).toContain("Sin fecha");

    await userEvent.setup({ delay: null }).click(within(past).getByRole("button", { name: /Ver PDF/ }));
    const download = within(past).getByRole("link", { name: /^Descargar PDF\s*: Feria del libro$/ });
    expect(download.getAttribute("href")).toBe("/uploads/evento-3.pdf");
    expect(download.hasAttribute("download")).toBe(true);
  });

  it("says the events could not be loaded, instead of announcing that there are none, and still lists the posts", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const post = {
      id: 3,
      title: "Barro de Colima",
      date: "2024-06-02",
      body: "Barro.",
      tags: [],
      imageUrl: null,
      imageAlt: "",
    };
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /blog": { status: 502 },
      "GET /blog-posts": { data: [post] },
    });
    renderRoute("/blogpage");

    await screen.findByText("No se pudieron cargar los eventos.", undefined, pageLoad);
    expect(screen.queryByText("Pronto anunciaremos nuevos eventos.")).toBeNull();
    expect(screen.getByRole("link", { name: "Barro de Colima" }).getAttribute("href")).toBe("/blog/3");
    vi.restoreAllMocks();
  });
});
