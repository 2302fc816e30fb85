// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import type { SalesSummary } from "@autora/common/contract/orders.ts";
import { Outlet } from "react-router-dom";
import type { Attention, NavCounts } from "../api";
import DashboardPage, { loader } from "./DashboardPage";

const summary: SalesSummary = {
  month: { paidOrders: 0, revenue: 0 },
  total: { paidOrders: 0, revenue: 0 },
  pending: { vouchers: 0, amount: 0, copies: 0 },
  paidShare: null,
  copiesLeft: null,
  weeks: [],
  discounts: { paidOrders: 0, amount: 0 },
};

function dashboard(
  attention: Attention,
  { sales = summary, counts = null }: { sales?: SalesSummary; counts?: NavCounts | null } = {},
) {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  fakeApi({
    "GET /fotografias": { data: [] },
    "GET /orders/summary": { data: sales },
    "GET /dashboard/attention": { data: attention },
  });
  // the admin layout's loader reads the admin menu's numbers; the panel says them in words
  const layout = { id: "admin-layout", loader: () => ({ data: counts, error: null }), element: <Outlet /> };
  renderRoutes(
    [
      {
        ...layout,
        children: [{ path: "/admin/dashboard", loader: adminLoader(loader), element: <DashboardPage title="Panel" /> }],
      },
    ],
    { path: "/admin/dashboard" },
  );
}

/** Each line of the list with the link it carries. */
function lines() {
  const list = within(screen.getByRole("region", { name: "Necesita tu atención" })).getByRole("list");
  return within(list)
    .getAllByRole("listitem")
    .map((item) => ({ text: item.textContent, link: item.querySelector("a")?.getAttribute("href") ?? null }));
}

describe("what needs the author, at the top of the dashboard", () => {
  it("says each thing in plain Spanish, in the plural when there are several, with a link to where she acts", async () => {
    dashboard({
      items: [
        { kind: "failedMail", count: 3 },
        { kind: "expiringVouchers", count: 2 },
        { kind: "lowStock", bookId: 1, name: "Urdimbre", stock: 2 },
        { kind: "lowDisk", freeBytes: 800_000_000, totalBytes: 5_000_000_000 },
        { kind: "backupFailed", error: "No queda espacio en el disco." },
        { kind: "backupStale", newestAt: "2026-11-20T03:00:00.000Z" },
      ],
    });
    await screen.findByRole("heading", { level: 2, name: "Necesita tu atención" });
    expect(lines()).toEqual([
      { text: "3 correos no se pudieron enviar en los últimos 7 días. Ver los correos", link: "/admin/correos" },
      {
        text: "2 fichas vencen en las próximas 24 horas. Ver las fichas pendientes",
        link: "/admin/pedidos?estado=pendiente",
      },
      { text: "Quedan 2 ejemplares de «Urdimbre». Editar el libro", link: "/admin/adurdimbre" },
      {
        text: "Queda poco espacio en el servidor: 0.8 GB libres. Borra respaldos o archivos que ya no necesites, o pide más espacio a tu proveedor. Ver los respaldos",
        link: "/admin/respaldos",
      },
      { text: "El último respaldo falló: No queda espacio en el disco. Ver los respaldos", link: "/admin/respaldos" },
      { text: "El último respaldo tiene más de dos días. Ver los respaldos", link: "/admin/respaldos" },
    ]);
    // at the top: before the sections and the sales
    const heading = screen.getByRole("heading", { level: 2, name: "Necesita tu atención" });
    expect(
      heading.compareDocumentPosition(screen.getByRole("navigation", { name: "Secciones" })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("uses the singular for one, and says when the book is sold out", async () => {
    dashboard({
      items: [
        { kind: "failedMail", count: 1 },
        { kind: "expiringVouchers", count: 1 },
        { kind: "lowStock", bookId: 1, name: "Urdimbre", stock: 0 },
      ],
    });
    await screen.findByRole("heading", { level: 2, name: "Necesita tu atención" });
    expect(lines().map((line) => line.text)).toEqual([
      "1 correo no se pudo enviar en los últimos 7 días. Ver los correos",
      "1 ficha vence en las próximas 24 horas. Ver las fichas pendientes",
      "Agotado: no quedan ejemplares de «Urdimbre». Editar el libro",
    ]);
  });

  it("warns while no mail server is set, saying mails are only kept and what to set, with a link to Correos", async () => {
    dashboard({ items: [{ kind: "mailNotConfigured" }] });
    await screen.findByRole("heading", { level: 2, name: "Necesita tu atención" });
    expect(lines()).toEqual([
      {
        text: "El correo no está configurado: los avisos de pedidos, los boletines y los mensajes se guardan en Correos y no le llegan a nadie. Para enviarlos, configura SMTP_URL, MAIL_FROM y PUBLIC_URL en el servidor. Ver los correos guardados",
        link: "/admin/correos",
      },
    ]);
  });

  it("says one copy in the singular", async () => {
    dashboard({ items: [{ kind: "lowStock", bookId: 1, name: "Urdimbre", stock: 1 }] });
    await screen.findByRole("heading", { level: 2, name: "Necesita tu atención" });
    expect(lines().map((line) => line.text)).toEqual(["Queda 1 ejemplar de «Urdimbre». Editar el libro"]);
  });

  it("shows nothing when nothing needs her", async () => {
    dashboard({ items: [] });
    await screen.findByRole("heading", { level: 1, name: "Panel" });
    expect(screen.queryByRole("heading", { name: "Necesita tu atención" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Necesita tu atención" })).toBeNull();
  });

  it("says what waits in the admin menu's sections, singular or plural, first", async () => {
    dashboard(
      { items: [{ kind: "failedMail", count: 1 }] },
      { counts: { ordersToShip: 1, newComments: 2, newMessages: 1 } },
    );
    await screen.findByRole("heading", { level: 2, name: "Necesita tu atención" });
    expect(lines()).toEqual([
      { text: "1 pedido pagado por enviar. Ver los pedidos", link: "/admin/pedidos" },
      { text: "2 comentarios nuevos. Ver los comentarios", link: "/admin/comentarios" },
      { text: "1 mensaje nuevo. Ver los mensajes", link: "/admin/mensajes" },
      { text: "1 correo no se pudo enviar en los últimos 7 días. Ver los correos", link: "/admin/correos" },
    ]);
  });

  it("names the shortcuts as the admin menu does", async () => {
    dashboard({ items: [] });
    const shortcuts = await screen.findByRole("navigation", { name: "Secciones" });
    expect(
      within(shortcuts)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Pedidos", "Libro", "Galería", "Eventos", "Página principal", "Contacto", "Comentarios", "Mi perfil"]);
  });
});

describe("sales at a glance", () => {
  it("counts paid orders in the singular and the plural", async () => {
    dashboard(
      { items: [] },
      {
        sales: {
          ...summary,
          month: { paidOrders: 1, revenue: 450 },
          total: { paidOrders: 2, revenue: 900 },
          discounts: { paidOrders: 1, amount: 45 },
        },
      },
    );
    const sales = await screen.findByRole("region", { name: "Ventas" });
    expect(within(sales).getByText("1 pedido pagado")).toBeTruthy();
    expect(within(sales).getByText("2 pedidos pagados")).toBeTruthy();
    expect(within(sales).getByText("en 1 pedido pagado con código")).toBeTruthy();
  });
});
