// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useParams } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "@/app/store";
import { sampleBook } from "@/test/books";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { quoteServer } from "@/test/quote";
import { renderRoutes } from "@/test/render";
import PlaceOrderPage, { loader } from "./PlaceOrderPage";
import type { OrderPlacedState } from "./shipping";

const catalogue = [sampleBook({ id: 1, name: "Urdimbre", price: 350 })];
const filled: Record<string, string> = {
  "Nombre(s)": " María José ",
  Apellidos: "López Ruiz",
  "Correo electrónico": "maria@ejemplo.mx",
  Teléfono: "312 555 0101",
  "Calle y número": "Av. Juárez 123",
  Colonia: "Centro",
  "Código postal": "28000",
  Ciudad: "Colima",
  Estado: "Colima",
  Referencias: "Casa azul",
};

/** Stands for the order page: which order, and what the checkout handed it. */
function OrderPageProbe() {
  const state = useLocation().state as OrderPlacedState;
  return (
    <h1>
      Página del pedido {useParams().token}
      {state.factura ? ` con factura ${state.factura.rfc}` : ""}
    </h1>
  );
}

function renderCheckout(server: Parameters<typeof fakeApi>[0]) {
  localStorage.setItem("cartItems", JSON.stringify({ "1": 2, "99": 1 }));
  const api = fakeApi({
    "GET /books": { data: catalogue },
    "GET /config": { data: { paymentProvider: "simulated", stripePublishableKey: null } },
    "POST /orders/quote": quoteServer(
      { 1: { name: "Urdimbre", centavos: 35000 } },
      { code: "LECTORES15", percent: 15 },
    ),
    ...server,
  });
  const view = renderRoutes(
    [
      { path: "/place-order", loader, Component: PlaceOrderPage },
      { path: "/pedido/:token", Component: OrderPageProbe },
    ],
    { path: "/place-order", store: createStore() },
  );
  return { api, ...view };
}

/** The summary shows the server's quote (the first one comes after the page's first render: slow on a busy machine). */
const quoted = () => screen.findByText("× 2", {}, { timeout: 5000 });

/** Pastes each value into its field (typing ten fields key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === "Estado") {
      await user.selectOptions(screen.getByLabelText(label), value);
      continue;
    }
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PlaceOrderPage", () => {
  it("shows every problem at once under its field, focuses the first, keeps what was typed and sends nothing", async () => {
    const { api } = renderCheckout({});
    const user = userEvent.setup({ delay: null });
    await quoted();

    await fill(user, { ...filled, "Correo electrónico": "lucia@correo", Colonia: "   ", "Código postal": "2800" });
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));

    const email = screen.getByLabelText("Correo electrónico") as HTMLInputElement;
    // each field says what is wrong with it, in the contract's words, and is marked for assistive technology
    expect(screen.getByText("El correo electrónico no es válido").id).toBe("shipping-email-problem");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("shipping-email-problem");
    expect(screen.getByText("El campo Colonia es obligatorio")).toBeTruthy();
    expect(screen.getByText("El código postal debe tener 5 dígitos")).toBeTruthy();
    expect(screen.getByText("Debes aceptar el aviso de privacidad para continuar")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Campos incompletos: revisa los 4 campos marcados.");
    expect(document.activeElement).toBe(email); // the first problem in the page's order
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests.filter((r) => r.url === "/pago-oxxo")).toEqual([]);
    expect(email.value).toBe("lucia@correo");
    expect((screen.getByLabelText("Apellidos") as HTMLInputElement).value).toBe("López Ruiz");

    // fixing a field takes its problem away
    await user.clear(email);
    await user.type(email, "lucia@correo.mx");
    expect(screen.queryByText("El correo electrónico no es válido")).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Campos incompletos: revisa los 3 campos marcados.");
  });

  it("lets Referencias go past its limit, shows the count and refuses it with the limit's message", async () => {
    const { api } = renderCheckout({});
    const user = userEvent.setup({ delay: null });
    await screen.findByText("× 2");
    await fill(user, filled);
    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    const referencias = screen.getByLabelText("Referencias") as HTMLInputElement;
    await user.clear(referencias);
    await user.paste("Entre Madero y Zaragoza, casa azul con portón de madera");

    expect(referencias.value).toBe("Entre Madero y Zaragoza, casa azul con portón de madera");
    expect(screen.getByText(/\(55\/42 caracteres\)/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));
    expect(screen.getByText("El campo Referencias admite como máximo 42 caracteres")).toBeTruthy();
    expect(document.activeElement).toBe(referencias);
    expect(api.requests.filter((r) => r.url === "/pago-oxxo")).toEqual([]);
  });

  it("sends the trimmed shipping data with the catalogue's books only and goes to the order's page, in the same tab", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { api, store } = renderCheckout({
      "POST /pago-oxxo": {
        data: {
          client_secret: "pi_1_secret",
          orderId: 3,
          orderPage: "/pedido/0123abcd",
          hosted_voucher_url: "/api/vouchers/3",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    await quoted();

    await fill(user, filled);
    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));

    await screen.findByRole("heading", { name: "Página del pedido 0123abcd" });
    expect(api.requests.find((r) => r.url === "/pago-oxxo")?.body).toEqual({
      nombre: "María José López Ruiz",
      email: "maria@ejemplo.mx",
      telefono: "312 555 0101",
      direccion: {
        calleNumero: "Av. Juárez 123",
        colonia: "Centro",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "Casa azul",
      },
      items: [{ id: 1, name: "Urdimbre", price: 350, quantity: 2 }],
      aceptaPrivacidad: true,
    });
    expect(open).not.toHaveBeenCalled();
    expect(store.getState().cart.items).toEqual({});
  });

  it("asks for the privacy-notice box before sending, with a link to the notice", async () => {
    const { api } = renderCheckout({});
    const user = userEvent.setup({ delay: null });
    await quoted();
    expect(screen.getByRole("link", { name: "Leer el aviso de privacidad" }).getAttribute("href")).toBe(
      "/aviso-de-privacidad",
    );

    await fill(user, filled);
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));

    const box = screen.getByLabelText("He leído el aviso de privacidad");
    expect(screen.getByText("Debes aceptar el aviso de privacidad para continuar").id).toBe("checkout-privacy-problem");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole("alert").textContent).toBe("Campos incompletos: revisa el campo marcado.");
    expect(api.requests.filter((r) => r.url === "/pago-oxxo")).toEqual([]);
    await user.click(box);
    expect(screen.queryByText("Debes aceptar el aviso de privacidad para continuar")).toBeNull();
  });

  it("opens the invoice fields, offers only the regímenes and usos that fit, refuses a bad RFC and sends the invoice", async () => {
    const { api } = renderCheckout({
      "POST /pago-oxxo": {
        data: {
          client_secret: "pi_1_secret",
          orderId: 3,
          orderPage: "/pedido/0123abcd",
          hosted_voucher_url: "/api/vouchers/3",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    await quoted();
    expect(screen.queryByLabelText("RFC")).toBeNull();

    await fill(user, filled);
    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    await user.click(screen.getByLabelText("¿Necesitas factura?"));
    await user.type(screen.getByLabelText("RFC"), "ABC010203AB");
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));
    // the invoice's problems under the invoice's fields; the focus on the RFC
    expect(screen.getByText(/^El RFC no es válido/).id).toBe("invoice-rfc-problem");
    expect(screen.getByText("Elige un régimen fiscal del catálogo del SAT").id).toBe("invoice-regimenFiscal-problem");
    expect(document.activeElement).toBe(screen.getByLabelText("RFC"));
    expect(api.requests.filter((r) => r.url === "/pago-oxxo")).toEqual([]);

    await user.type(screen.getByLabelText("RFC"), "1");
    const regimen = screen.getByLabelText("Régimen fiscal") as HTMLSelectElement;
    const regimenes = [...regimen.options].map((o) => o.value).filter(Boolean);
    expect(regimenes).toContain("601");
    expect(regimenes).not.toContain("605"); // a company's RFC: no régimen of persons only
    await user.selectOptions(regimen, "603");
    const usos = [...(screen.getByLabelText("Uso del CFDI") as HTMLSelectElement).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(usos).toContain("G03");
    expect(usos).not.toContain("D10");
    await user.selectOptions(screen.getByLabelText("Uso del CFDI"), "G03");
    await fill(user, { "Razón social": "Escuela Primaria Colima", "Código postal fiscal": "28017" });
    expect(screen.getByText(/la emite la persona contadora de la autora/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));

    await screen.findByRole(
      "heading",
      { name: "Página del pedido 0123abcd con factura ABC010203AB1" },
      { timeout: 10_000 },
    );
    expect(api.requests.find((r) => r.url === "/pago-oxxo")?.body).toMatchObject({
      aceptaPrivacidad: true,
      factura: {
        rfc: "ABC010203AB1",
        razonSocial: "Escuela Primaria Colima",
        regimenFiscal: "603",
        usoCfdi: "G03",
        codigoPostal: "28017",
      },
    });
  });

  it("shows the server's lines and total, applies a code the server accepts and sends it with the order", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const { api } = renderCheckout({
      "POST /pago-oxxo": {
        data: {
          client_secret: "pi_1_secret",
          orderId: 3,
          orderPage: "/pedido/0123abcd",
          hosted_voucher_url: "/api/vouchers/3",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const summary = await screen.findByRole("region", { name: "Resumen del pedido" });
    await quoted();
    expect(within(summary).getByText("$700.00 MXN", { selector: "strong" })).toBeTruthy();

    await fill(user, filled);
    await user.type(screen.getByLabelText("¿Tienes un código?"), "lectores15{Enter}");

    await within(summary).findByText("Descuento (LECTORES15)");
    expect(within(summary).getByText("−$105.00 MXN")).toBeTruthy();
    expect(within(summary).getByText("$595.00 MXN", { selector: "strong" })).toBeTruthy();
    expect(within(summary).getByRole("status").textContent).toBe(
      "Código LECTORES15 aplicado: 15 % de descuento.Quitar",
    );
    expect(api.requests.filter((r) => r.url === "/orders/quote").at(-1)?.body).toEqual({
      items: [{ bookId: 1, quantity: 2 }],
      code: "LECTORES15",
      email: "maria@ejemplo.mx",
    });
    expect(screen.getByRole("heading", { name: "Información de envío" })).toBeTruthy(); // Enter applied the code, it placed no order

    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));
    await screen.findByRole("heading", { name: "Página del pedido 0123abcd" });
    expect(api.requests.find((r) => r.url === "/pago-oxxo")?.body).toMatchObject({
      code: "LECTORES15",
      items: [{ id: 1, quantity: 2 }],
    });
    expect(localStorage.getItem("orders")).toBeNull(); // no local copy: the order lives on the server
  });

  it("says in Spanish why a code does not apply, keeps the total and sends no code", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const { api } = renderCheckout({
      "POST /pago-oxxo": {
        data: {
          client_secret: "pi_1_secret",
          orderId: 3,
          orderPage: "/pedido/0123abcd",
          hosted_voucher_url: "/api/vouchers/3",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const summary = await screen.findByRole("region", { name: "Resumen del pedido" });
    await quoted();

    await user.type(screen.getByLabelText("¿Tienes un código?"), "ADIVINO");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    expect((await within(summary).findByRole("alert")).textContent).toBe("Ese código no existe");
    expect(within(summary).queryByText(/^Descuento/)).toBeNull();
    expect(within(summary).getByText("$700.00 MXN", { selector: "strong" })).toBeTruthy();

    await fill(user, filled);
    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));
    await screen.findByRole("heading", { name: "Página del pedido 0123abcd" });
    expect(api.requests.find((r) => r.url === "/pago-oxxo")?.body).not.toHaveProperty("code");
  });

  it("places no order while the total cannot be priced, and says why", async () => {
    const { api } = renderCheckout({
      "POST /orders/quote": { status: 409, data: { message: "Lo sentimos, Urdimbre está agotado." } },
    });
    const user = userEvent.setup({ delay: null });
    const summary = await screen.findByRole("region", { name: "Resumen del pedido" });
    expect((await within(summary).findByRole("alert")).textContent).toBe("Lo sentimos, Urdimbre está agotado.");

    await fill(user, filled);
    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));
    const payment = screen.getByRole("region", { name: "Método de pago" });
    expect((await within(payment).findByRole("alert")).textContent).toBe("Lo sentimos, Urdimbre está agotado.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests.filter((r) => r.url === "/pago-oxxo")).toEqual([]);
  });

  it("says beside the button why the server refused the order, in its words, and keeps what was typed", async () => {
    const { api } = renderCheckout({
      "POST /pago-oxxo": { status: 409, data: { message: "Lo sentimos, solo queda 1 ejemplar de Urdimbre." } },
    });
    const user = userEvent.setup({ delay: null });
    await quoted();
    await fill(user, filled);
    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));

    const payment = screen.getByRole("region", { name: "Método de pago" });
    expect((await within(payment).findByRole("alert")).textContent).toBe(
      "Lo sentimos, solo queda 1 ejemplar de Urdimbre.",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests.filter((r) => r.url === "/pago-oxxo")).toHaveLength(1);
    expect((screen.getByLabelText("Apellidos") as HTMLInputElement).value).toBe("López Ruiz");
    expect((screen.getByRole("button", { name: "Realizar pedido" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("PlaceOrderPage for a signed-in reader", () => {
  // the reader's stored token; the session check's answer about the account comes later, dispatched by each test
  beforeEach(() =>
    localStorage.setItem("token", fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 })),
  );
  afterEach(() => localStorage.clear());

  it("starts with the reader's name and e-mail, which the reader can still change", async () => {
    const { api, store } = renderCheckout({
      "POST /pago-oxxo": {
        data: {
          client_secret: "pi_1_secret",
          orderId: 3,
          orderPage: "/pedido/0123abcd",
          hosted_voucher_url: "/api/vouchers/3",
        },
      },
    });
    // the session check (on the app's start) knows the reader signed in by the stored token
    act(
      () =>
        void store.dispatch({
          type: "session/fetchCurrentUser/fulfilled",
          payload: { id: 5, nombre: "María José López Ruiz", email: "maria@ejemplo.mx", rol: 2 },
        }),
    );
    const user = userEvent.setup({ delay: null });
    await quoted();
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([value("Nombre(s)"), value("Apellidos"), value("Correo electrónico")]).toEqual([
      "María José",
      "López Ruiz",
      "maria@ejemplo.mx",
    ]);

    await user.clear(screen.getByLabelText("Correo electrónico"));
    await user.type(screen.getByLabelText("Correo electrónico"), "regalo@ejemplo.mx");
    const { "Nombre(s)": _n, Apellidos: _a, "Correo electrónico": _e, ...rest } = filled;
    await fill(user, rest);
    await user.click(screen.getByLabelText("He leído el aviso de privacidad"));
    await user.click(screen.getByRole("button", { name: "Realizar pedido" }));
    await screen.findByRole("heading", { name: "Página del pedido 0123abcd" });
    expect(api.requests.find((r) => r.url === "/pago-oxxo")?.body).toMatchObject({
      nombre: "María José López Ruiz",
      email: "regalo@ejemplo.mx",
    });
  });

  it("never replaces what the person typed before the session was known", async () => {
    const { store } = renderCheckout({});
    const user = userEvent.setup({ delay: null });
    await quoted();
    await user.type(screen.getByLabelText("Nombre(s)"), "Lucía");
    await user.type(screen.getByLabelText("Correo electrónico"), "x");
    await user.clear(screen.getByLabelText("Correo electrónico")); // typed in, then emptied on purpose
    // the session check confirms the reader after the page showed
    act(
      () =>
        void store.dispatch({
          type: "session/fetchCurrentUser/fulfilled",
          payload: { id: 5, nombre: "María López", email: "maria@ejemplo.mx", rol: 2 },
        }),
    );
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    await waitFor(() => expect(value("Apellidos")).toBe("López"));
    expect(value("Nombre(s)")).toBe("Lucía");
    expect(value("Correo electrónico")).toBe("");
  });
});
