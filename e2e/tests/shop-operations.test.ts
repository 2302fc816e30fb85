// Running the shop: "Mis pedidos" and the guest order lookup, "Agotado" and the stock field of the book editor, the
// administrator's order view (timeline, shipping form), "Comentarios" moderation and the dashboard's sales at a glance.
// Screenshots at 390 px and 1280 px. The book's stock is put back to "sin límite" at the end.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

interface Book {
  id: number;
  name: string;
  stock: number | null;
}
interface Order {
  id: number;
  status: string;
}

let browser: Browser;
let adminToken: string;
let book: Book;
const reader = {
  nombre: "Lectora Pedidos",
  email: `lectora-pedidos-${Date.now()}@ejemplo.mx`,
  password: "lectora-123",
};
let readerToken: string;

const shopper = {
  nombre: "Lucía Ramírez",
  telefono: "312 555 0101",
  direccion: {
    calleNumero: "Madero 12",
    colonia: "Centro",
    codigoPostal: "28000",
    ciudad: "Colima",
    estado: "Colima",
    referencias: "Portón verde",
  },
};

async function placeOrder(email: string, token?: string): Promise<number> {
  const body = JSON.stringify({ ...shopper, email, items: [{ id: book.id, name: book.name, price: 1, quantity: 1 }] });
  return (await callApi<{ orderId: number }>("/pago-oxxo", { method: "POST", body, token })).orderId;
}
const pay = (id: number) => callApi<Order>(`/orders/${id}/simulate-payment`, { method: "POST", token: adminToken });
const ship = (id: number, carrier: string, trackingNumber: string) =>
  callApi<Order>(`/orders/${id}`, {
    method: "PATCH",
    body: JSON.stringify({ status: "shipped", carrier, trackingNumber }),
    token: adminToken,
  });

/** Full-page screenshot from the top, after the route-change overlay. */
async function shoot(page: Page, name: string) {
  await page.locator(".page-overlay").waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function answerDialog(page: Page, title: string) {
  const popup = page.locator(".swal2-popup");
  await expect.poll(() => popup.locator(".swal2-title").textContent()).toBe(title);
  await popup.locator(".swal2-confirm").click();
  await popup.waitFor({ state: "detached" });
}

async function adminSession(viewport = viewports.desktop) {
  const session = await newPage(browser, viewport);
  await signInAs(session.page, admin.email, admin.password);
  return session;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
  [book] = await callApi<Book[]>("/books");
  await callApi("/usuarios/crear", { method: "POST", body: JSON.stringify(reader) });
  readerToken = (
    await callApi<{ token: string }>("/usuarios/login", {
      method: "POST",
      body: JSON.stringify({ email: reader.email, password: reader.password }),
    })
  ).token;
});
/** Puts the book back to "sin límite" if a test stopped half-way (every field sent again; images are kept). */
afterAll(async () => {
  const current = await callApi<Record<string, unknown> & { stock: number | null; videos: string[] }>(
    `/book/${book.id}`,
  );
  if (current.stock !== null) {
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
    form.append("stock", "ilimitado");
    await callApi(`/book/${book.id}`, { method: "PUT", body: form, token: adminToken });
  }
  await browser?.close();
});

describe("Mis pedidos", () => {
  it("is linked from /user and shows each order: status, items, total, the voucher while pending, carrier and tracking once shipped", async () => {
    const shippedId = await placeOrder(reader.email, readerToken);
    await pay(shippedId);
    await ship(shippedId, "Estafeta", "EST-4455-MX");
    const pendingId = await placeOrder(reader.email, readerToken);

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInAs(page, reader.email, reader.password);
      await page.goto("/user");
      await page.getByRole("link", { name: "Mis pedidos" }).click();
      await page.getByRole("heading", { level: 1, name: "Mis pedidos" }).waitFor();
      expect(await page.title()).toContain("Mis pedidos");

      const shipped = page.getByRole("article", { name: `Pedido #${shippedId}` });
      await shipped.getByText("Enviado", { exact: true }).waitFor();
      expect(await shipped.getByText("Estafeta", { exact: true }).isVisible()).toBe(true);
      // the tracking number leads to the carrier's own tracking page, in another tab
      const tracking = shipped.getByRole("link", { name: /^EST-4455-MX/ });
      expect(await tracking.getAttribute("href")).toMatch(
        /^https:\/\/cs\.estafeta\.com\/es\/Tracking\/searchByGet\?wayBill=EST-4455-MX&/,
      );
      expect(await tracking.getAttribute("target")).toBe("_blank");
      expect(await shipped.getByRole("link", { name: "Ver ficha de pago" }).count()).toBe(0);

      const pending = page.getByRole("article", { name: `Pedido #${pendingId}` });
      await pending.getByText("Pendiente de pago").waitFor();
      // the voucher is on the order's own page
      expect(await pending.getByRole("link", { name: "Ver ficha de pago" }).getAttribute("href")).toMatch(
        /^\/pedido\/[0-9a-f]{32}$/,
      );
      expect(await pending.getByText(`${book.name} × 1`).isVisible()).toBe(true);
      await shoot(page, `shop-mis-pedidos-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("sends a visitor to the login page", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/mis-pedidos");
    await page.waitForURL("**/login");
    await context.close();
  });
});

describe("guest order lookup", () => {
  it("is linked from the footer and /orders, needs both fields and says the same for a wrong number or e-mail", async () => {
    const email = `invitada-${Date.now()}@ejemplo.mx`;
    const orderId = await placeOrder(email);

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto("/orders");
      await page.getByRole("link", { name: "Consulta un pedido" }).waitFor();
      await page.locator("footer").getByRole("link", { name: "Consultar mi pedido" }).click();
      await page.getByRole("heading", { level: 1, name: "Consultar mi pedido" }).waitFor();

      const lookupForm = page.getByRole("form", { name: "Buscar un pedido" });
      const search = lookupForm.getByRole("button", { name: "Buscar pedido" });
      await lookupForm.getByLabel("Correo electrónico").fill(email);
      await search.click();
      expect(await lookupForm.getByRole("alert").textContent()).toBe("Escribe el número de pedido");

      await lookupForm.getByLabel("Número de pedido").fill(String(orderId));
      await lookupForm.getByLabel("Correo electrónico").fill("");
      await search.click();
      expect(await lookupForm.getByRole("alert").textContent()).toBe("Escribe el correo electrónico del pedido");

      const notFound = "No encontramos un pedido con ese número y ese correo electrónico.";
      await lookupForm.getByLabel("Correo electrónico").fill("otra@ejemplo.mx");
      await search.click();
      await expect.poll(() => lookupForm.getByRole("alert").textContent()).toBe(notFound);
      await lookupForm.getByLabel("Número de pedido").fill(String(orderId + 100_000));
      await lookupForm.getByLabel("Correo electrónico").fill(email);
      await search.click();
      await expect.poll(() => lookupForm.getByRole("alert").textContent()).toBe(notFound);

      await lookupForm.getByLabel("Número de pedido").fill(`#${orderId}`);
      await search.click();
      const card = page.getByRole("article", { name: `Pedido #${orderId}` });
      await card.getByText("Pendiente de pago").waitFor();
      expect(await card.getByRole("link", { name: "Ver ficha de pago" }).isVisible()).toBe(true);
      await shoot(page, `shop-consultar-pedido-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("stock", () => {
  it("the author sets the copies in the book editor; at zero /urdimbre and the detail page say 'Agotado' and checkout answers 409", async () => {
    const { page, context, errors } = await adminSession();
    await page.goto("/admin/adurdimbre");
    // the book opens in its editor
    const editor = page.getByRole("form", { name: "Editar libro" });
    await editor.getByLabel("Sin límite").uncheck();
    await editor.getByLabel("Ejemplares disponibles").fill("0");
    await shoot(page, "shop-book-stock-1280");
    await editor.getByRole("button", { name: "Guardar Cambios" }).click();
    await editor.getByRole("status").filter({ hasText: "Libro actualizado correctamente" }).waitFor();
    expect((await callApi<Book>(`/book/${book.id}`)).stock).toBe(0);

    const refused = await fetch(`${new URL(page.url()).origin}/api/pago-oxxo`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...shopper,
        email: "tarde@ejemplo.mx",
        items: [{ id: book.id, name: book.name, price: 1, quantity: 1 }],
      }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(`Lo sentimos, ${book.name} está agotado.`);

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const visitor = await newPage(browser, viewport);
      await visitor.page.goto("/urdimbre");
      await visitor.page.getByText("Agotado", { exact: true }).waitFor();
      expect(await visitor.page.getByRole("button", { name: "COMPRAR" }).isDisabled()).toBe(true);
      await shoot(visitor.page, `shop-agotado-urdimbre-${viewport.width}`);
      await visitor.page.goto(`/books/${book.id}`);
      await visitor.page.getByText("Agotado", { exact: true }).waitFor();
      expect(await visitor.page.getByRole("button", { name: "COMPRAR" }).isDisabled()).toBe(true);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }

    await editor.getByLabel("Sin límite").check();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/book/${book.id}`) && r.request().method() === "PUT"),
      editor.getByRole("button", { name: "Guardar Cambios" }).click(),
    ]);
    await editor.getByRole("status").filter({ hasText: "Libro actualizado correctamente" }).waitFor();
    expect((await callApi<Book>(`/book/${book.id}`)).stock).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("admin order view", () => {
  it("marks an order paid, ships it with carrier and tracking (linked to the carrier's page), corrects the tracking number, and shows the timeline", async () => {
    const email = `envio-${Date.now()}@ejemplo.mx`;
    const orderId = await placeOrder(email);
    const dhl = (n: string) => `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${n}&submit=1`;
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context, errors } = await adminSession(viewport);
      await page.goto("/admin/pedidos");
      const card = page.locator(".adm-order", { hasText: `Pedido #${orderId}` });
      const timeline = card.getByRole("list", { name: `Historial del pedido #${orderId}` });
      if (viewport === viewports.desktop) {
        await timeline.getByText("Creado (ficha generada)").waitFor();
        await card.getByRole("button", { name: "Marcar como pagado (prueba)" }).click();
        await timeline.getByText("Pagado", { exact: true }).waitFor();
        await card.getByRole("button", { name: "Marcar como enviado" }).click();
        const form = card.getByRole("form", { name: `Envío del pedido #${orderId}` });
        await form.getByLabel("Paquetería (opcional)").selectOption("DHL");
        await form.getByLabel("Número de guía (opcional)").fill("DHL-990011");
        await form.getByRole("link", { name: "la página de DHL" }).waitFor();
        await shoot(page, "shop-admin-envio-form-1280");
        await form.getByRole("button", { name: "Confirmar envío" }).click();
        await card.getByText("enviado", { exact: true }).waitFor();
        await card
          .getByText(
            `Pedido #${orderId} enviado: el aviso al comprador quedó guardado en Correos, sin enviar (no hay servidor de correo).`,
          )
          .waitFor();
        expect(await timeline.getByText("DHL · Guía DHL-990011").isVisible()).toBe(true);
        expect(await timeline.getByRole("link", { name: /^DHL-990011/ }).getAttribute("href")).toBe(dhl("DHL-990011"));

        // a typo in the tracking number: corrected after shipping, the buyer gets the right one by mail
        await card.getByRole("button", { name: "Corregir datos de envío" }).click();
        const correction = card.getByRole("form", { name: `Corregir el envío del pedido #${orderId}` });
        expect(await correction.getByLabel("Paquetería (opcional)").inputValue()).toBe("DHL");
        await correction.getByLabel("Número de guía (opcional)").fill("1234567890");
        await correction.getByRole("button", { name: "Guardar datos de envío" }).click();
        await card
          .getByText(
            "Datos de envío corregidos: el aviso al comprador quedó guardado en Correos, sin enviar (no hay servidor de correo).",
          )
          .waitFor();
      }
      await timeline.getByText("Enviado", { exact: true }).waitFor();
      const link = timeline.getByRole("link", { name: /^1234567890/ });
      expect(await link.getAttribute("href")).toBe(dhl("1234567890"));
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await timeline.getByText("DHL · Guía 1234567890").isVisible()).toBe(true);
      // nothing to cancel once it left: no "Más acciones"
      expect(await card.getByText("Más acciones").count()).toBe(0);
      await shoot(page, `shop-admin-pedido-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
    const lookup = await callApi<{ carrier: string; trackingNumber: string }>("/orders/lookup", {
      method: "POST",
      body: JSON.stringify({ pedido: orderId, email }),
    });
    expect(lookup).toMatchObject({ carrier: "DHL", trackingNumber: "1234567890" });
    const outbox = await callApi<{ items: { to: string; subject: string; kind: string }[] }>("/mail/messages", {
      token: adminToken,
    });
    const toBuyer = outbox.items.filter((mail) => mail.to === email).map((mail) => mail.kind);
    expect(toBuyer.filter((kind) => kind === "order_shipped")).toHaveLength(1);
    expect(toBuyer.filter((kind) => kind === "order_shipping_corrected")).toHaveLength(1);
  });

  it("keeps 'Cancelar pedido' apart from the shipping buttons, under 'Más acciones', and says what cancelling does before doing it", async () => {
    const orderId = await placeOrder(`cancela-${Date.now()}@ejemplo.mx`);
    await pay(orderId);
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, context, errors } = await adminSession(viewport);
      await page.goto("/admin/pedidos");
      const card = page.locator(".adm-order", { hasText: `Pedido #${orderId}` });
      await card.getByRole("button", { name: "Marcar como enviado" }).click();
      const cancel = card.getByRole("button", { name: "Cancelar pedido" });
      expect(await cancel.isVisible()).toBe(false); // folded away under "Más acciones"
      await card.getByText("Más acciones").click();
      await card.getByText("Su ejemplar vuelve a la venta y el comprador recibe un correo", { exact: false }).waitFor();
      // below the shipping form's buttons, not among them
      const confirm = await card.getByRole("button", { name: "Confirmar envío" }).boundingBox();
      const red = await cancel.boundingBox();
      expect(red!.y).toBeGreaterThan(confirm!.y + confirm!.height + 40);
      await shoot(page, `shop-admin-mas-acciones-${viewport.width}`);
      if (viewport === viewports.desktop) {
        await cancel.click();
        const popup = page.locator(".swal2-popup");
        await expect.poll(() => popup.locator(".swal2-title").textContent()).toBe(`¿Cancelar el pedido #${orderId}?`);
        expect(await popup.locator(".swal2-html-container").textContent()).toBe(
          "Su ejemplar vuelve a la venta y el comprador recibe un correo que le avisa que le devolverás su dinero; esa devolución la haces tú. No se puede deshacer.",
        );
        await popup.getByRole("button", { name: "No, dejarlo como está" }).click();
        await popup.waitFor({ state: "detached" });
        expect((await callApi<Order[]>("/orders", { token: adminToken })).find((o) => o.id === orderId)?.status).toBe(
          "paid",
        );
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("admin Comentarios", () => {
  it("lists comments newest first with where they were posted, hides, shows and deletes them", async () => {
    const text = `Comentario a moderar ${Date.now()}`;
    await callApi(`/${book.id}/comentarios`, {
      method: "POST",
      body: JSON.stringify({ contenido: text }),
      token: readerToken,
    });
    const publicTexts = async () =>
      (await callApi<{ contenido: string }[]>(`/${book.id}/comentarios`)).map((c) => c.contenido);

    const mobile = await adminSession(viewports.mobile);
    await mobile.page.goto("/admin/comentarios");
    await mobile.page.getByText(text).waitFor();
    await shoot(mobile.page, "shop-admin-comentarios-390");
    await mobile.context.close();

    const { page, context, errors } = await adminSession();
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Comentarios" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Comentarios" }).waitFor();
    const item = page.locator(".adm-comment", { hasText: text });
    expect(await page.locator(".adm-comment__text").first().textContent()).toBe(text);
    expect(await item.getByRole("link", { name: `En el libro: ${book.name}` }).getAttribute("href")).toBe(
      `/books/${book.id}`,
    );
    expect(await item.getByText(reader.nombre).isVisible()).toBe(true);

    await item.getByRole("button", { name: "Ocultar" }).click();
    await item.getByText("oculto", { exact: true }).waitFor();
    expect(await publicTexts()).not.toContain(text);
    await shoot(page, "shop-admin-comentarios-1280");
    await item.getByRole("button", { name: "Mostrar" }).click();
    await item.getByRole("button", { name: "Ocultar" }).waitFor();
    expect(await publicTexts()).toContain(text);

    await item.getByRole("button", { name: "Eliminar" }).click();
    await answerDialog(page, "¿Eliminar este comentario?");
    await item.waitFor({ state: "detached" });
    expect(await publicTexts()).not.toContain(text);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("dashboard sales at a glance", () => {
  it("shows paid orders, revenue, pending vouchers, the paid share, copies left, a weekly chart, and downloads the CSV", async () => {
    const paidId = await placeOrder(`ventas-${Date.now()}@ejemplo.mx`);
    await pay(paidId);
    const summary = await callApi<{ total: { paidOrders: number }; pending: { vouchers: number } }>("/orders/summary", {
      token: adminToken,
    });
    expect(summary.total.paidOrders).toBeGreaterThan(0);

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context, errors } = await adminSession(viewport);
      await page.goto("/admin/dashboard");
      const sales = page.getByRole("region", { name: "Ventas" });
      await sales.getByText("Este mes").waitFor();
      for (const label of ["En total", "Fichas pendientes", "Fichas pagadas", "Ejemplares disponibles"])
        expect(await sales.getByText(label, { exact: true }).isVisible()).toBe(true);
      expect(await sales.getByText(`${summary.pending.vouchers}`, { exact: true }).first().isVisible()).toBe(true);
      expect(await sales.getByText("Sin límite").isVisible()).toBe(true);
      const chart = sales.getByRole("img", { name: "Pedidos pagados por semana (últimas 12 semanas)" });
      expect(await chart.locator("rect").count()).toBe(12);
      if (viewport === viewports.desktop) {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          sales.getByRole("button", { name: "Descargar CSV de pedidos" }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = readFileSync(await download.path(), "utf8");
        expect(csv.split("\r\n")[0]).toBe(
          '\uFEFF"Fecha","Pedido","Comprador","Correo","Estado","Artículos","Total","Código de descuento","Descuento","Estatus","Pagado el","Paquetería","Guía","RFC","Razón social","Régimen fiscal","Uso del CFDI","CP fiscal"',
        );
        expect(csv).toContain(`"${paidId}"`);
      }
      await shoot(page, `shop-admin-dashboard-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
