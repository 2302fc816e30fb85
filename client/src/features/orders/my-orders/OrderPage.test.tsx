// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { OrderPage as Order } from "@autora/common/contract/orders.ts";
import { fakeApi } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import OrderPage, { loader } from "./OrderPage";

const TOKEN = "0123456789abcdef0123456789abcdef";

const pending: Order = {
  id: 7,
  status: "pending",
  total: 701,
  discount: null,
  items: [{ bookId: 1, name: "Urdimbre", price: 350.5, quantity: 2 }],
  voucherUrl: "/api/orders/voucher/123456789012345678901234",
  voucherReference: "123456789012345678901234",
  // 23:59 in central Mexico (UTC-6) on 14 March 2025
  voucherExpiresAt: "2025-03-15T05:59:00.000Z",
  paymentProvider: "simulated",
  createdAt: "2025-03-11T09:55:00.000Z",
  paidAt: null,
  shippedAt: null,
  expiredAt: null,
  canceledAt: null,
  carrier: null,
  trackingNumber: null,
  orderPage: `/pedido/${TOKEN}`,
  dedicatoria: null,
};

function renderOrder(reply: { status?: number; data: unknown }, { mailConfigured = true } = {}) {
  fakeApi({
    [`GET /orders/page/${TOKEN}`]: reply,
    "GET /config": { data: { paymentProvider: "simulated", stripePublishableKey: null, mailConfigured } },
  });
  return renderRoutes([{ path: "/pedido/:token", loader, Component: OrderPage }], { path: `/pedido/${TOKEN}` });
}

describe("OrderPage", () => {
  it("shows the voucher while the order is pending: seller, amount, reference with its barcode, expiry at 23:59, how to pay, print", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderOrder({ data: pending });
    await screen.findByRole("heading", { level: 1, name: "Pedido #7" });
    expect(screen.getByText("Pendiente de pago")).toBeTruthy();
    const voucher = screen.getByRole("region", { name: "Ficha de pago OXXO" });
    const fact = (label: string) => within(voucher).getByText(label).nextElementSibling?.textContent;
    expect(fact("Pago a")).toBe("Autora Colimense");
    expect(fact("Monto a pagar")).toBe("$701.00 MXN");
    expect(fact("Paga antes del")).toMatch(
      /^14 de marzo de 2025,? a las 11:59 p\. ?m\. \(hora del centro de México\)$/,
    );
    expect(within(voucher).getByText("1234 5678 9012 3456 7890 1234")).toBeTruthy();
    expect(
      within(voucher).getByRole("img", { name: "Código de barras de la referencia 123456789012345678901234" }),
    ).toBeTruthy();
    expect(within(voucher).getByRole("heading", { name: "Cómo pagar" })).toBeTruthy();
    expect(within(voucher).getByRole("note").textContent).toContain("Modo de prueba");
    expect(screen.getByText("Urdimbre × 2")).toBeTruthy();
    expect(screen.getByText("Total").parentElement?.textContent).toBe("Total $701.00 MXN");

    await userEvent.setup().click(screen.getByRole("button", { name: "Imprimir o guardar como PDF" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("once paid, shows the paid state instead of the voucher and how to pay", async () => {
    renderOrder({
      data: {
        ...pending,
        status: "paid",
        voucherReference: null,
        voucherUrl: null,
        paidAt: "2025-03-12T18:00:00.000Z",
      },
    });
    await screen.findByRole("heading", { name: "¡Pago recibido!" });
    expect(screen.getByText("Pagado")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Cómo pagar" })).toBeNull();
    expect(screen.queryByRole("img", { name: /Código de barras/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Imprimir o guardar como PDF" })).toBeNull();
  });

  it("once shipped, shows the carrier and the tracking number, linked to the carrier's tracking page", async () => {
    renderOrder({
      data: {
        ...pending,
        status: "shipped",
        voucherReference: null,
        shippedAt: "2025-03-13T18:00:00.000Z",
        carrier: "Estafeta",
        trackingNumber: "6015421234",
      },
    });
    await screen.findByRole("heading", { name: "Tu pedido va en camino" });
    expect(screen.getByText("Estafeta")).toBeTruthy();
    const link = screen.getByRole("link", { name: /^6015421234/ });
    expect(link.getAttribute("href")).toBe(
      "https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=6015421234&wayBillType=0&isShipmentDetail=False",
    );
    expect([link.getAttribute("target"), link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
  });

  it("shows a tracking number without a link when the carrier is not one it knows", async () => {
    renderOrder({
      data: {
        ...pending,
        status: "shipped",
        voucherReference: null,
        shippedAt: "2025-03-13T18:00:00.000Z",
        carrier: "Mensajería local",
        trackingNumber: "ML-77",
      },
    });
    await screen.findByText("ML-77");
    expect(screen.queryByRole("link", { name: /ML-77/ })).toBeNull();
  });

  it("shows the dedication the buyer asked for with the books", async () => {
    renderOrder({
      data: { ...pending, dedicatoria: { nombre: "Ana Sofía", mensaje: "Para que nunca dejes de leer." } },
    });
    const items = await screen.findByRole("region", { name: "Tu compra" });
    expect(within(items).getByText("Ana Sofía").parentElement?.textContent).toBe("Dedicatoria: Ana Sofía");
    expect(within(items).getByText("«Para que nunca dejes de leer.»")).toBeTruthy();
  });

  it("says so in Spanish, with the way to look an order up, when the link leads to no order", async () => {
    renderOrder({
      status: 404,
      data: {
        message:
          "No encontramos este pedido. Revisa que el enlace esté completo, o consulta tu pedido con su número y tu correo.",
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No encontramos este pedido. Revisa que el enlace esté completo, o consulta tu pedido con su número y tu correo.",
    );
    expect(
      screen.getByRole("link", { name: "Consulta tu pedido con su número y tu correo" }).getAttribute("href"),
    ).toBe("/consultar-pedido");
  });

  it("with a mail server, says the voucher and the link went by e-mail", async () => {
    renderOrder({ data: pending });
    expect(await screen.findByRole("heading", { level: 1, name: "Pedido #7" })).toBeTruthy();
    expect(screen.getByText(/Te avisaremos por correo en cuanto recibamos tu pago/)).toBeTruthy();
    expect(screen.getByText(/búscala en tus correos/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Guarda el enlace de tu pedido" })).toBeNull();
  });

  it("without a mail server, never says a mail was sent: asks to keep the link, to copy it or send it by WhatsApp", async () => {
    renderOrder({ data: pending }, { mailConfigured: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Pedido #7" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/por correo|en tus correos/);
    expect(screen.getByText(/En cuanto recibamos tu pago, esta página lo dirá/)).toBeTruthy();
    const keep = screen.getByRole("region", { name: "Guarda el enlace de tu pedido" });
    const url = `${window.location.origin}/pedido/${TOKEN}`;
    expect((within(keep).getByRole("textbox", { name: "Enlace de tu pedido" }) as HTMLInputElement).value).toBe(url);
    const whatsapp = within(keep).getByRole("link", { name: "Enviarme este enlace por WhatsApp" });
    expect(whatsapp.getAttribute("href")).toBe(`https://wa.me/?text=${encodeURIComponent(`Mi pedido #7: ${url}`)}`);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(within(keep).getByRole("button", { name: "Copiar el enlace" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(keep).findByText("Enlace copiado.")).toBeTruthy();
  });

  it("without a mail server, a paid order says the page (not an e-mail) will tell when it ships", async () => {
    renderOrder(
      { data: { ...pending, status: "paid", voucherReference: null, paidAt: "2025-03-12T10:00:00.000Z" } },
      { mailConfigured: false },
    );
    expect(await screen.findByText("Estamos preparando tu pedido; esta página dirá cuándo sale.")).toBeTruthy();
    expect(screen.queryByText(/te escribiremos/)).toBeNull();
  });
});
