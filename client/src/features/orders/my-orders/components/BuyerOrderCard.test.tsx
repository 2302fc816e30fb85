// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BuyerOrder } from "@autora/common/contract/orders.ts";
import { renderApp } from "@/test/render";
import { BuyerOrderCard } from "./BuyerOrderCard";

const shipped: BuyerOrder = {
  id: 12,
  status: "shipped",
  total: 350,
  discount: null,
  items: [{ bookId: 1, name: "Urdimbre", price: 350, quantity: 1 }],
  voucherUrl: null,
  voucherExpiresAt: null,
  createdAt: "2025-03-11T09:55:00.000Z",
  paidAt: "2025-03-12T09:55:00.000Z",
  shippedAt: "2025-03-13T09:55:00.000Z",
  expiredAt: null,
  canceledAt: null,
  carrier: "DHL",
  trackingNumber: "1234567890",
  orderPage: "/pedido/0123456789abcdef0123456789abcdef",
  dedicatoria: { nombre: "Mi mamá", mensaje: null },
};

describe("BuyerOrderCard (Mis pedidos)", () => {
  it("links the tracking number to the carrier's page and shows the dedication", () => {
    renderApp(<BuyerOrderCard order={shipped} />);
    expect(screen.getByRole("link", { name: /^1234567890/ }).getAttribute("href")).toBe(
      "https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1",
    );
    expect(screen.getByText("Mi mamá").parentElement?.textContent).toBe("Dedicatoria: Mi mamá");
    expect(screen.getByText("Total").parentElement?.textContent).toBe("Total $350.00 MXN");
  });
});
