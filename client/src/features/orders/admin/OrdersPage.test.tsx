// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import DashboardPage, { loader as dashboardLoader } from "@/features/dashboard/admin/DashboardPage";
import type { Order, SalesSummary } from "@autora/common/contract/orders.ts";
import OrdersPage, { loader as ordersLoader } from "./OrdersPage";

function order(id: number, status: Order["status"], quantity: number): Order {
  return {
    id,
    status,
    nombre: "María López",
    email: `comprador${id}@ejemplo.mx`,
    telefono: "3125550101",
    direccion: { calleNumero: "Av. Juárez 123", colonia: "Centro", codigoPostal: "28000", ciudad: "Colima", estado: "Colima", referencias: "" },
    total: 350 * quantity,
    paymentProvider: "stripe",
    voucherUrl: null,
    voucherExpiresAt: "2026-11-27T18:00:00.000Z",
    factura: null,
    dedicatoria: null,
    privacidadAceptadaEn: null,
    createdAt: `2026-11-2${id % 10}T18:00:00.000Z`,
    paidAt: status === "paid" ? "2026-11-24T18:00:00.000Z" : null,
    shippedAt: null,
    expiredAt: null,
    canceledAt: status === "canceled" ? "2026-11-25T18:00:00.000Z" : null,
    carrier: null,
    trackingNumber: null,
    stockShort: false,
    items: [{ bookId: 1, name: "Urdimbre", price: 350, quantity }],
    discount: null,
    orderPage: `/pedido/${String(id).padStart(32, "0")}`,
  };
}

const summary: SalesSummary = {
  month: { paidOrders: 1, revenue: 350 },
  total: { paidOrders: 1, revenue: 350 },
  pending: { vouchers: 2, amount: 1750, copies: 5 },
  paidShare: 1,
  copiesLeft: 0,
  weeks: Array.from({ length: 12 }, (_, i) => ({ weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString(), paidOrders: 0 })),
  discounts: { paidOrders: 0, amount: 0 },
};

describe("held copies in the admin area", () => {
  it("shows the copies pending vouchers hold on the dashboard, lists those vouchers, and canceling one says the copies come back", async () => {
    localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    let orders = [order(7, "pending", 3), order(8, "pending", 2), order(6, "paid", 1)];
    const server = fakeApi({
      "GET /fotografias": { data: [] },
      "GET /orders/summary": { data: summary },
      "GET /dashboard/attention": { data: { items: [] } },
      "GET /config": { data: { paymentProvider: "stripe", stripePublishableKey: "pk_test_x" } },
      "GET /orders": () => ({ data: orders }),
      "PATCH /orders/7": () => {
        orders = orders.map((o) => (o.id === 7 ? { ...o, status: "canceled" as const } : o));
        return { data: orders[0] };
      },
    });
    renderRoutes(
      [
        { path: "/admin/dashboard", loader: dashboardLoader, element: <DashboardPage /> },
        { path: "/admin/pedidos", loader: ordersLoader, element: <OrdersPage /> },
      ],
      { path: "/admin/dashboard" },
    );
    const user = userEvent.setup();

    expect(await screen.findByText(/^5 ejemplares apartados en 2 fichas pendientes\./)).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Ver las fichas pendientes" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Fichas pendientes" })).toBeTruthy();
    expect(screen.getByText(/^5 ejemplares apartados en 2 fichas pendientes; cancelar una ficha devuelve sus ejemplares a la venta\./)).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Pedido #8", "Pedido #7"]);
    const card = screen.getByRole("heading", { name: "Pedido #7" }).closest("li")!;
    expect(within(card).getByText(/^Aparta 3 ejemplares hasta que venza su ficha/)).toBeTruthy();

    await user.click(within(card).getByRole("button", { name: "Cancelar" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("El pedido quedará cancelado y sus 3 ejemplares volverán a estar a la venta.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Sí, cancelar" }));

    expect(await screen.findByText(/^2 ejemplares apartados en 1 ficha pendiente;/)).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Pedido #8"]);
    expect(server.requests.filter((r) => r.method === "PATCH")).toEqual([expect.objectContaining({ url: "/orders/7", body: { status: "canceled" } })]);

    await user.click(screen.getByRole("link", { name: "Ver todos los pedidos" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Pedidos" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Pedido #8", "Pedido #7", "Pedido #6"]);
  });
});
