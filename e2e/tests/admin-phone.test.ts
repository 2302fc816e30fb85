// The author's admin screens on a phone (390 px) and a desktop (1280 px): Correos shows the open message in place of
// the list (never far below it), Boletín shows every subscription whole (cards on a phone, a table with its headers on
// a desktop), and every control of these screens is a finger's 44 px high. Screenshots of each at both widths, and of
// the elements alone in e2e/screenshots/.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

let browser: Browser;
let adminToken: string;
const stamp = Date.now();
const subscribers = Array.from({ length: 6 }, (_, i) => `lectora-${i + 1}-${stamp}@ejemplo.mx`);

const screenshotDir = fileURLToPath(new URL("../screenshots/", import.meta.url));
/** One element alone, to look at it without the rest of a long page. */
async function shootElement(element: Locator, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await element.screenshot({ path: `${screenshotDir}${name}.png` });
}

async function adminSession(viewport: { width: number; height: number }) {
  const session = await newPage(browser, viewport);
  await signInAs(session.page, admin.email, admin.password);
  return session;
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
  // subscriptions for Boletín, each with its confirmation mail for Correos: a list long enough to scroll on a phone
  for (const email of subscribers) await callApi("/subscribe", { method: "POST", body: JSON.stringify({ email }) });
});
afterAll(() => browser?.close());

describe("Correos on a phone", () => {
  it("opens a message in place of the list, at the top of the screen, and goes back to the list", async () => {
    const { page, context, errors } = await adminSession(viewports.mobile);
    await page.goto("/admin/correos");
    const list = page.getByRole("region", { name: "Lista de correos" });
    const view = page.getByRole("region", { name: "Correo abierto" });
    const item = list.getByRole("button", { name: new RegExp(`Para ${subscribers[0]}`) });
    await item.waitFor();
    expect(await view.isVisible()).toBe(false);
    expect((await list.getByRole("listitem").count()) >= subscribers.length).toBe(true);
    await screenshot(page, `admin-phone-correos-list-390`);

    await item.scrollIntoViewIfNeeded();
    await item.click();
    const heading = view.getByRole("heading", { name: "Confirma tu suscripción" });
    await heading.waitFor();
    expect(await list.isVisible()).toBe(false);
    // the message starts on the screen, not thousands of pixels below
    const box = (await view.boundingBox())!;
    const bar = (await page.locator(".adm-nav").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y).toBeLessThan(200);
    const frame = (await view.locator("iframe.adm-mail__frame").boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    expect(frame.y).toBeLessThan(viewports.mobile.height);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.frameLocator("iframe.adm-mail__frame").getByText("Confirmar mi suscripción").waitFor();
    await page.screenshot({
      path: `${fileURLToPath(new URL("../screenshots/", import.meta.url))}admin-phone-correos-open-390.png`,
    });

    await view.getByRole("button", { name: "← Volver a la lista" }).click();
    await item.waitFor();
    expect(await view.isVisible()).toBe(false);
    expect(await item.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the list and the open message side by side on a desktop", async () => {
    const { page, context, errors } = await adminSession(viewports.desktop);
    await page.goto("/admin/correos");
    const list = page.getByRole("region", { name: "Lista de correos" });
    const view = page.getByRole("region", { name: "Correo abierto" });
    await list.getByRole("button", { name: new RegExp(`Para ${subscribers[1]}`) }).click();
    await view.getByRole("heading", { name: "Confirma tu suscripción" }).waitFor();
    expect(await list.isVisible()).toBe(true);
    expect(await view.getByRole("button", { name: "← Volver a la lista" }).isVisible()).toBe(false);
    const [left, right] = [(await list.boundingBox())!, (await view.boundingBox())!];
    expect(right.x).toBeGreaterThan(left.x + left.width);
    const bar = (await page.locator(".adm-nav").boundingBox())!;
    expect((await view.getByRole("heading", { name: "Confirma tu suscripción" }).boundingBox())!.y).toBeGreaterThan(
      bar.y + bar.height,
    );
    await page.frameLocator("iframe.adm-mail__frame").getByText("Confirmar mi suscripción").waitFor();
    await page.screenshot({
      path: `${fileURLToPath(new URL("../screenshots/", import.meta.url))}admin-phone-correos-open-1280.png`,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("Boletín on a phone", () => {
  it("shows every subscription whole, as a card with its labels; a desktop shows the table with its headers", async () => {
    const { page, context, errors } = await adminSession(viewports.mobile);
    await page.goto("/admin/boletin");
    const table = page.getByRole("region", { name: "Lista de suscripciones" });
    const row = table.getByRole("row").filter({ hasText: subscribers[0] });
    await row.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    const card = (await row.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    // nothing inside a card is cut: each value fits its box, and each carries its label
    const cells = await row.getByRole("cell").evaluateAll((tds) =>
      tds.map((td) => ({
        label: getComputedStyle(td, "::before").content,
        cut: td.scrollWidth > td.clientWidth,
        right: td.getBoundingClientRect().right,
      })),
    );
    expect(cells.map((c) => c.label)).toEqual(["none", '"Estado"', '"Alta"', '"Confirmación"', '"Baja"']);
    expect(cells.every((c) => !c.cut && c.right <= 390)).toBe(true);
    expect(await row.getByRole("cell", { name: subscribers[0] }).isVisible()).toBe(true);
    await screenshot(page, "admin-phone-boletin-390");
    await shootElement(table, "admin-phone-boletin-table-390");
    await context.close();

    const desktop = await adminSession(viewports.desktop);
    await desktop.page.goto("/admin/boletin");
    const headers = desktop.page.getByRole("columnheader");
    await headers.first().waitFor();
    expect(await headers.allInnerTexts()).toEqual(["Correo", "Estado", "Alta", "Confirmación", "Baja"]);
    expect(await headers.first().isVisible()).toBe(true);
    expect(await horizontalOverflow(desktop.page)).toBe(0);
    await screenshot(desktop.page, "admin-phone-boletin-1280");
    await shootElement(
      desktop.page.getByRole("region", { name: "Lista de suscripciones" }),
      "admin-phone-boletin-table-1280",
    );
    expect([...errors, ...desktop.errors]).toEqual([]);
    await desktop.context.close();
  });
});

describe("tap targets", () => {
  const screens = [
    "adblog",
    "blog",
    "adgallery",
    "admainpage",
    "sobre-mi",
    "adcontact",
    "mensajes",
    "pedidos",
    "descuentos",
    "correos",
    "boletin",
    "paginas-legales",
    "comentarios",
    "respaldos",
  ];

  it("every button, field, tab and 'Más acciones' of the author's screens is at least 44 px high on a phone", async () => {
    // a pending and a paid order, so that Pedidos shows its buttons and its print checkbox
    const [book] = await callApi<{ id: number; name: string }[]>("/books");
    const order = async () =>
      (
        await callApi<{ orderId: number }>("/pago-oxxo", {
          method: "POST",
          body: JSON.stringify({
            nombre: "Lucía Ramírez",
            email: `toques-${stamp}@ejemplo.mx`,
            telefono: "312 555 0101",
            direccion: {
              calleNumero: "Madero 12",
              colonia: "Centro",
              codigoPostal: "28000",
              ciudad: "Colima",
              estado: "Colima",
              referencias: "Portón verde",
            },
            items: [{ id: book.id, name: book.name, price: 1, quantity: 1 }],
          }),
        })
      ).orderId;
    await order();
    await callApi(`/orders/${await order()}/simulate-payment`, { method: "POST", token: adminToken });

    const { page, context, errors } = await adminSession(viewports.mobile);
    const small: string[] = [];
    for (const path of screens) {
      await page.goto(`/admin/${path}`);
      await page.locator("#adm-main h1").waitFor();
      await page.waitForLoadState("networkidle");
      await page
        .locator("details.adm-order__more")
        .evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      const found = await page.locator("#adm-main").evaluate((main) => {
        const controls = main.querySelectorAll<HTMLElement>(
          'button, select, textarea, summary, [role="tab"], a.adm-btn, input:not([type="hidden"])',
        );
        return Array.from(controls).flatMap((control) => {
          // a box or a radio is tapped through its label
          const target = control.matches('input[type="checkbox"], input[type="radio"]')
            ? (control.closest("label") ?? control)
            : control;
          const box = target.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === "hidden") return [];
          return box.height < 44
            ? [
                `${target.tagName.toLowerCase()} «${(target.textContent || target.getAttribute("aria-label") || "").trim().slice(0, 40)}» ${Math.round(box.height)} px`,
              ]
            : [];
        });
      });
      small.push(...found.map((what) => `/admin/${path}: ${what}`));
    }
    expect(small).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the new parts, each alone at 390 and 1280 px", () => {
  it("an order shipped with a tracking link, a paid one with 'Más acciones' open, an event with its day, and the event editor", async () => {
    const [book] = await callApi<{ id: number; name: string }[]>("/books");
    const place = async (email: string) =>
      (
        await callApi<{ orderId: number }>("/pago-oxxo", {
          method: "POST",
          body: JSON.stringify({
            nombre: "Lucía Ramírez",
            email,
            telefono: "312 555 0101",
            direccion: {
              calleNumero: "Madero 12",
              colonia: "Centro",
              codigoPostal: "28000",
              ciudad: "Colima",
              estado: "Colima",
              referencias: "Portón verde",
            },
            items: [{ id: book.id, name: book.name, price: 1, quantity: 2 }],
          }),
        })
      ).orderId;
    const paid = await place(`pagado-${stamp}@ejemplo.mx`);
    await callApi(`/orders/${paid}/simulate-payment`, { method: "POST", token: adminToken });
    const shipped = await place(`enviado-${stamp}@ejemplo.mx`);
    await callApi(`/orders/${shipped}/simulate-payment`, { method: "POST", token: adminToken });
    await callApi(`/orders/${shipped}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "shipped", carrier: "Estafeta", trackingNumber: "6055892120610706104294" }),
      token: adminToken,
    });

    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, context, errors } = await adminSession(viewport);
      await page.goto("/admin/pedidos");
      const sent = page.locator(".adm-order", { hasText: `Pedido #${shipped}` });
      await sent.getByRole("link", { name: /^6055892120610706104294/ }).waitFor();
      await shootElement(sent, `admin-phone-pedido-enviado-${viewport.width}`);
      await sent.getByRole("button", { name: "Corregir datos de envío" }).click();
      await shootElement(sent, `admin-phone-pedido-corregir-${viewport.width}`);
      const open = page.locator(".adm-order", { hasText: `Pedido #${paid}` });
      await open.getByText("Más acciones").click();
      await open.getByRole("button", { name: "Cancelar pedido" }).waitFor();
      await shootElement(open, `admin-phone-pedido-mas-acciones-${viewport.width}`);

      await page.goto("/admin/adblog");
      const item = page.locator(".adm-doc").first();
      await item.waitFor();
      await shootElement(page.locator(".adm-two-columns"), `admin-phone-eventos-${viewport.width}`);
      await item.getByRole("button", { name: /^Editar / }).click();
      await shootElement(
        page.getByRole("dialog", { name: "Editar evento" }),
        `admin-phone-evento-editar-${viewport.width}`,
      );
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
