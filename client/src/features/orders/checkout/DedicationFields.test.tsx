// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "@/app/store";
import { sampleBook } from "@/test/books";
import { fakeApi } from "@/test/fake-api";
import { quoteServer } from "@/test/quote";
import { renderRoutes } from "@/test/render";
import PlaceOrderPage, { loader } from "./PlaceOrderPage";

const shipping: Record<string, string> = {
  "Nombre(s)": "María José",
  Apellidos: "López Ruiz",
  "Correo electrónico": "maria@ejemplo.mx",
  Teléfono: "312 555 0101",
  "Calle y número": "Av. Juárez 123",
  Colonia: "Centro",
  "Código postal": "28000",
  Ciudad: "Colima",
  Referencias: "Casa azul",
};

function renderCheckout(dedicado: boolean) {
  localStorage.setItem("cartItems", JSON.stringify({ "1": 1 }));
  const api = fakeApi({
    "GET /books": { data: [sampleBook({ id: 1, name: "Urdimbre", price: 350, dedicado })] },
    "GET /config": { data: { paymentProvider: "simulated", stripePublishableKey: null } },
    "POST /orders/quote": quoteServer({ 1: { name: "Urdimbre", centavos: 35000 } }),
    "POST /pago-oxxo": {
      data: {
        client_secret: "pi_1_secret",
        orderId: 3,
        orderPage: "/pedido/0123abcd",
        hosted_voucher_url: "/api/vouchers/3",
      },
    },
  });
  renderRoutes(
    [
      { path: "/place-order", loader, Component: PlaceOrderPage },
      { path: "/pedido/:token", Component: () => <h1>Pedido hecho</h1> },
    ],
    { path: "/place-order", store: createStore() },
  );
  return api;
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(shipping)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText("Estado"), "Colima");
  await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a dedication at checkout", () => {
  it("is not offered for a book the author does not sign", async () => {
    renderCheckout(false);
    await screen.findByText("× 1", {}, { timeout: 5000 });
    expect(screen.queryByLabelText("Quiero mi ejemplar dedicado por la autora")).toBeNull();
  });

  it("counts characters, shows the schema's Spanish messages, refuses a blank name and sends the dedication", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const api = renderCheckout(true);
    const user = userEvent.setup({ delay: null });
    await screen.findByText("× 1", {}, { timeout: 5000 });
    expect(screen.queryByLabelText("¿A quién se lo dedico?")).toBeNull();
    await user.click(screen.getByLabelText("Quiero mi ejemplar dedicado por la autora"));

    const name = screen.getByLabelText("¿A quién se lo dedico?");
    expect(name.getAttribute("placeholder")).toBe("Ej.: Rosa María");
    expect(screen.getByText("0/60 caracteres")).toBeTruthy();
    expect(screen.getByText("0/200 caracteres")).toBeTruthy();
    // leaving the name blank says so (the schema loads on demand: slow on a busy machine)
    await user.click(name);
    await user.tab();
    await screen.findByText("Escribe a quién se lo dedico", {}, { timeout: 10_000 });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    // over the limit: the count turns red and the message names the limit
    await user.click(name);
    await user.paste("A".repeat(61));
    expect(screen.getByText("61/60 caracteres")).toBeTruthy();
    expect(screen.getByText("El nombre de la dedicatoria admite como máximo 60 caracteres")).toBeTruthy();

    await fillShipping(user);
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));
    // said beside the button too, where the buyer is looking
    const payment = screen.getByRole("region", { name: "Método de pago" });
    await within(payment).findByText("El nombre de la dedicatoria admite como máximo 60 caracteres");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests.filter((r) => r.url === "/pago-oxxo")).toEqual([]);

    await user.clear(name);
    await user.click(name);
    await user.paste("  Ana Sofía ");
    await user.click(screen.getByLabelText("Mensaje corto (opcional)"));
    await user.paste("Para que nunca dejes de leer.");
    expect(screen.queryByText(/admite como máximo/, { selector: ".dedication__error" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));

    await screen.findByRole("heading", { name: "Pedido hecho" }, { timeout: 10_000 });
    expect(api.requests.find((r) => r.url === "/pago-oxxo")?.body).toMatchObject({
      dedicatoria: { nombre: "Ana Sofía", mensaje: "Para que nunca dejes de leer." },
    });
  });
});
