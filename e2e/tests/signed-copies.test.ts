// Signed copies and packing: the author offers the book dedicated in the editor, the book pages say so, a buyer leaves
// a dedication at checkout, and in Pedidos the author sees "por dedicar", prints the packing slip (A4) and the address
// label (10 x 15 cm) of one order and of several at once, and ticks the dedication written. The printouts are saved as
// PDFs (e2e/screenshots/*.pdf) with Chromium's print engine. The book stops being offered signed at the end.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

interface Book {
  id: number;
  name: string;
  price: number;
  dedicado?: boolean;
}
interface Order {
  id: number;
  status: string;
  dedicatoria: { nombre: string; mensaje: string | null; hechaEn: string | null; porDedicar: boolean } | null;
}

const shotsDir = fileURLToPath(new URL("../screenshots/", import.meta.url));
let browser: Browser;
let adminToken: string;
let book: Book;

async function shoot(page: Page, name: string) {
  await page.locator(".page-overlay").waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function adminSession(viewport = viewports.desktop) {
  const session = await newPage(browser, viewport);
  await signInAs(session.page, admin.email, admin.password);
  return session;
}

const orders = () => callApi<Order[]>("/orders", { token: adminToken });
const pay = (id: number) => callApi<Order>(`/orders/${id}/simulate-payment`, { method: "POST", token: adminToken });

/** Sets «Ejemplar dedicado» through the API, sending every field again (images and stock are kept). */
async function setSigned(dedicado: boolean) {
  const current = await callApi<Record<string, unknown> & { videos: string[] }>(`/book/${book.id}`);
  const form = new FormData();
  for (const key of [
    "name",
    "description",
    "price",
    "language",
    "editorial",
    "format",
    "pages",
    "isbn",
    "publicationDate",
  ]) {
    if (current[key] !== null && current[key] !== undefined) form.append(key, String(current[key]));
  }
  for (const video of current.videos) form.append("video", video);
  form.append("dedicado", String(dedicado));
  await callApi(`/book/${book.id}`, { method: "PUT", body: form, token: adminToken });
}

/** The printout tab a click opens, once its page has arrived. */
async function printoutTab(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent("page"), click()]);
  await tab.waitForURL(/^blob:/);
  await tab.waitForLoadState();
  return tab;
}

/** Prints the tab to e2e/screenshots/<name>.pdf and answers its pages' sizes in millimetres. */
async function printToPdf(
  tab: Page,
  name: string,
  size: { format: "A4" } | { width: string; height: string },
): Promise<string[]> {
  const path = `${shotsDir}${name}.pdf`;
  await tab.pdf({ path, ...size, preferCSSPageSize: true, printBackground: true });
  const boxes = [...readFileSync(path, "latin1").matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
  return boxes.map(([, w, h]) => `${Math.round((Number(w) * 25.4) / 72)}x${Math.round((Number(h) * 25.4) / 72)}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
  [book] = await callApi<Book[]>("/books");
  book = { ...book, price: Number(book.price) };
});
afterAll(async () => {
  if (book) await setSigned(false);
  await browser?.close();
});

describe("signed copies", () => {
  it("the author offers the book dedicated in the editor, and /urdimbre and the detail page say so", async () => {
    const { page, context, errors } = await adminSession();
    await page.goto("/admin/adurdimbre");
    // the book opens in its editor
    const editor = page.getByRole("form", { name: "Editar libro" });
    expect(await editor.getByLabel("Ejemplar dedicado").isChecked()).toBe(false);
    await editor.getByLabel("Ejemplar dedicado").check();
    await editor.getByRole("button", { name: "Guardar Cambios" }).click();
    await editor.getByRole("status").filter({ hasText: "Libro actualizado correctamente" }).waitFor();
    expect((await callApi<Book>(`/book/${book.id}`)).dedicado).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const visitor = await newPage(browser, viewport);
      await visitor.page.goto("/urdimbre");
      await visitor.page.getByText("Disponible dedicado por la autora").waitFor();
      await shoot(visitor.page, `signed-urdimbre-${viewport.width}`);
      await visitor.page.goto(`/books/${book.id}`);
      await visitor.page.getByText("Disponible dedicado por la autora").waitFor();
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  it("a buyer asks for a dedication at checkout (Spanish messages and limits shown), and it is stored with the order", async () => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const email = `dedicada-${viewport.width}-${Date.now()}@ejemplo.mx`;
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto("/");
      await page.evaluate((id) => localStorage.setItem("cartItems", JSON.stringify({ [id]: 1 })), String(book.id));
      await page.goto("/place-order");
      await page.getByRole("heading", { level: 1, name: "Información de envío" }).waitFor();
      await page.getByLabel("Quiero mi ejemplar dedicado por la autora").check();
      const name = page.getByLabel("¿A quién se lo dedico?");
      await name.focus();
      await name.blur();
      await page.getByText("Escribe a quién se lo dedico", { exact: true }).waitFor();
      await name.fill("Ana Sofía");
      await page.getByLabel("Mensaje corto (opcional)").fill("Para que nunca dejes de leer.");
      await page.getByText("9/60 caracteres").waitFor();
      await page.getByText("29/200 caracteres").waitFor();
      expect(await page.getByText("Escribe a quién se lo dedico", { exact: true }).count()).toBe(0);

      const form = page.getByRole("group", { name: "Datos de envío" });
      const shipping: Record<string, string> = {
        "Nombre(s)": "Lucía",
        Apellidos: "Ramírez Soto",
        "Correo electrónico": email,
        Teléfono: "312 555 0101",
        "Calle y número": "Madero 12",
        Colonia: "Centro",
        "Código postal": "28000",
        Ciudad: "Colima",
        Referencias: "Portón verde",
      };
      for (const [label, value] of Object.entries(shipping)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByLabel("Estado", { exact: true }).selectOption("Colima");
      await page.getByLabel("He leído el aviso de privacidad").check();
      await page
        .locator(".dedication")
        .screenshot({ path: `${shotsDir}signed-checkout-dedication-${viewport.width}.png` });
      await shoot(page, `signed-checkout-${viewport.width}`);

      await page.getByRole("button", { name: "Realizar pedido" }).click();
      await page.waitForURL("**/pedido/**"); // the checkout lands on the order's own page
      // which shows the dedication with the books
      const bought = page.getByRole("region", { name: "Tu compra" });
      await bought.getByText("Dedicatoria: Ana Sofía").waitFor();
      expect(await bought.getByText("«Para que nunca dejes de leer.»").isVisible()).toBe(true);
      const order = (await orders()).find((o) => (o as Order & { email: string }).email === email);
      expect(order?.dedicatoria).toEqual({
        nombre: "Ana Sofía",
        mensaje: "Para que nunca dejes de leer.",
        hechaEn: null,
        porDedicar: false,
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("Pedidos shows 'por dedicar', prints the slip and the label of one order and of several, and ticks the dedication written", async () => {
    const mine = (await orders())
      .filter((o) => o.dedicatoria?.nombre === "Ana Sofía" && o.status === "pending")
      .slice(0, 2);
    expect(mine).toHaveLength(2);
    for (const order of mine) await pay(order.id);
    const [first, second] = mine.map((o) => o.id).sort((a, b) => b - a);

    const { page, context, errors } = await adminSession(viewports.desktop);
    await page.goto("/admin/pedidos");
    const card = page.locator(".adm-order", { hasText: `Pedido #${first}` });
    await card.getByText("por dedicar", { exact: true }).waitFor();
    expect(await card.getByText("Dedicatoria: Ana Sofía").isVisible()).toBe(true);
    await shoot(page, "signed-admin-pedidos-1280");

    const slip = await printoutTab(context, () => card.getByRole("button", { name: "Hoja de empaque" }).click());
    const slipText = await slip.locator("body").innerText();
    for (const text of [
      `#${first}`,
      "Hoja de empaque",
      "Lucía Ramírez Soto",
      "Madero 12",
      "C.P. 28000, Colima, Colima",
      book.name,
      "Ana Sofía",
      "Para que nunca dejes de leer.",
      "☐ Dedicado",
    ]) {
      expect(slipText).toContain(text);
    }
    expect(await printToPdf(slip, `slip-${first}`, { format: "A4" })).toEqual(["210x297"]);
    await slip.close();

    const label = await printoutTab(context, () => card.getByRole("button", { name: "Etiqueta" }).click());
    const labelText = await label.locator("body").innerText();
    for (const text of [`Pedido #${first}`, "Lucía Ramírez Soto", "Madero 12", "C.P. 28000", "Tel. 312 555 0101"])
      expect(labelText).toContain(text);
    expect(await printToPdf(label, `label-${first}`, { width: "10cm", height: "15cm" })).toEqual(["100x150"]);
    await label.close();

    // several at once: tick the two cards, one sheet per order
    await page.getByRole("checkbox", { name: `Seleccionar el pedido #${first} para imprimir` }).check();
    await page.getByRole("checkbox", { name: `Seleccionar el pedido #${second} para imprimir` }).check();
    await page.getByText("2 pedidos seleccionados").waitFor();
    const slips = await printoutTab(context, () =>
      page.getByRole("button", { name: "Imprimir hojas de empaque" }).click(),
    );
    expect(await slips.locator("section.sheet").count()).toBe(2);
    expect(await printToPdf(slips, "slips-several", { format: "A4" })).toEqual(["210x297", "210x297"]);
    await slips.close();
    const labels = await printoutTab(context, () => page.getByRole("button", { name: "Imprimir etiquetas" }).click());
    expect(await printToPdf(labels, "labels-several", { width: "10cm", height: "15cm" })).toEqual([
      "100x150",
      "100x150",
    ]);
    await labels.close();

    await card.getByRole("button", { name: "Ya lo dediqué" }).click();
    await card.getByText(/^Dedicado el /).waitFor();
    expect(await card.getByText("por dedicar", { exact: true }).count()).toBe(0);
    expect((await orders()).find((o) => o.id === first)?.dedicatoria).toMatchObject({
      porDedicar: false,
      hechaEn: expect.any(String),
    });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await adminSession(viewports.mobile);
    await phone.page.goto("/admin/pedidos");
    await phone.page
      .locator(".adm-order", { hasText: `Pedido #${second}` })
      .getByText("por dedicar", { exact: true })
      .waitFor();
    await shoot(phone.page, "signed-admin-pedidos-390");
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
