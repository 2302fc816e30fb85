// Discount codes in the built site: the author creates one in "Códigos de descuento", a buyer types it at checkout and
// sees the discount and the new total the server quotes, and the voucher charges that total. Screenshots at 390 px and
// 1280 px. The code is deactivated at the end, so later test files see the shop as it was.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

interface Book {
  id: number;
  name: string;
  price: number;
}
interface DiscountCode {
  id: number;
  code: string;
  active: boolean;
  uses: number;
}

let browser: Browser;
let adminToken: string;
let book: Book;
const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
  const [first] = await callApi<Book[]>("/books");
  book = { ...first, price: Number(first.price) };
});
afterAll(async () => {
  const made = (await callApi<DiscountCode[]>("/discount-codes", { token: adminToken })).find((c) => c.code === code);
  if (made?.active) await callApi(`/discount-codes/${made.id}/deactivate`, { method: "POST", token: adminToken });
  await browser?.close();
});

/** "$1,234.50 MXN", as the site writes an amount. */
const money = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;

/** Full-page screenshot from the top, after the route-change overlay. */
async function shoot(page: Page, name: string) {
  await page.locator(".page-overlay").waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe("discount codes", () => {
  it("the author creates a code in Códigos de descuento (refused first with the schema's Spanish message)", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await signInAs(page, admin.email, admin.password);
    await page.goto("/admin/dashboard");
    await page
      .getByRole("navigation", { name: "Administración" })
      .getByRole("link", { name: "Códigos de descuento" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Códigos de descuento" }).waitFor();

    const form = page.getByRole("form", { name: "Nuevo código" });
    await form.getByLabel("Código").fill(code.toLowerCase());
    await form.getByLabel("Descuento (%)").fill("150");
    await form.getByRole("button", { name: "Crear código" }).click();
    expect(await form.getByRole("alert").textContent()).toBe("El porcentaje va de 1 a 100");

    await form.getByLabel("Descuento (%)").fill("15");
    await form.getByLabel("Compra mínima (MXN)").fill("100");
    await form.getByLabel("Usos en total").fill("50");
    await form.getByRole("button", { name: "Crear código" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: code }) });
    await card.waitFor();
    expect(await card.textContent()).toContain("15 % de descuento en compras desde $100.00 MXN");
    expect(await card.textContent()).toContain("0 de 50");
    expect(await card.getByText("Activo", { exact: true }).isVisible()).toBe(true);
    await page
      .getByRole("status")
      .filter({ hasText: `Código ${code} creado.` })
      .waitFor();
    await shoot(page, "discounts-admin-1280");
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fitsWidth(), "nothing sticks out sideways, the navigation included").toBe(true);

    await page.setViewportSize(viewports.mobile);
    await page.reload();
    await card.waitFor();
    await shoot(page, "discounts-admin-390");
    expect(await fitsWidth()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [viewports.mobile, viewports.desktop]) {
    it(`a buyer types the code at checkout and sees the discount and the new total at ${viewport.width} px`, async () => {
      const email = `descuento-${viewport.width}-${Date.now()}@ejemplo.mx`;
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto("/");
      await page.evaluate((id) => localStorage.setItem("cartItems", JSON.stringify({ [id]: 2 })), String(book.id));
      await page.goto("/cart");
      const subtotal = book.price * 2;
      await page.getByRole("complementary", { name: "Tu total:" }).getByText(money(subtotal)).waitFor();
      await page.getByRole("button", { name: "Proceder al pago" }).click();
      await page.getByRole("heading", { level: 1, name: "Información de envío" }).waitFor();

      const form = page.getByRole("group", { name: "Datos de envío" });
      const shipping: Record<string, string> = {
        "Nombre(s)": "Rosa",
        Apellidos: "Cárdenas",
        "Correo electrónico": email,
        Teléfono: "312 555 0101",
        "Calle y número": "Av. Juárez 123",
        Colonia: "Centro",
        "Código postal": "28000",
        Ciudad: "Colima",
        Referencias: "Casa azul",
      };
      for (const [label, value] of Object.entries(shipping)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByLabel("Estado", { exact: true }).selectOption("Colima");

      const summary = page.getByRole("region", { name: "Resumen del pedido" });
      await summary.getByLabel("¿Tienes un código?").fill("NO-EXISTE");
      await summary.getByRole("button", { name: "Aplicar" }).click();
      expect(await summary.getByRole("alert").textContent()).toBe("Ese código no existe");

      await summary.getByLabel("¿Tienes un código?").fill(code.toLowerCase());
      await summary.getByRole("button", { name: "Aplicar" }).click();
      const discount = Math.round(subtotal * 15) / 100;
      await summary.getByText(`Descuento (${code})`).waitFor();
      expect(await summary.getByText(`−${money(discount)}`).isVisible()).toBe(true);
      expect(await summary.locator(".order-summary__total").textContent()).toBe(`Total${money(subtotal - discount)}`);
      expect(await summary.getByRole("status").textContent()).toContain(`Código ${code} aplicado: 15 % de descuento.`);
      await summary.scrollIntoViewIfNeeded();
      await shoot(page, `discounts-checkout-${viewport.width}`);

      await page.getByLabel("He leído el aviso de privacidad").check();
      // the checkout lands on the order's own page, which shows the voucher with the discount
      await page.getByRole("button", { name: "Realizar pedido" }).click();
      await page.waitForURL("**/pedido/**");
      await page.getByText(`Descuento (${code})`).first().waitFor();
      const text = await page.locator("body").textContent();
      const formatted = (subtotal - discount).toLocaleString("es-MX", {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(text).toContain(`$${formatted}`);
      await shoot(page, `discounts-order-page-${viewport.width}`);

      const orders = await callApi<
        { email: string; total: number; discount: { code: string; amount: number } | null }[]
      >("/orders", { token: adminToken });
      expect(orders.find((o) => o.email === email)).toMatchObject({
        total: subtotal - discount,
        discount: { code, amount: discount },
      });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("the same buyer cannot use the code twice: the checkout says so in Spanish, the quote tells no one", async () => {
    const orders = await callApi<{ email: string; discount: { code: string } | null }[]>("/orders", {
      token: adminToken,
    });
    const used = orders.find((o) => o.discount?.code === code)!;
    const post = (path: string, body: object) =>
      fetch(`${new URL(`/api${path}`, process.env.E2E_BASE_URL)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const items = [{ bookId: book.id, quantity: 2 }];
    // whether an address has ordered with a code is said only to a checkout, never to a quote
    const quoted = await (await post("/orders/quote", { items, code, email: used.email })).json();
    expect(quoted).toEqual(await (await post("/orders/quote", { items, code })).json());
    const again = await post("/pago-oxxo", {
      nombre: "María López",
      email: used.email,
      telefono: "312 555 0101",
      direccion: {
        calleNumero: "Av. Juárez 123",
        colonia: "Centro",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "Casa azul junto a la panadería",
      },
      items: [{ id: book.id, name: book.name, price: 350, quantity: 1 }],
      code,
    });
    expect([again.status, (await again.json()).message]).toEqual([
      409,
      "Ya usaste este código con este correo electrónico: es de un solo uso por persona",
    ]);
    const made = (await callApi<DiscountCode[]>("/discount-codes", { token: adminToken })).find(
      (c) => c.code === code,
    )!;
    expect(made.uses).toBe(2);
  });
});
