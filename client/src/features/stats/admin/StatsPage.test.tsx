// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import type { StatsReport } from "../api";
import StatsPage, { loader } from "./StatsPage";

const days = (values: [number, number][]) =>
  values.map(([visitors, pageviews], i) => ({
    period: `2026-11-${String(i + 1).padStart(2, "0")}`,
    visitors,
    pageviews,
  }));

const busy: StatsReport = {
  range: "30d",
  series: days(Array.from({ length: 30 }, (_, i) => [i === 29 ? 1200 : i, i === 29 ? 3400 : 2 * i])),
  totals: { visitors: 1635, pageviews: 4270 },
  pages: [
    { path: "/urdimbre", title: "Urdimbre", views: 2100, visitors: 900 },
    { path: "/pedido/:token", title: "Página de un pedido", views: 12, visitors: 10 },
  ],
  referrers: [
    { domain: "l.instagram.com", visitors: 300 },
    { domain: "", visitors: 4 },
  ],
  campaigns: [{ source: "instagram", campaign: "", visitors: 280 }],
  funnel: [
    { step: "book", count: 900, rate: null },
    { step: "buy", count: 90, rate: 0.1 },
    { step: "order", count: 30, rate: 1 / 3 },
    { step: "paid", count: 0, rate: 0 },
  ],
};

const empty: StatsReport = {
  range: "30d",
  series: days(Array.from({ length: 30 }, () => [0, 0])),
  totals: { visitors: 0, pageviews: 0 },
  pages: [],
  referrers: [],
  campaigns: [],
  funnel: [
    { step: "book", count: 0, rate: null },
    { step: "buy", count: 0, rate: null },
    { step: "order", count: 0, rate: null },
    { step: "paid", count: 0, rate: null },
  ],
};

function statsPage(...answers: StatsReport[]) {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  let call = 0;
  const api = fakeApi({ "GET /stats": () => ({ data: answers[Math.min(call++, answers.length - 1)] }) });
  renderRoutes(
    [{ path: "/admin/estadisticas", loader: adminLoader(loader), element: <StatsPage title="Estadísticas" /> }],
    { path: "/admin/estadisticas" },
  );
  return api;
}

/** The table's body rows, each as its cells' texts. */
const rows = (table: HTMLElement) =>
  [...table.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
  );

describe("Estadísticas", () => {
  it("shows the totals, the chart, the pages by name, the sources and the funnel with its shares", async () => {
    statsPage(busy);
    await screen.findByRole("heading", { level: 1, name: "Estadísticas" });
    const visits = screen.getByRole("region", { name: "Visitas" });
    const totals = [...visits.querySelectorAll("dl > div")].map((pair) => pair.textContent);
    expect(totals).toEqual(["Visitantes1,635", "Páginas vistas4,270"]);
    expect(
      within(visits).getByRole("img", { name: "Visitantes y páginas vistas por día (últimos 30 días)" }),
    ).toBeTruthy();
    // every day's figures, for screen readers
    const table = within(visits).getByRole("table", { name: "Visitantes y páginas vistas por día (últimos 30 días)" });
    expect(rows(table).at(-1)).toEqual(["30 de noviembre de 2026", "1,200", "3,400"]);
    expect(screen.getByRole("link", { name: "Últimos 30 días" }).getAttribute("aria-current")).toBe("page");

    const pages = within(screen.getByRole("region", { name: "Páginas más vistas" })).getByRole("table");
    expect(rows(pages)).toEqual([
      ["Urdimbre/urdimbre", "2,100", "900"],
      ["Página de un pedido/pedido/:token", "12", "10"],
    ]);
    const sources = screen.getByRole("region", { name: "De dónde llegan" });
    const [sites, campaigns] = within(sources).getAllByRole("table");
    expect(rows(sites)).toEqual([
      ["l.instagram.com", "300"],
      ["Otros sitios", "4"],
    ]);
    expect(rows(campaigns)).toEqual([["instagram", "(sin campaña)", "280"]]);

    const funnel = within(screen.getByRole("region", { name: "Del libro al pago" })).getAllByRole("listitem");
    expect(funnel.map((step) => step.textContent)).toEqual([
      "Visitaron la página del libro900",
      "Tocaron COMPRAR9010% del paso anterior",
      "Generaron su ficha de pago (pedidos creados)3033.3% del paso anterior",
      "Pagaron00% del paso anterior",
    ]);
  });

  it("says plainly that nothing was counted yet", async () => {
    statsPage(empty);
    const visits = await screen.findByRole("region", { name: "Visitas" });
    expect(within(visits).getByText("Aún no hay visitas registradas.")).toBeTruthy();
    expect(within(visits).queryByRole("img")).toBeNull();
    expect(
      within(screen.getByRole("region", { name: "Páginas más vistas" })).getByText("Aún no hay visitas registradas."),
    ).toBeTruthy();
    expect(screen.getByText("Nadie llegó desde otro sitio en este periodo.")).toBeTruthy();
    expect(screen.getByText("Ninguna visita llegó por un enlace con utm_source en este periodo.")).toBeTruthy();
    const funnel = within(screen.getByRole("region", { name: "Del libro al pago" })).getAllByRole("listitem");
    expect(funnel[1].textContent).toBe("Tocaron COMPRAR0Sin datos del paso anterior");
  });

  it("switches to the last 12 months, a bar a month", async () => {
    const months: StatsReport = {
      ...busy,
      range: "12m",
      series: Array.from({ length: 12 }, (_, i) => ({
        period: `2026-${String(i + 1).padStart(2, "0")}`,
        visitors: i,
        pageviews: 2 * i,
      })),
    };
    const api = statsPage(busy, months);
    await userEvent.click(await screen.findByRole("link", { name: "Últimos 12 meses" }));
    await screen.findByRole("img", { name: "Visitantes y páginas vistas por mes (últimos 12 meses)" });
    expect(screen.getByRole("link", { name: "Últimos 12 meses" }).getAttribute("aria-current")).toBe("page");
    const table = screen.getByRole("table", { name: "Visitantes y páginas vistas por mes (últimos 12 meses)" });
    expect(rows(table)[0]).toEqual(["enero de 2026", "0", "0"]);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(["GET /stats", "GET /stats"]);
  });

  it("shows the server's message when the report cannot be read", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {}); // the loader logs the failure
    onTestFinished(() => logged.mockRestore());
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    fakeApi({
      "GET /stats": {
        status: 503,
        data: { message: "El servicio no está disponible en este momento. Intenta de nuevo en unos minutos." },
      },
    });
    renderRoutes(
      [{ path: "/admin/estadisticas", loader: adminLoader(loader), element: <StatsPage title="Estadísticas" /> }],
      { path: "/admin/estadisticas" },
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.",
    );
  });
});
