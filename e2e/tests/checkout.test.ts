// Checkout on the simulated payment provider: cart -> /place-order -> voucher tab -> /orders, then the administrator
// sees the order and marks it paid and shipped.
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
  adminToken = (await call<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) })).token;
  book = await ensureBook();
});
afterAll(() => browser?.close());

const money = (amount: number) => `$${amount.toFixed(2)}`;

async function openCheckoutWithCart(page: Page, quantity: number) {
  await page.goto("/");
  await page.evaluate(([id, q]) => localStorage.setItem("cartItems", JSON.stringify({ [id]: q })), [String(book.id), quantity] as const);
  await page.goto("/place-order");
  await page.getByRole("heading", { level: 1, name: "Información de Envío" }).waitFor();
  await page.getByText(money(book.price * quantity)).first().waitFor();
}

async function confirmDialog(page: Page, title: string, text?: string) {
  const dialog = page.locator(".swal2-popup");
  await dialog.waitFor();
  expect(await dialog.locator(".swal2-title").textContent()).toBe(title);
  if (text !== undefined) expect(await dialog.locator(".swal2-html-container").textContent()).toBe(text);
  await dialog.locator(".swal2-confirm").click();
  await dialog.waitFor({ state: "hidden" });
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

/** Submits and returns the voucher tab that opens. */
async function submitAndCatchVoucher(context: BrowserContext, page: Page): Promise<Page> {
  const [voucher] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Realizar Pedido" }).click()]);
  await voucher.waitForLoadState();
  return voucher;
}

async function ordersOf(email: string): Promise<Order[]> {
  const orders = await call<Order[]>("/orders", { token: adminToken });
  return orders.filter((o) => o.email === email);
}

describe("checkout on the simulated provider", () => {
  it("walks cart -> checkout -> voucher tab -> /orders on a wide screen, and the admin marks it paid then shipped", async () => {
    const email = `compradora-${Date.now()}@example.com`;
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await openCheckoutWithCart(page, 2);

    expect(await page.getByRole("heading", { name: "Método De Pago" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "OXXO: pago en efectivo" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Modo de prueba:").waitFor();
    expect(await page.locator("#shipping-referencias").getAttribute("maxlength")).toBe("42");
    // Form on the left, summary on the right.
    const form = await page.locator(".checkout__shipping").boundingBox();
    const side = await page.locator(".checkout__side").boundingBox();
    expect(side!.x).toBeGreaterThan(form!.x + form!.width - 1);

    await page.getByRole("button", { name: "Realizar Pedido" }).click();
    await confirmDialog(page, "Campos incompletos", "Por favor completa todos los campos antes de continuar.");
    expect(await ordersOf(email)).toEqual([]);

    await fillShipping(page, shopper(email));
    await shoot(page, "place-order-1280");
    const voucher = await submitAndCatchVoucher(context, page);
    expect(await voucher.locator("body").textContent()).toContain("Modo de prueba");
    expect(await voucher.getByRole("heading", { name: "Ficha de pago OXXO" }).isVisible()).toBe(true);
    expect(await voucher.locator("body").textContent()).toContain(`$${(book.price * 2).toLocaleString("es-MX", { minimumFractionDigits: 2 })} MXN`);
    await shoot(voucher, "voucher-1280");

    await page.waitForURL("**/orders");
    await page.getByRole("heading", { name: "Información de tu pedido" }).waitFor();
    expect(await page.getByText("¡Gracias por tu compra, María!").isVisible()).toBe(true);
    expect(await page.getByText(email).isVisible()).toBe(true);
    expect(await page.getByText("carpeta de spam", { exact: false }).isVisible()).toBe(true);
    const voucherLink = await page.getByRole("link", { name: "Ver ficha de pago" }).getAttribute("href");
    expect(new URL(voucher.url()).pathname).toBe(voucherLink);
    expect(await page.getByRole("link", { name: "Regresar al inicio" }).getAttribute("href")).toBe("/");
    expect(await page.locator("header").count()).toBe(0);
    await shoot(page, "orders-1280");

    const stored = await page.evaluate(() => ({ cart: localStorage.getItem("cartItems"), orders: JSON.parse(localStorage.getItem("orders") ?? "[]") }));
    expect(stored.cart).toBeNull();
    expect(stored.orders.at(-1)).toMatchObject({ id: expect.stringMatching(/^ORD-\d+$/), cartItems: { [book.id]: 2 }, totalAmount: book.price * 2 });

    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ status: "pending", total: book.price * 2, voucherUrl: voucherLink, items: [{ bookId: book.id, quantity: 2, price: book.price }] });
    const paid = await call<Order>(`/orders/${order.id}/simulate-payment`, { method: "POST", token: adminToken });
    expect(paid.status).toBe("paid");
    const shipped = await call<Order>(`/orders/${order.id}`, { method: "PATCH", body: JSON.stringify({ status: "shipped" }), token: adminToken });
    expect(shipped.status).toBe("shipped");
    expect(await (await voucher.reload())!.text()).toContain("Enviado");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone: refuses a 4-digit postcode with the shared contract's message, then places the order; an empty cart is refused", async () => {
    const email = `telefono-${Date.now()}@example.com`;
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await openCheckoutWithCart(page, 1);
    await fillShipping(page, shopper(email, "2800"));
    await shoot(page, "place-order-390");
    // Stacked on a phone: the summary comes below the form.
    const form = await page.locator(".checkout__shipping").boundingBox();
    const side = await page.locator(".checkout__side").boundingBox();
    expect(side!.y).toBeGreaterThan(form!.y + form!.height - 1);

    await page.getByRole("button", { name: "Realizar Pedido" }).click();
    // The form checks with the server's own schema (common/contract/orders-address.ts): same message, no request sent.
    await confirmDialog(page, "Revisa tus datos", "El código postal debe tener 5 dígitos");
    expect(await ordersOf(email)).toEqual([]);
    expect(await page.getByRole("button", { name: "Realizar Pedido" }).isEnabled()).toBe(true);

    await page.locator("#shipping-codigoPostal").fill("28000");
    const voucher = await submitAndCatchVoucher(context, page);
    await voucher.setViewportSize(viewports.mobile);
    await shoot(voucher, "voucher-390");
    await page.waitForURL("**/orders");
    await page.getByText("¡Gracias por tu compra, María!").waitFor();
    await shoot(page, "orders-390");
    expect((await ordersOf(email)).map((o) => o.status)).toEqual(["pending"]);

    await page.goto("/place-order");
    await page.getByText("El carrito está vacío.").first().waitFor();
    await fillShipping(page, shopper(email));
    await page.getByRole("button", { name: "Realizar Pedido" }).click();
    await confirmDialog(page, "El carrito está vacío.");
    expect(await ordersOf(email)).toHaveLength(1);

    await page.goto("/orders");
    await page.getByText("No hay información del usuario.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
