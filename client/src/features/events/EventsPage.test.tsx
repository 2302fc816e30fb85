// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@/test/render";
import type { Event } from "./api";
import EventsPage from "./EventsPage";

const event = (id: number, title: string, date: string | null, description: string | null = null): Event => ({ id, title, date, description, pdfUrl: `/uploads/evento-${id}.pdf`, createdAt: "2025-01-01T12:00:00.000Z" });

describe("EventsPage (/blogpage)", () => {
  it("shows the events to come apart from those past, each with the day the author picked, and a PDF to download", async () => {
    const events = [event(1, "Presentación en Colima", "2099-05-02"), event(2, "Taller de telar", null, "Fecha por confirmar"), event(3, "Feria del libro", "2020-03-15", "Fue el 9 de enero de 2020")];
    renderRoutes([{ path: "/blogpage", loader: () => ({ events, posts: [] }), Component: EventsPage }], { path: "/blogpage" });

    const coming = await screen.findByRole("region", { name: "Próximos eventos" });
    const past = screen.getByRole("region", { name: "Eventos pasados" });
    expect(within(coming).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Próximos eventos", "Presentación en Colima", "Taller de telar"]);
    expect(within(past).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Eventos pasados", "Feria del libro"]);
    // the picked day wins over a date written in the description
    expect(within(past).getByTestId("date-badge").getAttribute("datetime")).toBe("2020-03-15");
    expect(within(coming).getAllByTestId("date-badge")[1].textContent).toContain("Sin fecha");

    await userEvent.setup({ delay: null }).click(within(past).getByRole("button", { name: /Ver PDF/ }));
    const download = within(past).getByRole("link", { name: /^Descargar PDF\s*: Feria del libro$/ });
    expect(download.getAttribute("href")).toBe("/uploads/evento-3.pdf");
    expect(download.hasAttribute("download")).toBe(true);
  });
});
