// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { sampleBook } from "@/test/books";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";

describe("BookPage (/urdimbre)", () => {
  it("renders the book its route's loader read, heading, price and main image together", async () => {
    const api = fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [sampleBook({ name: "Urdimbre", price: 350 })] },
      "GET /1/comentarios": { data: [] },
      "GET /testimonials": { data: [] },
    });

    renderRoute("/urdimbre");

    await screen.findByRole("heading", { level: 1, name: "Urdimbre" }, pageLoad);
    expect(screen.getByText("$350.00 MXN")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Urdimbre" }).getAttribute("src")).toBe("/uploads/books/portada.png?w=960");
    await screen.findByText("No hay comentarios aún.");
    expect(api.requests.filter((request) => request.url === "/books")).toHaveLength(1);
  });

  it("says 'Agotado' and disables COMPRAR when no copies are left", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [sampleBook({ name: "Urdimbre", stock: 0 })] },
      "GET /1/comentarios": { data: [] },
      "GET /testimonials": { data: [] },
    });
    renderRoute("/urdimbre");
    const button = (await screen.findByRole("button", { name: "COMPRAR" }, pageLoad)) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Agotado")).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe("Agotado");
    expect(screen.queryByText(/^Quedan? /)).toBeNull();
  });

  it("keeps COMPRAR enabled while there are copies, and says how many are left when 3 or fewer", async () => {
    const shown = async (stock: number | null) => {
      fakeApi({
        "GET /site-content": { data: siteContent },
        "GET /books": { data: [sampleBook({ name: "Urdimbre", stock })] },
        "GET /1/comentarios": { data: [] },
        "GET /testimonials": { data: [] },
      });
      const view = renderRoute("/urdimbre");
      expect(((await screen.findByRole("button", { name: "COMPRAR" }, pageLoad)) as HTMLButtonElement).disabled).toBe(
        false,
      );
      expect(screen.queryByText("Agotado")).toBeNull();
      const line = document.querySelector(".buy__few")?.textContent ?? null;
      view.unmount();
      return line;
    };
    expect(await shown(1)).toBe("Queda 1 ejemplar");
    expect(await shown(3)).toBe("Quedan 3 ejemplares");
    expect(await shown(4)).toBeNull();
    expect(await shown(null)).toBeNull();
  });

  it("says beside the price how payment and delivery work, with the author's delivery time", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [sampleBook({ name: "Urdimbre", deliveryTime: "5 a 10 días hábiles" })] },
      "GET /1/comentarios": { data: [] },
      "GET /testimonials": { data: [] },
    });
    renderRoute("/urdimbre");
    const terms = await screen.findByRole("list", { name: "Pago y entrega" }, pageLoad);
    expect(within(terms).getByText("Pago en efectivo en OXXO.")).toBeTruthy();
    expect(within(terms).getByText("Envío sin costo a todo México")).toBeTruthy();
    expect(within(terms).getAllByRole("listitem")[2].textContent).toBe(
      "Tiempo de entrega: 5 a 10 días hábiles después de tu pago.",
    );
  });

  it("COMPRAR says 'Agregado al carrito' with the way to the cart, and stops at the copies there are", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [sampleBook({ name: "Urdimbre", stock: 2 })] },
      "GET /1/comentarios": { data: [] },
      "GET /testimonials": { data: [] },
    });
    const { store } = renderRoute("/urdimbre");
    const user = userEvent.setup({ delay: null });
    const buy = await screen.findByRole("button", { name: "COMPRAR" }, pageLoad);

    await user.click(buy);
    const status = document.getElementById(buy.getAttribute("aria-describedby")!)!;
    expect(status.getAttribute("role")).toBe("status");
    expect(within(status).getByText("Agregado al carrito.")).toBeTruthy();
    expect(within(status).getByRole("link", { name: "Ver carrito" }).getAttribute("href")).toBe("/cart");
    await user.click(buy);
    expect(store.getState().cart.items).toEqual({ "1": 2 });

    await user.click(buy);
    expect(store.getState().cart.items).toEqual({ "1": 2 });
    expect(status.textContent).toBe("Ya tienes en tu carrito los 2 ejemplares que quedan.Ver carrito");
  });

  it("shows no book when there is none", async () => {
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [] },
      "GET /testimonials": { data: [] },
    });

    renderRoute("/urdimbre");

    await screen.findByRole("link", { name: "Mariana Ruiz Cárdenas" }, pageLoad); // the layout rendered
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.queryByText("COMPRAR")).toBeNull();
  });

  it("shows the comments and testimonials its route's loader read with the book", async () => {
    const api = fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [sampleBook({ id: 3, name: "Urdimbre" })] },
      "GET /3/comentarios": {
        data: [
          {
            id: 1,
            contenido: "Un libro precioso.",
            fecha: "2025-01-10T12:00:00.000Z",
            usuarioId: 2,
            usuario: { nombre: "Lucía" },
          },
        ],
      },
      "GET /testimonials": { data: [{ id: 4, content: "Una obra necesaria.", author: "Elena Poniatowska" }] },
    });

    renderRoute("/urdimbre");

    await screen.findByRole("heading", { level: 1, name: "Urdimbre" }, pageLoad);
    expect(screen.getByText("Un libro precioso.")).toBeTruthy();
    expect(screen.getByText("Una obra necesaria.")).toBeTruthy();
    expect(screen.getByText("— Elena Poniatowska")).toBeTruthy();
    expect(
      api.requests.filter((request) => request.url === "/3/comentarios" || request.url === "/testimonials"),
    ).toHaveLength(2);
  });

  it("still shows the book when its comments and testimonials cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /books": { data: [sampleBook({ name: "Urdimbre" })] },
      "GET /1/comentarios": { status: 502 },
      "GET /testimonials": { status: 502 },
    });

    renderRoute("/urdimbre");

    await screen.findByRole("heading", { level: 1, name: "Urdimbre" }, pageLoad);
    expect(screen.getByText("No se pudieron cargar los comentarios.")).toBeTruthy();
    expect(screen.getByText("No se pudieron cargar los testimonios.")).toBeTruthy();
    expect(screen.queryByText("No hay comentarios aún.")).toBeNull();
    expect(screen.queryByText("No hay testimonios disponibles.")).toBeNull();
    vi.restoreAllMocks();
  });
});
