// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createStore } from "@/app/store";
import { sampleBook } from "@/test/books";
import { fakeApi } from "@/test/fake-api";
import { quoteServer } from "@/test/quote";
import { renderRoutes } from "@/test/render";
import CartPage, { loader } from "./CartPage";

const catalogue = [
  sampleBook({ id: 1, name: "Urdimbre", price: 350 }),
  sampleBook({ id: 2, name: "Cuaderno de bordado", price: 120.5, images: [] }),
];

function renderCart(cartItems: Record<string, number>) {
  if (Object.keys(cartItems).length) localStorage.setItem("cartItems", JSON.stringify(cartItems));
  return renderRoutes(
    [
      { path: "/cart", loader, Component: CartPage },
      { path: "/place-order", element: <h1>Información de envío</h1> },
    ],
    { path: "/cart", store: createStore() },
  );
}

/** The server's own prices: the cart shows its total as it comes, whatever the catalogue said. */
const server = {
  "GET /books": { data: catalogue },
  "POST /orders/quote": quoteServer({
    1: { name: "Urdimbre", centavos: 35000 },
    2: { name: "Cuaderno de bordado", centavos: 12050 },
  }),
};

const line = (name: string) => screen.getByRole("heading", { name }).closest("li")!;
const total = () =>
  within(screen.getByRole("complementary", { name: "Tu total:" })).queryByText(/^\$|^—$/)?.textContent;

describe("CartPage", () => {
  it("says the cart is empty when nothing was added", async () => {
    fakeApi(server);
    renderCart({});
    await screen.findByRole("heading", { name: "Carrito" });
    expect(screen.getByText("¡Aún no hay nada en tu carrito!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Proceder al pago" })).toBeNull();
  });

  it("shows each line with its price, from the catalogue its route loaded", async () => {
    fakeApi(server);
    renderCart({ "1": 2, "2": 1 });

    await screen.findByRole("heading", { name: "Urdimbre" });
    expect(within(line("Urdimbre")).getByText("$350.00 MXN")).toBeTruthy();
    expect((within(line("Urdimbre")).getByLabelText("Cantidad") as HTMLInputElement).value).toBe("2");
    expect(within(line("Urdimbre")).getByRole("img", { name: "Urdimbre" }).getAttribute("src")).toBe(
      "/uploads/books/portada.png?w=960",
    );
    expect(
      within(line("Cuaderno de bordado")).getByText("$120.50 MXN", { selector: ".cart-item__price" }),
    ).toBeTruthy();
    await waitFor(() => expect(total()).toBe("$820.50 MXN"));
  });

  it("asks the server to price only the books found in the catalogue", async () => {
    const api = fakeApi(server);
    renderCart({ "1": 1, "99": 4 });

    await screen.findByRole("heading", { name: "Urdimbre" });
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    await waitFor(() => expect(total()).toBe("$350.00 MXN"));
    expect(api.requests.filter((r) => r.url === "/orders/quote").map((r) => r.body)).toEqual([
      { items: [{ bookId: 1, quantity: 1 }] },
    ]);
  });

  it("shows the total the server quotes, not a sum of the prices it shows", async () => {
    fakeApi({
      ...server,
      "POST /orders/quote": {
        data: { lines: [], subtotalCentavos: 79900, discount: null, totalCentavos: 79900, codeRefusal: null },
      },
    });
    renderCart({ "1": 2, "2": 1 });

    await screen.findByText("$799.00 MXN");
    expect(screen.queryByText("$820.50 MXN")).toBeNull();
  });

  it("says in Spanish why the total could not be priced: the server's reason, or a connection problem", async () => {
    fakeApi({
      ...server,
      "POST /orders/quote": { status: 409, data: { message: "Lo sentimos, solo quedan 2 ejemplares de Urdimbre." } },
    });
    renderCart({ "1": 3 });
    expect((await screen.findByRole("alert")).textContent).toBe("Lo sentimos, solo quedan 2 ejemplares de Urdimbre.");
    expect(total()).toBe("—");
  });

  it("says the total could not be calculated when the server does not answer", async () => {
    fakeApi({ ...server, "POST /orders/quote": { status: 503, data: "" } });
    renderCart({ "1": 1 });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos calcular el total de tu pedido. Revisa tu conexión e intenta de nuevo.",
    );
  });

  it("sets the quantity from 1 up; while the field holds 0 or nothing it shows no total and no way on", async () => {
    fakeApi(server);
    const user = userEvent.setup();
    const { store } = renderCart({ "1": 2, "2": 1 });
    await screen.findByRole("heading", { name: "Urdimbre" });
    const quantity = within(line("Urdimbre")).getByLabelText("Cantidad") as HTMLInputElement;
    await waitFor(() => expect(total()).toBe("$820.50 MXN"));

    await user.clear(quantity);
    expect(total()).toBe("—");
    expect(screen.getByText("Escribe una cantidad de 1 o más para ver tu total.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Proceder al pago" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(quantity, "0");
    expect(store.getState().cart.items["1"]).toBe(2);
    expect(total()).toBe("—");
    await user.tab();
    expect(quantity.value).toBe("2");
    await waitFor(() => expect(total()).toBe("$820.50 MXN"));
    expect((screen.getByRole("button", { name: "Proceder al pago" }) as HTMLButtonElement).disabled).toBe(false);

    await user.clear(quantity);
    await user.type(quantity, "3");
    expect(store.getState().cart.items["1"]).toBe(3);
    await waitFor(() => expect(total()).toBe("$1,170.50 MXN"));
  });

  it("stops at the copies in stock: the field's max, the + button and a line saying why", async () => {
    const few = [sampleBook({ id: 1, name: "Urdimbre", price: 350, stock: 3 })];
    fakeApi({ ...server, "GET /books": { data: few } });
    const user = userEvent.setup();
    const { store } = renderCart({ "1": 2 });
    await screen.findByRole("heading", { name: "Urdimbre" });
    const quantity = within(line("Urdimbre")).getByLabelText("Cantidad") as HTMLInputElement;
    const plus = screen.getByRole("button", { name: "Agregar uno de Urdimbre" }) as HTMLButtonElement;
    expect(quantity.max).toBe("3");
    expect(screen.queryByText(/Solo quedan/)).toBeNull();

    await user.click(plus);
    expect(store.getState().cart.items["1"]).toBe(3);
    expect(plus.disabled).toBe(true);
    const why = screen.getByText("Solo quedan 3 ejemplares: no puedes agregar más.");
    expect(quantity.getAttribute("aria-describedby")).toBe(why.id);

    await user.clear(quantity);
    await user.type(quantity, "8");
    expect(store.getState().cart.items["1"]).toBe(3);
    await user.tab();
    expect(quantity.value).toBe("3");
    await waitFor(() => expect(total()).toBe("$1,050.00 MXN"));
  });

  it("brings a kept cart down to the copies left, and says 'Solo queda 1 ejemplar'", async () => {
    fakeApi({ ...server, "GET /books": { data: [sampleBook({ id: 1, name: "Urdimbre", price: 350, stock: 1 })] } });
    const { store } = renderCart({ "1": 4 });
    await screen.findByText("Solo queda 1 ejemplar: no puedes agregar más.");
    await waitFor(() => expect(store.getState().cart.items["1"]).toBe(1));
    expect((within(line("Urdimbre")).getByLabelText("Cantidad") as HTMLInputElement).value).toBe("1");
    await waitFor(() => expect(total()).toBe("$350.00 MXN"));
  });

  it("says so when the books cannot be read, instead of calling the cart empty", async () => {
    fakeApi({ ...server, "GET /books": { status: 503, data: "" } });
    renderCart({ "1": 1 });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos cargar los libros de tu carrito. Revisa tu conexión y vuelve a cargar la página.",
    );
    expect(screen.queryByText("¡Aún no hay nada en tu carrito!")).toBeNull();
  });

  it("shows each line's subtotal: its price times its quantity", async () => {
    fakeApi(server);
    const user = userEvent.setup();
    renderCart({ "1": 2, "2": 1 });
    await screen.findByRole("heading", { name: "Urdimbre" });
    expect(within(line("Urdimbre")).getByText("Subtotal:").textContent).toBe("Subtotal: $700.00 MXN");
    expect(within(line("Cuaderno de bordado")).getByText("Subtotal:").textContent).toBe("Subtotal: $120.50 MXN");
    await user.click(screen.getByRole("button", { name: "Agregar uno de Cuaderno de bordado" }));
    expect(within(line("Cuaderno de bordado")).getByText("Subtotal:").textContent).toBe("Subtotal: $241.00 MXN");
  });

  it("lowers one at a time down to 1: − never takes a book out", async () => {
    fakeApi(server);
    const user = userEvent.setup();
    renderCart({ "1": 2, "2": 1 });
    await screen.findByRole("heading", { name: "Urdimbre" });

    await user.click(screen.getByRole("button", { name: "Quitar uno de Urdimbre" }));
    expect((within(line("Urdimbre")).getByLabelText("Cantidad") as HTMLInputElement).value).toBe("1");
    await waitFor(() => expect(total()).toBe("$470.50 MXN"));

    const lower = screen.getByRole("button", { name: "Quitar uno de Cuaderno de bordado" });
    expect((lower as HTMLButtonElement).disabled).toBe(true);
    await user.click(lower);
    expect((within(line("Cuaderno de bordado")).getByLabelText("Cantidad") as HTMLInputElement).value).toBe("1");
  });

  it("'Eliminar' takes a book out, 'Deshacer' puts it back with its quantity, and the last one leaves the empty cart", async () => {
    fakeApi(server);
    const user = userEvent.setup();
    const { store } = renderCart({ "1": 2, "2": 1 });
    await screen.findByRole("heading", { name: "Urdimbre" });

    await user.click(within(line("Urdimbre")).getByRole("button", { name: "Eliminar Urdimbre del carrito" }));
    expect(screen.queryByRole("heading", { name: "Urdimbre" })).toBeNull();
    expect(screen.getByText("Quitaste «Urdimbre» de tu carrito.")).toBeTruthy();
    await waitFor(() => expect(total()).toBe("$120.50 MXN"));

    await user.click(screen.getByRole("button", { name: "Deshacer" }));
    expect((within(line("Urdimbre")).getByLabelText("Cantidad") as HTMLInputElement).value).toBe("2");
    expect(screen.queryByText("Quitaste «Urdimbre» de tu carrito.")).toBeNull();
    await waitFor(() => expect(total()).toBe("$820.50 MXN"));

    await user.click(screen.getByRole("button", { name: "Eliminar Cuaderno de bordado del carrito" }));
    await user.click(screen.getByRole("button", { name: "Eliminar Urdimbre del carrito" }));
    expect(screen.getByText("¡Aún no hay nada en tu carrito!")).toBeTruthy();
    expect(screen.getByText("Quitaste «Urdimbre» de tu carrito.")).toBeTruthy();
    expect(store.getState().cart.items).toEqual({});
  });

  it("'Proceder al pago' goes to /place-order", async () => {
    fakeApi(server);
    const user = userEvent.setup();
    renderCart({ "1": 1 });

    await user.click(await screen.findByRole("button", { name: "Proceder al pago" }));
    await screen.findByRole("heading", { name: "Información de envío" });
  });
});
