// The legal pages (server-rendered text, footer links, the administrator's editor), the privacy-notice consent at
// registration and checkout, the invoice (CFDI) fields, and the reader's data download. Screenshots at 1280 and 390 px.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  baseUrl,
  callApi as call,
  launchBrowser,
  newPage,
  screenshot,
  signInAs,
  viewports,
} from "../lib/browser.ts";

interface LegalPage {
  slug: string;
  title: string;
  body: string;
  updatedAt: string;
}

let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await call<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
});
afterAll(() => browser?.close());

/** Full-page screenshot from the top, after the route-change overlay. */
async function shoot(page: Page, name: string) {
  await page.locator(".page-overlay").waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe("legal pages", () => {
  it("the privacy notice arrives in the page the server sends, names the author and her contact, and shows its date", async () => {
    const html = await (await fetch(`${baseUrl}/aviso-de-privacidad`)).text();
    expect(html).toMatch(/<title>Aviso de privacidad · [^<]+<\/title>/);
    // the text itself is server-rendered, with the router's data for hydration
    expect(html).toMatch(
      /<div id="root">[\s\S]*Tus derechos ARCO[\s\S]*<script id="router-data" type="application\/json">/,
    );

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context, errors } = await newPage(browser, viewport);
      const apiCalls: string[] = [];
      page.on("request", (req) => req.url().includes("/api/legal-pages") && apiCalls.push(req.url()));
      await page.goto("/aviso-de-privacidad");
      await page.getByRole("heading", { level: 1, name: "Aviso de privacidad" }).waitFor();
      expect(await page.getByText("Última actualización: 22 de noviembre de 2026").isVisible()).toBe(true);
      for (const heading of [
        "Datos que recabamos",
        "Para qué usamos tus datos",
        "Transferencias y encargados",
        "Tus derechos ARCO",
        "Cookies y almacenamiento local",
        "Cambios a este aviso",
      ]) {
        expect(await page.getByRole("heading", { level: 2, name: heading }).isVisible()).toBe(true);
      }
      expect(await page.locator(".legal-page strong", { hasText: "Mariana Velasco" }).count()).toBeGreaterThan(0);
      expect(
        await page
          .locator(".legal-page")
          .getByRole("link", { name: "contacto@marianavelasco.mx" })
          .first()
          .getAttribute("href"),
      ).toBe("mailto:contacto@marianavelasco.mx");
      expect(apiCalls).toEqual([]); // the text came with the page
      await shoot(page, `legal-privacy-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the footer links to the three pages; terms and returns carry their legal points", async () => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await page.goto("/");
    const legalNav = page.getByRole("navigation", { name: "Información legal" });
    await legalNav.getByRole("link", { name: "Términos y condiciones" }).click();
    await page.getByRole("heading", { level: 1, name: "Términos y condiciones de venta" }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/terminos`);
    await page.getByRole("heading", { name: "Atención y quejas" }).waitFor(); // fetched: the server sent the home page
    expect(await page.getByText("pesos mexicanos (MXN)", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText("0% de IVA", { exact: false }).isVisible()).toBe(true);
    await shoot(page, "legal-terms-390");

    await legalNav.getByRole("link", { name: "Devoluciones" }).click();
    await page.getByRole("heading", { level: 1, name: "Política de devoluciones" }).waitFor();
    await page.getByRole("heading", { name: "Derecho de revocación (5 días hábiles)" }).waitFor();
    expect(
      await page.getByText("artículo 56 de la Ley Federal de Protección al Consumidor", { exact: false }).isVisible(),
    ).toBe(true);
    await shoot(page, "legal-returns-390");

    await legalNav.getByRole("link", { name: "Aviso de privacidad" }).click();
    await page.getByRole("heading", { level: 1, name: "Aviso de privacidad" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the administrator edits a page in 'Páginas legales'; the page shows her text with simple formatting and never raw HTML", async () => {
    const original = await call<LegalPage>("/legal-pages/devoluciones");
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context } = await newPage(browser, viewport);
      await signInAs(page, admin.email, admin.password);
      await page.goto("/admin/paginas-legales");
      await page.getByRole("heading", { level: 1, name: "Páginas legales" }).waitFor();
      await page.getByRole("tab", { name: "Devoluciones" }).click();
      await page.getByLabel("Título").waitFor();
      expect(await page.getByLabel("Título").inputValue()).toBe("Política de devoluciones");
      await shoot(page, `admin-legal-${viewport.width}`);
      await context.close();
    }

    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await signInAs(page, admin.email, admin.password);
    await page.goto("/admin/paginas-legales");
    await page.getByRole("tab", { name: "Devoluciones" }).click();
    await page.getByLabel("Título").fill("Cambios y devoluciones");
    await page
      .getByLabel("Texto")
      .fill(
        "## Plazo\n\nTienes **5 días hábiles**.\n\n- Escríbenos\n- Envía el libro\n\n<script>alert(1)</script> [trampa](javascript:alert(1)) [Contacto](/contact)",
      );
    await page.locator(".adm-legal__preview strong", { hasText: "5 días hábiles" }).waitFor();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.getByText("Cambios guardados: la página ya los muestra.").waitFor();

    await page.goto("/devoluciones");
    await page.getByRole("heading", { level: 1, name: "Cambios y devoluciones" }).waitFor();
    const body = page.locator(".legal-page__body");
    await body.getByRole("heading", { level: 2, name: "Plazo" }).waitFor();
    expect(await body.locator("strong").textContent()).toBe("5 días hábiles");
    expect(await body.locator("li").allTextContents()).toEqual(["Escríbenos", "Envía el libro"]);
    expect(await body.textContent()).toContain("<script>alert(1)</script> trampa"); // shown as text, the link dropped
    expect(await page.locator(".legal-page script").count()).toBe(0);
    expect(await body.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await body.getByRole("link", { name: "Contacto" }).getAttribute("href")).toBe("/contact");
    const today = new Date().toLocaleDateString("es-MX", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "America/Mexico_City",
    });
    expect(await page.getByText(`Última actualización: ${today}`).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    await call("/legal-pages/devoluciones", {
      method: "PUT",
      body: JSON.stringify({ title: original.title, body: original.body }),
      token: adminToken,
    });
  });
});

describe("consent and invoice", () => {
  it("registration requires the privacy-notice box and stores the consent", async () => {
    const email = `lectora-${Date.now()}@ejemplo.mx`;
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await page.goto("/register");
    const main = page.locator("main");
    await main.getByLabel("Nombre completo").fill("Lectora Legal");
    await main.getByLabel("Correo electrónico").fill(email);
    await main.getByLabel("Contraseña", { exact: true }).fill("telar-y-barro-1");
    await main.getByLabel("Confirmar contraseña").fill("telar-y-barro-1");
    expect(await main.getByRole("link", { name: "Leer el aviso de privacidad" }).getAttribute("href")).toBe(
      "/aviso-de-privacidad",
    );
    await page.getByRole("button", { name: "Registrarme" }).click();
    await page.getByText("Debes aceptar el aviso de privacidad para continuar").waitFor();
    await shoot(page, "register-consent-390");
    await main.getByLabel("He leído el aviso de privacidad").check();
    await page.getByRole("button", { name: "Registrarme" }).click();
    await page.waitForURL("**/user"); // a new account is signed in at once

    const { token, user } = await call<{ token: string; user: { id: number } }>("/usuarios/login", {
      method: "POST",
      body: JSON.stringify({ email, password: "telar-y-barro-1" }),
    });
    const data = await call<{ cuenta: { privacidadAceptadaEn: string | null } }>(`/usuarios/${user.id}/datos`, {
      token,
    });
    expect(data.cuenta.privacidadAceptadaEn).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [viewports.desktop, viewports.mobile]) {
    it(`checkout at ${viewport.width} px: invoice fields checked like the server, consent required, invoice shown to the buyer and the administrator`, async () => {
      const email = `factura-${viewport.width}-${Date.now()}@ejemplo.mx`;
      const [book] = await call<{ id: number }[]>("/books");
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto("/");
      await page.evaluate((id) => localStorage.setItem("cartItems", JSON.stringify({ [id]: 1 })), String(book.id));
      await page.goto("/place-order");
      await page.getByRole("heading", { level: 1, name: "Información de envío" }).waitFor();
      const shipping = page.getByRole("group", { name: "Datos de envío" });
      const fields: Record<string, string> = {
        "Nombre(s)": "Dirección",
        Apellidos: "Escuela Primaria",
        "Correo electrónico": email,
        Teléfono: "312 555 0101",
        "Calle y número": "Av. Juárez 123",
        Colonia: "Centro",
        "Código postal": "28000",
        Ciudad: "Colima",
        Estado: "Colima",
        Referencias: "Escuela junto al jardín",
      };
      for (const [label, value] of Object.entries(fields)) {
        const field = shipping.getByLabel(label, { exact: true });
        if (label === "Estado") await field.selectOption(value);
        else await field.fill(value);
      }

      expect(await page.getByLabel("RFC").count()).toBe(0);
      await page.getByLabel("¿Necesitas factura?").check();
      await page.getByLabel("RFC").fill("XAXX010101000");
      await page.getByLabel("Razón social").fill("Escuela Primaria Colima");
      await page.getByLabel("Código postal fiscal").fill("28017");
      await page.getByRole("button", { name: "Realizar pedido" }).click();
      // every problem at once, under its field (the generic RFC, the régimen and uso still to choose, the privacy box);
      // the first one has the focus
      expect(await page.locator("#invoice-rfc-problem").textContent()).toMatch(/los RFC genéricos/);
      expect(await page.locator("#invoice-regimenFiscal-problem").textContent()).toBe(
        "Elige un régimen fiscal del catálogo del SAT",
      );
      expect(await page.locator("#checkout-privacy-problem").textContent()).toBe(
        "Debes aceptar el aviso de privacidad para continuar",
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("invoice-rfc");

      await page.getByLabel("RFC").fill("epc010203ab1");
      await page.getByLabel("Régimen fiscal").locator('option[value="603"]').waitFor({ state: "attached" }); // a company's list now
      const regimenes = await page.getByLabel("Régimen fiscal").locator("option").allTextContents();
      expect(regimenes).toContain("603 - Personas Morales con Fines no Lucrativos");
      expect(regimenes).not.toContain("605 - Sueldos y Salarios e Ingresos Asimilados a Salarios");
      await page.getByLabel("Régimen fiscal").selectOption("603");
      await page.getByLabel("Uso del CFDI").selectOption("G03");
      expect(await page.getByText("la emite la persona contadora de la autora", { exact: false }).isVisible()).toBe(
        true,
      );

      await page.getByLabel("He leído el aviso de privacidad").check();
      expect(await page.locator(".field-problem").count()).toBe(0);
      await shoot(page, `place-order-invoice-${viewport.width}`);

      await page.getByRole("button", { name: "Realizar pedido" }).click();
      await page.waitForURL(/\/pedido\/[0-9a-f]{32}$/);
      await page.getByRole("heading", { name: "Datos de facturación" }).waitFor();
      expect(await page.getByText("EPC010203AB1").isVisible()).toBe(true);
      expect(await page.getByText("603 - Personas Morales con Fines no Lucrativos").isVisible()).toBe(true);
      await shoot(page, `orders-invoice-${viewport.width}`);

      const orders = await call<{ id: number; email: string; factura: unknown; privacidadAceptadaEn: string | null }[]>(
        "/orders",
        { token: adminToken },
      );
      const order = orders.find((o) => o.email === email)!;
      expect(order.factura).toEqual({
        rfc: "EPC010203AB1",
        razonSocial: "Escuela Primaria Colima",
        regimenFiscal: "603",
        usoCfdi: "G03",
        codigoPostal: "28017",
      });
      expect(order.privacidadAceptadaEn).not.toBeNull();

      const adminView = await newPage(browser, viewport);
      await signInAs(adminView.page, admin.email, admin.password);
      await adminView.page.goto("/admin/pedidos");
      const card = adminView.page.locator(".adm-order", { hasText: `Pedido #${order.id}` });
      await card.getByRole("heading", { name: "Factura solicitada" }).waitFor();
      expect(await card.getByText("EPC010203AB1").isVisible()).toBe(true);
      expect(await card.getByText("G03 - Gastos en general").isVisible()).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({
        path: new URL(`../screenshots/admin-order-invoice-${viewport.width}.png`, import.meta.url).pathname,
      });
      await adminView.context.close();

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("the reader's data", () => {
  it("/user downloads everything the site holds about the reader as JSON and explains what deletion does", async () => {
    const email = `descarga-${Date.now()}@ejemplo.mx`;
    await call("/usuarios/crear", {
      method: "POST",
      body: JSON.stringify({ nombre: "Rosa Descarga", email, password: "telar-y-barro-2", aceptaPrivacidad: true }),
    });
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await signInAs(page, email, "telar-y-barro-2");
    await page.goto("/user");
    await page.getByRole("heading", { name: "Tus datos" }).waitFor();
    expect(await page.getByText("los pedidos se conservan 5 años", { exact: false }).isVisible()).toBe(true);
    await shoot(page, "user-data-390");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar mis datos" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos-\d+\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(data.cuenta).toMatchObject({ nombre: "Rosa Descarga", email });
    expect(data).toHaveProperty("comentariosLibro");
    expect(data).toHaveProperty("favoritos");
    expect(data).toHaveProperty("pedidos");
    expect(errors).toEqual([]);
    await context.close();
  });
});
