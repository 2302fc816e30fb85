// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import DashboardPage, { loader as dashboardLoader } from "@/features/dashboard/admin/DashboardPage";
import type { Order, SalesSummary } from "@autora/common/contract/orders.ts";
import OrdersPage, { loader as ordersLoader } from "./OrdersPage";

/** A change is followed by the page's reload: give it time on a busy machine. */
const afterReload = { timeout: 5000 };

function order(id: number, status: Order["status"], quantity: number): Order {
  return {
    id,
    status,
    nombre: "María López",
    email: `comprador${id}@ejemplo.mx`,
    telefono: "3125550101",
    direccion: {
      calleNumero: "Av. Juárez 123",
      colonia: "Centro",
      codigoPostal: "28000",
      ciudad: "Colima",
      estado: "Colima",
      referencias: "",
    },
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
  weeks: Array.from({ length: 12 }, (_, i) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString(),
    paidOrders: 0,
  })),
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
      "GET /config": { data: { paymentProvider: "stripe", stripePublishableKey: "pk_test_x", mailConfigured: true } },
      "GET /orders": () => ({ data: orders }),
      "PATCH /orders/7": () => {
        orders = orders.map((o) => (o.id === 7 ? { ...o, status: "canceled" as const } : o));
        return { data: orders[0] };
      },
    });
    renderRoutes(
      [
        { path: "/admin/dashboard", loader: adminLoader(dashboardLoader), element: <DashboardPage title="Panel" /> },
        { path: "/admin/pedidos", loader: adminLoader(ordersLoader), element: <OrdersPage title="Pedidos" /> },
      ],
      { path: "/admin/dashboard" },
    );
    const user = userEvent.setup();

    await screen.findByText(/^5 ejemplares apartados en 2 fichas pendientes\./);
    await user.click(screen.getByRole("link", { name: "Ver las fichas pendientes" }));

    await screen.findByRole("heading", { level: 1, name: "Fichas pendientes" }, afterReload);
    expect(
      screen.getByText(
        /^5 ejemplares apartados en 2 fichas pendientes; cancelar una ficha devuelve sus ejemplares a la venta\./,
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Pedido #8", "Pedido #7"]);
    const card = screen.getByRole("heading", { name: "Pedido #7" }).closest("li")!;
    expect(within(card).getByText(/^Aparta 3 ejemplares hasta que venza su ficha/)).toBeTruthy();

    await user.click(within(card).getByText("Más acciones"));
    await user.click(within(card).getByRole("button", { name: "Cancelar pedido" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "Sus 3 ejemplares vuelven a la venta, la ficha de pago OXXO ya no se podrá pagar y el comprador recibe un correo que se lo avisa. No se puede deshacer.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Sí, cancelar el pedido" }));

    await screen.findByText(/^2 ejemplares apartados en 1 ficha pendiente;/, undefined, afterReload);
    expect(screen.getByText("Pedido #7 cancelado.").getAttribute("role")).toBe("status");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Pedido #8"]);
    expect(server.requests.filter((r) => r.method === "PATCH")).toEqual([
      expect.objectContaining({ url: "/orders/7", body: { status: "canceled" } }),
    ]);

    await user.click(screen.getByRole("link", { name: "Ver todos los pedidos" }));
    await screen.findByRole("heading", { level: 1, name: "Pedidos" }, afterReload);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Pedido #8",
      "Pedido #7",
      "Pedido #6",
    ]);
  });
});

function openOrders(orders: () => Order[], routes: Parameters<typeof fakeApi>[0] = {}, { mailConfigured = true } = {}) {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi({
    "GET /config": { data: { paymentProvider: "stripe", stripePublishableKey: "pk_test_x", mailConfigured } },
    "GET /orders": () => ({ data: orders() }),
    ...routes,
  });
  renderRoutes(
    [{ path: "/admin/pedidos", loader: adminLoader(ordersLoader), element: <OrdersPage title="Pedidos" /> }],
    { path: "/admin/pedidos" },
  );
  return { server, user: userEvent.setup({ delay: null }) };
}

const cardOf = async (id: number) =>
  within((await screen.findByRole("heading", { name: `Pedido #${id}` })).closest("li")!);

describe("shipping in the admin area", () => {
  it("without a mail server, says the buyer's notice is kept in Correos, not that it was e-mailed", async () => {
    let stored = order(5, "paid", 1);
    const { user } = openOrders(
      () => [stored],
      {
        "PATCH /orders/5": () => {
          stored = { ...stored, status: "shipped", shippedAt: "2026-11-25T18:00:00.000Z" };
          return { data: stored };
        },
      },
      { mailConfigured: false },
    );
    const card = await cardOf(5);
    await user.click(card.getByRole("button", { name: "Marcar como enviado" }));
    await user.click(
      within(card.getByRole("form", { name: "Envío del pedido #5" })).getByRole("button", { name: "Confirmar envío" }),
    );
    expect(
      await card.findByText(
        "Pedido #5 enviado: el aviso al comprador quedó guardado en Correos, sin enviar (no hay servidor de correo).",
        undefined,
        afterReload,
      ),
    ).toBeTruthy();
    expect(card.queryByText(/por correo/)).toBeNull();
  });

  it("links the tracking number to its carrier's tracking page, and shows an unknown carrier's number as plain text", async () => {
    const shipped = (id: number, carrier: string, trackingNumber: string): Order => ({
      ...order(id, "paid", 1),
      status: "shipped",
      shippedAt: "2026-11-25T18:00:00.000Z",
      carrier,
      trackingNumber,
    });
    openOrders(() => [shipped(4, "DHL", "1234567890"), shipped(3, "Mensajería Lupita", "ML-77")]);
    const dhl = await cardOf(4);
    const link = dhl.getByRole("link", { name: /^1234567890/ });
    expect(link.getAttribute("href")).toBe(
      "https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent).toBe("1234567890 (rastrear en DHL; se abre en otra pestaña)");

    const other = await cardOf(3);
    expect(other.getByText("Mensajería Lupita · Guía ML-77")).toBeTruthy();
    expect(other.queryByRole("link", { name: /ML-77/ })).toBeNull();
  });

  it("ships a paid order with a carrier from the list, then corrects the tracking number; cancelling is apart, under 'Más acciones'", async () => {
    let stored = order(5, "paid", 1);
    const { server, user } = openOrders(() => [stored], {
      "PATCH /orders/5": ({ body }) => {
        const { carrier, trackingNumber } = body as { carrier?: string; trackingNumber?: string };
        stored = {
          ...stored,
          status: "shipped",
          shippedAt: "2026-11-25T18:00:00.000Z",
          carrier: carrier ?? null,
          trackingNumber: trackingNumber ?? null,
        };
        return { data: stored };
      },
      "PUT /orders/5/shipping": ({ body }) => {
        stored = { ...stored, ...(body as object) };
        return { data: stored };
      },
    });
    const card = await cardOf(5);
    // the red button is not among the everyday ones, and says what it does before asking
    const actions = card.getByRole("button", { name: "Marcar como enviado" }).parentElement!;
    expect(within(actions).queryByRole("button", { name: "Cancelar pedido" })).toBeNull();
    expect(
      card.getByText(
        "Su ejemplar vuelve a la venta y el comprador recibe un correo que le avisa que le devolverás su dinero; esa devolución la haces tú.",
        { exact: false },
      ),
    ).toBeTruthy();

    await user.click(card.getByRole("button", { name: "Marcar como enviado" }));
    const form = within(card.getByRole("form", { name: "Envío del pedido #5" }));
    expect(
      within(form.getByRole("button", { name: "Confirmar envío" }).parentElement!).queryByRole("button", {
        name: "Cancelar pedido",
      }),
    ).toBeNull();
    await user.selectOptions(form.getByLabelText("Paquetería (opcional)"), "Estafeta");
    await user.type(form.getByLabelText("Número de guía (opcional)"), "123");
    expect(form.getByRole("link", { name: "la página de Estafeta" }).getAttribute("href")).toContain("wayBill=123&");
    await user.click(form.getByRole("button", { name: "Confirmar envío" }));
    expect(
      (
        await card.findByText("Pedido #5 enviado: le avisamos al comprador por correo.", undefined, afterReload)
      ).getAttribute("role"),
    ).toBe("status");
    await card.findByText("enviado", undefined, afterReload);
    expect(card.queryByText("Más acciones")).toBeNull();

    await user.click(card.getByRole("button", { name: "Corregir datos de envío" }));
    const correction = within(card.getByRole("form", { name: "Corregir el envío del pedido #5" }));
    expect((correction.getByLabelText("Paquetería (opcional)") as HTMLSelectElement).value).toBe("Estafeta");
    await user.selectOptions(correction.getByLabelText("Paquetería (opcional)"), "Otra paquetería…");
    await user.type(correction.getByLabelText("Nombre de la paquetería"), "Mensajería Lupita");
    await user.clear(correction.getByLabelText("Número de guía (opcional)"));
    await user.type(correction.getByLabelText("Número de guía (opcional)"), "ML-77");
    expect(
      correction.getByText(
        "No conocemos la página de rastreo de esa paquetería: el comprador verá la guía sin enlace.",
      ),
    ).toBeTruthy();
    await user.click(correction.getByRole("button", { name: "Guardar datos de envío" }));
    await card.findByText(
      "Datos de envío corregidos: le enviamos los nuevos al comprador por correo.",
      undefined,
      afterReload,
    );
    await card.findByText("Mensajería Lupita · Guía ML-77", undefined, afterReload);
    expect(server.requests.filter((r) => r.method !== "GET")).toEqual([
      expect.objectContaining({
        method: "PATCH",
        url: "/orders/5",
        body: { status: "shipped", carrier: "Estafeta", trackingNumber: "123" },
      }),
      expect.objectContaining({
        method: "PUT",
        url: "/orders/5/shipping",
        body: { carrier: "Mensajería Lupita", trackingNumber: "ML-77" },
      }),
    ]);
  });

  it("shows the server's refusal on the order's card, not in a pop-up", async () => {
    const { user } = openOrders(
      () => [
        {
          ...order(6, "paid", 1),
          status: "shipped",
          shippedAt: "2026-11-25T18:00:00.000Z",
          carrier: "DHL",
          trackingNumber: "1",
        },
      ],
      {
        "PUT /orders/6/shipping": {
          status: 409,
          data: { message: "Solo se corrigen los datos de envío de un pedido ya enviado" },
        },
      },
    );
    const card = await cardOf(6);
    await user.click(card.getByRole("button", { name: "Corregir datos de envío" }));
    await user.click(card.getByRole("button", { name: "Guardar datos de envío" }));
    expect((await card.findByRole("alert")).textContent).toBe(
      "Solo se corrigen los datos de envío de un pedido ya enviado",
    );
    expect(card.getByRole("form", { name: "Corregir el envío del pedido #6" })).toBeTruthy();
  });
});
