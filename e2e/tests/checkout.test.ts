// Checkout on the simulated payment provider: cart -> /place-order -> the order's own page (/pedido/<token>) with the
// voucher, then the administrator marks it paid and shipped and the same page follows.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, callApi as call, createBook, launchBrowser, newPage, screenshot, viewports } from "../lib/browser.ts";
import { pngFile } from "../../server/test/files.ts";

interface Book {
  id: number;
  name: string;
  price: number;
}
interface Order {
  id: number;
  status: string;
  email: string;
  total: number;
  voucherUrl: string | null;
  orderPage: string;
  items: { bookId: number; quantity: number; price: number }[];
}

let browser: Browser;
let book: Book;
let adminToken: string;

/** A valid 1x1 PNG for the book's cover. */
const png = () => new Blob([new Uint8Array(pngFile())], { type: "image/png" });

/** The demo content normally has the book; a bare database gets one through the admin API. */
async function ensureBook(): Promise<Book> {
  let books = await call<Book[]>("/books");
  if (!books.length) {
    await createBook(adminToken, [png()]);
    books = await call<Book[]>("/books");
  }
  return { ...books[0], price: Number(books[0].price) };
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await call<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
  book = await ensureBook();
});
afterAll(() => browser?.close());

/** "$1,234.50 MXN", as the site writes an amount. */
const money = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;

async function openCheckoutWithCart(page: Page, quantity: number) {
  await page.goto("/");
  await page.evaluate(([id, q]) => localStorage.setItem("cartItems", JSON.stringify({ [id]: q })), [
    String(book.id),
    quantity,
  ] as const);
  await page.goto("/place-order");
  await page.getByRole("heading", { level: 1, name: "Información de envío" }).waitFor();
  await page
    .getByText(money(book.price * quantity))
    .first()
    .waitFor();
}

async function fillShipping(page: Page, values: Record<string, string>) {
  const form = page.getByRole("group", { name: "Datos de envío" });
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if (label === "Estado") await field.selectOption(value);
    else await field.fill(value);
  }
  await page.getByLabel("He leído el aviso de privacidad").check();
}

const shopper = (email: string, codigoPostal = "28000") => ({
  "Nombre(s)": "María José",
  Apellidos: "López Ruiz",
  "Correo electrónico": email,
  Teléfono: "312 555 0101",
  "Calle y número": "Av. Juárez 123",
  Colonia: "Centro",
  "Código postal": codigoPostal,
  Ciudad: "Colima",
  Estado: "Colima",
  Referencias: "Casa azul junto a la panadería",
});

/** Full-page screenshot from the top (so the sticky header sits where it belongs), after the route-change overlay. */
async function shoot(page: Page, name: string) {
  await page.locator(".page-overlay").waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Submits, lands on the order's page (no other tab opens) and answers its address. */
async function submitAndLandOnOrderPage(context: BrowserContext, page: Page): Promise<string> {
  await page.getByRole("button", { name: "Realizar pedido" }).click();
  await page.waitForURL(/\/pedido\/[0-9a-f]{32}$/);
  await page.getByRole("region", { name: "Ficha de pago OXXO" }).waitFor();
  expect(context.pages()).toHaveLength(1);
  return new URL(page.url()).pathname;
}

const mxn = money;

async function ordersOf(email: string): Promise<Order[]> {
  const orders = await call<Order[]>("/orders", { token: adminToken });
  return orders.filter((o) => o.email === email);
}

describe("checkout on the simulated provider", () => {
  it("walks cart -> checkout -> the order page with its voucher on a wide screen, then paid and shipped as the admin marks them", async () => {
    const email = `compradora-${Date.now()}@example.com`;
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await openCheckoutWithCart(page, 2);

    expect(await page.getByRole("heading", { name: "Método de pago" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "OXXO: pago en efectivo" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.getByText("Modo de prueba:").waitFor();
    // Referencias shows its limit and is never cut short
    expect(await page.locator("#shipping-referencias").getAttribute("maxlength")).toBeNull();
    expect(await page.getByText("(0/42 caracteres)", { exact: false }).isVisible()).toBe(true);
    // Form on the left, summary on the right.
    const form = await page.locator(".checkout__shipping").boundingBox();
    const side = await page.locator(".checkout__side").boundingBox();
    expect(side!.x).toBeGreaterThan(form!.x + form!.width - 1);

    // Every problem at once, under its field; the first has the focus; no pop-up, nothing sent.
    await page.locator("#shipping-email").fill("lucia@correo");
    await page.getByRole("button", { name: "Realizar pedido" }).click();
    expect(await page.getByRole("alert").filter({ hasText: "campos marcados" }).textContent()).toBe(
      "Campos incompletos: revisa los 11 campos marcados.",
    );
    expect(await page.locator("#shipping-nombres-problem").textContent()).toBe("El campo Nombre(s) es obligatorio");
    expect(await page.locator("#shipping-email-problem").textContent()).toBe("El correo electrónico no es válido");
    expect(await page.locator("#shipping-email").inputValue()).toBe("lucia@correo");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("shipping-nombres");
    expect(await page.locator(".swal2-popup").count()).toBe(0);
    await shoot(page, "place-order-problems-1280");
    expect(await ordersOf(email)).toEqual([]);

    await fillShipping(page, shopper(email));
    await shoot(page, "place-order-1280");
    const orderPage = await submitAndLandOnOrderPage(context, page);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({
      status: "pending",
      total: book.price * 2,
      orderPage,
      items: [{ bookId: book.id, quantity: 2, price: book.price }],
    });

    // The order page, inside the site: header, number, status, the voucher itself and what was bought.
    expect(await page.locator("header.site-header").count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Pedido #${order.id}`);
    expect(await page.getByText("Pendiente de pago").isVisible()).toBe(true);
    expect(await page.getByText("¡Gracias por tu compra!", { exact: false }).isVisible()).toBe(true);
    const voucher = page.getByRole("region", { name: "Ficha de pago OXXO" });
    const fact = (label: string) => voucher.locator("dt", { hasText: label }).locator("+ dd").textContent();
    expect(await fact("Monto a pagar")).toBe(mxn(book.price * 2));
    expect(await fact("Pedido")).toBe(`#${order.id}`);
    expect(await fact("Pago a")).toBeTruthy();
    expect(await fact("Paga antes del")).toMatch(/ a las 11:59 p\.\s?m\. \(hora del centro de México\)$/);
    const reference = new URL(order.voucherUrl!, page.url()).pathname.split("/").pop()!;
    expect(await voucher.getByText(reference.replace(/(\d{4})(?=\d)/g, "$1 ")).isVisible()).toBe(true);
    expect(await voucher.getByRole("img", { name: `Código de barras de la referencia ${reference}` }).isVisible()).toBe(
      true,
    );
    expect(await voucher.getByRole("heading", { name: "Cómo pagar" }).isVisible()).toBe(true);
    expect(await page.getByText(`${book.name} × 2`).isVisible()).toBe(true);
    await shoot(page, "order-page-pending-1280");

    // "Imprimir o guardar como PDF" prints; printed, the page leaves out the site's frame and the buttons.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute("data-printed", "true");
    });
    await page.getByRole("button", { name: "Imprimir o guardar como PDF" }).click();
    expect(await page.locator("html").getAttribute("data-printed")).toBe("true");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header.site-header").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Imprimir o guardar como PDF" }).isVisible()).toBe(false);
    expect(await voucher.getByRole("img", { name: /Código de barras/ }).isVisible()).toBe(true);
    await shoot(page, "order-page-print-1280");
    await page.emulateMedia({ media: "screen" });

    // the cart is emptied; the browser keeps no copy of the order (its page, by its link, is where it lives)
    const stored = await page.evaluate(() => ({
      cart: localStorage.getItem("cartItems"),
      orders: localStorage.getItem("orders"),
    }));
    expect(stored).toEqual({ cart: null, orders: null });

    // A reload (or the link in the e-mails) shows the same order; the voucher link of earlier e-mails leads here too.
    await page.reload();
    await voucher.waitFor();
    await page.goto(order.voucherUrl!);
    await page.waitForURL(`**${orderPage}`);

    const paid = await call<Order>(`/orders/${order.id}/simulate-payment`, { method: "POST", token: adminToken });
    expect(paid.status).toBe("paid");
    await page.reload();
    await page.getByRole("heading", { name: "¡Pago recibido!" }).waitFor();
    expect(await page.getByText("Pagado", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Cómo pagar" }).count()).toBe(0);
    expect(await page.getByRole("img", { name: /Código de barras/ }).count()).toBe(0);
    await shoot(page, "order-page-paid-1280");

    const shipped = await call<Order>(`/orders/${order.id}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "shipped", carrier: "Estafeta", trackingNumber: "EST-4455" }),
      token: adminToken,
    });
    expect(shipped.status).toBe("shipped");
    await page.reload();
    await page.getByRole("heading", { name: "Tu pedido va en camino" }).waitFor();
    expect(await page.getByText("EST-4455").isVisible()).toBe(true);
    // a known carrier: the number leads to its tracking page
    expect(await page.getByRole("link", { name: /^EST-4455/ }).getAttribute("href")).toMatch(
      /^https:\/\/cs\.estafeta\.com\/es\/Tracking\/searchByGet\?wayBill=EST-4455&/,
    );

    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone: refuses a 4-digit postcode with the shared contract's message, then places the order and shows its voucher; an empty cart is refused", async () => {
    const email = `telefono-${Date.now()}@example.com`;
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await openCheckoutWithCart(page, 1);
    await fillShipping(page, shopper(email, "2800"));
    await shoot(page, "place-order-390");
    // Stacked on a phone: the summary comes below the form.
    const form = await page.locator(".checkout__shipping").boundingBox();
    const side = await page.locator(".checkout__side").boundingBox();
    expect(side!.y).toBeGreaterThan(form!.y + form!.height - 1);

    await page.getByRole("button", { name: "Realizar pedido" }).click();
    // The form checks with the server's own schema (common/contract/orders-address.ts): the same message, under the
    // field, which gets the focus and comes into view; no request sent.
    expect(await page.locator("#shipping-codigoPostal-problem").textContent()).toBe(
      "El código postal debe tener 5 dígitos",
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("shipping-codigoPostal");
    // (the site scrolls smoothly: wait for it to arrive)
    const inView = async () => {
      const box = (await page.locator("#shipping-codigoPostal").boundingBox())!;
      return box.y >= 0 && box.y + box.height <= viewports.mobile.height;
    };
    await expect.poll(inView, { timeout: 3000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "place-order-problems-390");
    expect(await ordersOf(email)).toEqual([]);
    expect(await page.getByRole("button", { name: "Realizar pedido" }).isEnabled()).toBe(true);

    await page.locator("#shipping-codigoPostal").fill("28000");
    await submitAndLandOnOrderPage(context, page);
    await page.getByText("Pendiente de pago").waitFor();
    const [order] = await ordersOf(email);
    expect(
      await page
        .getByRole("region", { name: "Ficha de pago OXXO" })
        .locator("dt", { hasText: "Monto a pagar" })
        .locator("+ dd")
        .textContent(),
    ).toBe(mxn(book.price));
    // the voucher fits the phone's width: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "order-page-pending-390");
    expect((await ordersOf(email)).map((o) => o.status)).toEqual(["pending"]);
    await call<Order>(`/orders/${order.id}/simulate-payment`, { method: "POST", token: adminToken });
    await page.reload();
    await page.getByRole("heading", { name: "¡Pago recibido!" }).waitFor();
    await shoot(page, "order-page-paid-390");

    await page.goto("/place-order");
    await page.getByText("El carrito está vacío.").first().waitFor();
    await fillShipping(page, shopper(email));
    await page.getByRole("button", { name: "Realizar pedido" }).click();
    // said beside the button, not in a pop-up
    await page
      .getByRole("region", { name: "Método de pago" })
      .getByRole("alert")
      .filter({ hasText: "El carrito está vacío." })
      .waitFor();
    expect(await page.locator(".swal2-popup").count()).toBe(0);
    expect(await ordersOf(email)).toHaveLength(1);

    // the address the e-mails used to link to says where each order's page is, inside the site
    await page.goto("/orders");
    await page.getByRole("heading", { level: 1, name: "Tus pedidos" }).waitFor();
    expect(
      await page.getByRole("link", { name: "Consulta un pedido con su número y tu correo" }).getAttribute("href"),
    ).toBe("/consultar-pedido");
    expect(await page.locator("header.site-header").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
