// The administrator area in the built app: login, every manager screen against the real API, the guard, and
// screenshots of every admin page at 390 px and 1280 px. Everything the tests change is put back at the end, so
// that the test files that run after this one see the demo content.
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, baseUrl, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

interface Photo {
  id: number;
  url: string;
  descripcion: string | null;
  activo: boolean;
}
interface Book {
  id: number;
  name: string;
  editorial: string;
  publicationDate: string | null;
  images: { id: number; url: string }[];
  videos: string[];
}

let browser: Browser;
let adminToken: string;

async function apiCall<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

const apiGet = async <T>(path: string, token?: string) => (await apiCall<T>("GET", path, undefined, token)).data;

async function loginToken(email: string, password: string): Promise<string> {
  const { status, data } = await apiCall<{ token: string }>("POST", "/usuarios/login", { email, password });
  if (status !== 200) throw new Error(`login ${email}: ${status}`);
  return data.token;
}

/** A real PNG drawn by the browser, so the server's content check sees an image. */
async function makePng(page: Page, label: string, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement("canvas");
      canvas.width = 800;
      canvas.height = 600;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, 800, 600);
      ctx.fillStyle = "#fff";
      ctx.font = "bold 56px sans-serif";
      ctx.fillText(text, 60, 320);
      return canvas.toDataURL("image/png");
    },
    [label, color],
  );
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

async function makePdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 22, font });
  return Buffer.from(await doc.save());
}

/** The sweetalert2 dialog: checks its title (and text) and presses its confirm or cancel button. */
async function answerDialog(page: Page, title: string, options: { text?: string; press?: "confirm" | "cancel" } = {}) {
  const popup = page.locator(".swal2-popup");
  await expect.poll(() => popup.locator(".swal2-title").textContent()).toBe(title);
  if (options.text) expect(await popup.locator(".swal2-html-container").textContent()).toBe(options.text);
  await popup.locator(options.press === "cancel" ? ".swal2-cancel" : ".swal2-confirm").click();
  await popup.waitFor({ state: "detached" });
}

/** A visitor's checkout through the API: a new pending order. */
async function placeOrder(nombre: string) {
  const [book] = await apiGet<Book[]>("/books");
  return apiCall<{ orderId: number }>("POST", "/pago-oxxo", {
    nombre,
    email: "rosa@ejemplo.mx",
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
  });
}

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continuar" }).click();
}

async function adminPage(viewport = viewports.desktop) {
  const session = await newPage(browser, viewport);
  await signInAs(session.page, admin.email, admin.password);
  return session;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await loginToken(admin.email, admin.password);
});
afterAll(() => browser?.close());

describe("admin login", () => {
  it("refuses wrong credentials (the message stays until the next try), then lets the administrator in", async () => {
    const { page, context, errors } = await newPage(browser);
    await loginThroughForm(page, admin.email, "contraseña-equivocada");
    const message = page.getByRole("alert").filter({ hasText: "Credenciales incorrectas" });
    await message.waitFor();
    // No way to register an administrator from the sign-in page.
    expect(await page.getByRole("link", { name: /Registrar|Agregar/ }).count()).toBe(0);

    await page.getByLabel("Contraseña", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { name: "Panel", level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^Panel/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

    // Opening the login page again with an administrator's token goes straight to the dashboard.
    await page.goto("/admin/login");
    await page.waitForURL("**/admin/dashboard");

    // The logout icon signs out and ends on the admin login page.
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL("**/admin/login");
    await page.getByRole("heading", { name: "Iniciar sesión como administradora" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("guard", () => {
  it("sends a signed-out /admin to the sign-in page, and after signing in to the page asked for", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto("/admin");
    await page.waitForURL("**/admin/login");
    await page.getByRole("heading", { name: "Iniciar sesión como administradora" }).waitFor();

    await page.goto("/admin/pedidos?estado=pendiente");
    await page.waitForURL("**/admin/login?volver=%2Fadmin%2Fpedidos%3Festado%3Dpendiente");
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL("**/admin/pedidos?estado=pendiente");
    await page.getByRole("heading", { name: "Fichas pendientes", level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a reader to the admin sign-in page, which tells her 'No tienes acceso'", async () => {
    const email = `lectora-${Date.now()}@ejemplo.mx`;
    const created = await apiCall("POST", "/usuarios/crear", {
      nombre: "Lectora Prueba",
      email,
      password: "lectora-123",
      rol: 2,
    });
    expect(created.status).toBe(201);
    const reader = await newPage(browser);
    await signInAs(reader.page, email, "lectora-123");
    await reader.page.goto("/admin/adurdimbre");
    await reader.page.waitForURL("**/admin/login?volver=%2Fadmin%2Fadurdimbre");

    // The admin login tells a reader 'No tienes acceso' and forgets the token.
    await loginThroughForm(reader.page, email, "lectora-123");
    await reader.page.getByRole("alert").filter({ hasText: "No tienes acceso" }).waitFor();
    expect(await reader.page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(reader.errors).toEqual([]);
    await reader.context.close();
  });
});

/** Where a screenshot of the visible screen only (not the whole page) goes, beside the others. */
const screenshotPath = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

describe("the admin menu", () => {
  const groups = [
    ["Panel"],
    ["Tienda", "Pedidos", "Códigos de descuento", "Estadísticas"],
    ["Contenido", "Libro", "Galería", "Eventos", "Blog", "Página principal", "Sobre mí", "Contacto", "Páginas legales"],
    ["Lectores", "Comentarios", "Mensajes", "Boletín"],
    ["Sistema", "Correos", "Respaldos", "Mi perfil", "Agregar administradora"],
  ];
  /** Each group of the menu: its heading, then its entries' names (without their counts). */
  const menuGroups = (page: Page) =>
    page
      .locator("#adm-menu .adm-menu__group")
      .evaluateAll((nodes) =>
        nodes.map((group) =>
          Array.from(
            group.querySelectorAll(".adm-menu__heading, .adm-menu__link > span:first-child"),
            (node) => node.textContent,
          ),
        ),
      );

  it("at 1280 px: a column of grouped entries beside the page, with what waits for her", async () => {
    // a paid order waiting to be shipped
    const checkout = await placeOrder("Elena Torres");
    expect(checkout.status).toBe(200);
    const config = await apiGet<{ paymentProvider: string }>("/config");
    if (config.paymentProvider === "simulated")
      expect(
        (await apiCall("POST", `/orders/${checkout.data.orderId}/simulate-payment`, undefined, adminToken)).status,
      ).toBe(200);
    const { page, context, errors } = await adminPage(viewports.desktop);
    await page.goto("/admin/dashboard");
    const menu = page.getByRole("navigation", { name: "Administración" });
    await menu.getByRole("link", { name: "Panel" }).waitFor();
    expect(await menuGroups(page)).toEqual(groups);
    expect(await page.getByRole("button", { name: "Abrir menú" }).isVisible()).toBe(false);
    const box = (await menu.boundingBox())!;
    const main = (await page.locator("#adm-main").boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(main.x); // beside the page
    expect(await menu.getByRole("link", { name: "Panel" }).getAttribute("aria-current")).toBe("page");
    // the whole menu fits on an 800 px tall screen
    const lastEntry = (await menu.getByRole("link", { name: "Agregar administradora" }).boundingBox())!;
    expect(lastEntry.y + lastEntry.height).toBeLessThanOrEqual(viewports.desktop.height);
    if (config.paymentProvider === "simulated")
      await menu.getByRole("link", { name: /^Pedidos \d+ por enviar$/ }).waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "admin-nav-1280");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 390 px: a menu button opens the grouped list over the page; every tap target is at least 44 px", async () => {
    const { page, context, errors } = await adminPage(viewports.mobile);
    await page.goto("/admin/dashboard");
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await toggle.waitFor();
    const menu = page.getByRole("navigation", { name: "Administración" });
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole("link", { name: "Libro" }).waitFor();
    expect(await menuGroups(page)).toEqual(groups);
    const targets = [
      ...(await menu.getByRole("link").all()),
      page.getByRole("button", { name: "Cerrar menú" }),
      page.getByRole("button", { name: "Cerrar sesión" }),
    ];
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      const name = (await target.getAttribute("aria-label")) ?? (await target.textContent()) ?? "";
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // what the phone shows: the menu over the page, then scrolled to its end
    await page.screenshot({ path: screenshotPath("admin-nav-open-390") });
    await menu.evaluate((nav) => nav.scrollTo({ top: nav.scrollHeight }));
    await page.screenshot({ path: screenshotPath("admin-nav-open-390-end") });

    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole("link", { name: "Libro" }).click();
    await page.waitForURL("**/admin/adurdimbre");
    await page.getByRole("heading", { name: "Libro", level: 1 }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("photo manager (dashboard)", () => {
  it("uploads a photo that the public gallery shows, hides it with Inactiva, and deletes it", async () => {
    const { page, context, errors } = await adminPage();
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Subir nueva fotografía" }).click();
    const modal = page.getByRole("dialog", { name: "Subir nueva fotografía" });
    await modal.getByRole("button", { name: "Subir", exact: true }).click();
    await modal.getByRole("alert").filter({ hasText: "Primero selecciona una imagen" }).waitFor();

    const descripcion = `Telar de prueba ${Date.now()}`;
    await modal
      .getByLabel("Imagen")
      .setInputFiles({ name: "telar.png", mimeType: "image/png", buffer: await makePng(page, "Telar E2E", "#7a2e3a") });
    await modal.getByLabel("Descripción").fill(descripcion);
    await modal.getByRole("button", { name: "Subir", exact: true }).click();
    await modal.waitFor({ state: "hidden" });
    const card = page.locator(".adm-photo-card", { hasText: descripcion });
    await card.getByRole("button", { name: "Activa", exact: true }).waitFor();

    const uploaded = (await apiGet<Photo[]>("/fotografias")).find((p) => p.descripcion === descripcion);
    expect(uploaded?.activo).toBe(true);
    const gallery = await context.newPage();
    await gallery.goto("/gallery");
    await gallery.locator(`img[src^="${uploaded!.url}?w="]`).first().waitFor();
    await gallery.close();

    await card.getByRole("button", { name: "Activa", exact: true }).click();
    await card.getByRole("button", { name: "Inactiva", exact: true }).waitFor();
    expect((await apiGet<Photo[]>("/fotografias")).some((p) => p.id === uploaded!.id)).toBe(false);
    const all = await apiGet<Photo[]>("/fotografias?all=1", adminToken);
    expect(all.find((p) => p.id === uploaded!.id)?.activo).toBe(false);

    await card.getByRole("button", { name: "Eliminar" }).click();
    await answerDialog(page, "¿Eliminar esta fotografía?");
    await card.waitFor({ state: "detached" });
    expect((await apiGet<Photo[]>("/fotografias?all=1", adminToken)).some((p) => p.id === uploaded!.id)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("gallery manager (adgallery)", () => {
  it("uploads several photos at once, edits a description and deletes them", async () => {
    const { page, context, errors } = await adminPage();
    await page.goto("/admin/adgallery");
    const submit = page.getByRole("button", { name: "Subir", exact: true });
    await submit.click();
    await page.getByRole("alert").filter({ hasText: "Primero elige una o más imágenes para subir." }).waitFor();

    const stamp = Date.now();
    const names = [`Barro ${stamp}`, `Palma ${stamp}`];
    await page.getByLabel("Imágenes").setInputFiles([
      { name: "barro.png", mimeType: "image/png", buffer: await makePng(page, "Barro", "#8d4b2a") },
      { name: "palma.png", mimeType: "image/png", buffer: await makePng(page, "Palma", "#5b7f3a") },
    ]);
    await page.getByLabel("Descripción de barro.png").fill(names[0]);
    await page.getByLabel("Descripción de palma.png").fill(names[1]);
    await submit.click();
    await page.getByRole("status").filter({ hasText: "2 fotografías subidas" }).waitFor();
    const uploaded = (await apiGet<Photo[]>("/fotografias")).filter((p) => names.includes(p.descripcion ?? ""));
    expect(uploaded).toHaveLength(2);

    await page.getByRole("tab", { name: "Editar" }).click();
    const card = page.locator(".adm-photo-card", { has: page.locator(`img[alt="${names[0]}"]`) });
    await card.getByLabel("Descripción").fill(`${names[0]} bruñido`);
    await card.getByRole("button", { name: "Guardar" }).click();
    await page.locator(`img[alt="${names[0]} bruñido"]`).waitFor();
    const edited = await apiGet<Photo[]>("/fotografias");
    expect(edited.filter((p) => p.descripcion === `${names[0]} bruñido`).map((p) => p.id)).toEqual([
      uploaded.find((p) => p.descripcion === names[0])!.id,
    ]);

    await page.getByRole("tab", { name: "Eliminar" }).click();
    for (const alt of [`${names[0]} bruñido`, names[1]]) {
      const item = page.locator(".adm-photo-card", { has: page.locator(`img[alt="${alt}"]`) });
      await item.getByRole("button", { name: "Eliminar" }).click();
      await answerDialog(page, "¿Eliminar esta fotografía?");
      await item.waitFor({ state: "detached" });
    }
    const ids = uploaded.map((p) => p.id);
    expect((await apiGet<Photo[]>("/fotografias?all=1", adminToken)).some((p) => ids.includes(p.id))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("events manager (adblog)", () => {
  it("uploads an event dated with the date picker that /blogpage lists first (it is the next one), then deletes it", async () => {
    const { page, context, errors } = await adminPage();
    await page.goto("/admin/adblog");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Subir PDF" }) });
    const title = `Presentación en Comala ${Date.now()}`;
    await form.getByLabel("Título").fill(title);
    await form.getByRole("button", { name: "Subir PDF" }).click();
    await form.getByText("Debes seleccionar un archivo PDF").waitFor();

    // tomorrow: sooner than any other upcoming event
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Mexico_City" });
    expect(await form.getByLabel("Fecha del evento (opcional)").getAttribute("type")).toBe("date");
    await form.getByLabel("Fecha del evento (opcional)").fill(tomorrow);
    await form.getByLabel("Descripción (opcional)").fill("Casa de la Cultura de Comala, 18:00 h");
    await form
      .getByLabel("Archivo PDF")
      .setInputFiles({ name: "programa.pdf", mimeType: "application/pdf", buffer: await makePdf(title) });
    await form.getByRole("button", { name: "Subir PDF" }).click();
    await form.getByRole("status").filter({ hasText: "Documento subido correctamente" }).waitFor();
    const item = page.locator(".adm-doc", { hasText: title });
    await item.waitFor();
    expect(await item.locator(".adm-doc__when").innerText()).toMatch(/^Próximo\s+\d{1,2} de [a-z]+ de \d{4}$/);
    expect(await form.getByLabel("Título").inputValue()).toBe("");
    expect((await apiGet<{ title: string; date: string | null }[]>("/blog"))[0]).toMatchObject({
      title,
      date: tomorrow,
    });

    const events = await context.newPage();
    await events.goto("/blogpage");
    await events.locator(".event__title").first().waitFor();
    expect(await events.locator(".event__title").first().innerText()).toBe(title);
    await events.close();

    await item.getByRole("button", { name: `Eliminar ${title}` }).click();
    await answerDialog(page, "¿Eliminar este evento?");
    await item.waitFor({ state: "detached" });
    expect((await apiGet<{ title: string }[]>("/blog")).some((d) => d.title === title)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("book manager (adurdimbre)", () => {
  it("keeps the one-book rule, edits the book and its main image, and adds and deletes a testimonial", async () => {
    const [book] = await apiGet<Book[]>("/books");
    expect(book).toBeDefined();
    const { page, context, errors } = await adminPage();
    await page.goto("/admin/adurdimbre");
    // the one book opens in its editor: no ID to type, nothing to search
    const editor = page.getByRole("form", { name: "Editar libro" });
    await page.getByRole("heading", { name: `Editar «${book.name}»` }).waitFor();
    expect(await editor.getByLabel("Nombre").inputValue()).toBe(book.name);
    expect(await page.getByLabel("ID del libro").count()).toBe(0);
    const sidebar = page.locator(".adm-book-sidebar");
    await sidebar.getByText(book.name).waitFor();
    await sidebar.getByText(`ID: ${book.id}`).waitFor();

    await page.getByRole("button", { name: "Agregar un libro" }).click();
    await page.getByText("Ya hay un libro creado. Solo se permite uno por ahora.").waitFor();

    await page.getByRole("button", { name: "Editar/Borrar libro" }).click();
    expect(await editor.getByLabel("Nombre").inputValue()).toBe(book.name);

    // The delete confirmation can be cancelled.
    await editor.getByRole("button", { name: "Eliminar Libro" }).click();
    await answerDialog(page, "¿Estás seguro?", {
      text: "Esta acción eliminará el libro permanentemente",
      press: "cancel",
    });

    await editor.getByLabel("Editorial").fill("Editorial de prueba E2E");
    const secondImage = book.images[1];
    if (secondImage) await editor.getByRole("button", { name: "Elegir la imagen 2 como principal" }).click();
    await editor.getByRole("button", { name: "Guardar Cambios" }).click();
    await editor.getByRole("status").filter({ hasText: "Libro actualizado correctamente" }).waitFor();
    const edited = await apiGet<Book>(`/book/${book.id}`);
    expect(edited.editorial).toBe("Editorial de prueba E2E");
    expect(edited.publicationDate).toBe(book.publicationDate);
    expect(edited.videos).toEqual(book.videos);
    expect(edited.images.map((i) => i.id).sort()).toEqual(book.images.map((i) => i.id).sort());
    if (secondImage) expect(edited.images[0].id).toBe(secondImage.id);

    // Put the demo book back as it was.
    const restoredEditor = page.getByRole("form", { name: "Editar libro" });
    await restoredEditor.getByLabel("Editorial").fill(book.editorial);
    if (secondImage) await restoredEditor.getByRole("button", { name: "Elegir la imagen 2 como principal" }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/book/${book.id}`) && r.request().method() === "PUT"),
      restoredEditor.getByRole("button", { name: "Guardar Cambios" }).click(),
    ]);
    await restoredEditor.getByRole("status").filter({ hasText: "Libro actualizado correctamente" }).waitFor();
    const restored = await apiGet<Book>(`/book/${book.id}`);
    expect(restored.editorial).toBe(book.editorial);
    expect(restored.images.map((i) => i.id)).toEqual(book.images.map((i) => i.id));

    const panel = page.locator(".adm-testimonials");
    await panel.getByRole("button", { name: "Agregar testimonio" }).click();
    expect(await panel.getByRole("alert").textContent()).toBe(
      "Campos incompletos: Debes ingresar tanto el contenido como el autor del testimonio.",
    );
    const author = `Lectora E2E ${Date.now()}`;
    await panel.getByLabel("Contenido del testimonio").fill("Un libro que se lee como un rebozo: hilo por hilo.");
    await panel.getByLabel("Autor del testimonio").fill(author);
    await panel.getByRole("button", { name: "Agregar testimonio" }).click();
    await panel.getByRole("status").filter({ hasText: "Testimonio agregado" }).waitFor();
    await panel.getByText(`— ${author}`).waitFor();
    const testimonials = await apiGet<{ id: number; author: string }[]>(`/book/${book.id}/testimonials`);
    expect(testimonials.some((t) => t.author === author)).toBe(true);

    await panel.getByRole("button", { name: `Eliminar el testimonio de ${author}` }).click();
    await panel.getByText(`— ${author}`).waitFor({ state: "detached" });
    expect((await apiGet<{ author: string }[]>(`/book/${book.id}/testimonials`)).some((t) => t.author === author)).toBe(
      false,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("contact and home texts", () => {
  it("saves contact info that /contact shows", async () => {
    const original = await apiGet<Record<string, string>>("/contact-info");
    const { page, context, errors } = await adminPage();
    try {
      await page.goto("/admin/adcontact");
      const save = page.getByRole("button", { name: "Guardar cambios" });
      await page.getByLabel("Teléfono").waitFor();
      expect(await save.isDisabled()).toBe(true);

      await page.getByLabel("Teléfono").fill("+52 312 555 0199");
      await page.getByRole("button", { name: "Editar enlace de Instagram" }).click();
      const dialog = page.getByRole("dialog", { name: "Editar enlace" });
      await dialog.getByLabel("Enlace de Instagram").fill("https://www.instagram.com/autora.e2e");
      await dialog.getByRole("button", { name: "Aceptar", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await save.isEnabled()).toBe(true);

      await save.click();
      // the confirmation next to the button fades after a few seconds
      const saved = page
        .getByRole("status")
        .filter({ hasText: "¡Cambios guardados! La página de contacto ya los muestra." });
      await saved.waitFor();
      await expect.poll(() => save.isDisabled()).toBe(true);
      await expect.poll(() => saved.count(), { timeout: 6000 }).toBe(0);

      const stored = await apiGet<Record<string, string>>("/contact-info");
      expect(stored.phone).toBe("+52 312 555 0199");
      expect(stored.instagram).toBe("https://www.instagram.com/autora.e2e");
      await page.goto("/contact");
      await page.getByText("+52 312 555 0199").waitFor();
      await page.locator('a[href="https://www.instagram.com/autora.e2e"]').first().waitFor({ state: "attached" });
      expect(errors).toEqual([]);
    } finally {
      await apiCall("POST", "/contact-info", original, adminToken);
      await context.close();
    }
  });

  it("edits the home texts on admainpage and the home page shows them", async () => {
    const original = await apiGet<Record<string, string>>("/site-content");
    const { page, context, errors } = await adminPage();
    try {
      await page.goto("/admin/admainpage");
      await page.getByLabel("Título de la biografía").fill("Hilos que cuentan historias E2E");
      await page.getByLabel("Título de introducción").fill("Cada pieza guarda una voz.");
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await page.getByRole("status").filter({ hasText: "Cambios guardados" }).waitFor();

      const saved = await apiGet<Record<string, string>>("/site-content");
      expect(saved.mainTitle).toBe("Hilos que cuentan historias E2E");
      expect(saved.introTitle).toBe("Cada pieza guarda una voz.");
      await page.goto("/");
      await page.getByRole("heading", { name: "Hilos que cuentan historias E2E" }).waitFor();
      await page.getByText("Cada pieza guarda una voz.").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await apiCall("PUT", "/site-content", original, adminToken);
      await context.close();
    }
  });
});

describe("orders (pedidos)", () => {
  it("lists a new order as pendiente and moves it to pagado and enviado", async () => {
    const config = await apiGet<{ paymentProvider: string }>("/config");
    const checkout = await placeOrder("Rosa Pérez");
    expect(checkout.status).toBe(200);
    const { page, context, errors } = await adminPage();
    await page.goto("/admin/pedidos");
    const card = page.locator(".adm-order", { hasText: `Pedido #${checkout.data.orderId}` });
    await card.getByText("pendiente", { exact: true }).waitFor();
    await card.getByText("Rosa Pérez").waitFor();
    expect(await card.getByRole("button", { name: "Marcar como enviado" }).count()).toBe(0);

    if (config.paymentProvider === "simulated") {
      await card.getByRole("button", { name: "Marcar como pagado (prueba)" }).click();
      await card.getByText("pagado", { exact: true }).waitFor();
      await card.getByRole("button", { name: "Marcar como enviado" }).click();
      await card.getByRole("button", { name: "Confirmar envío" }).click();
      await card.getByText("enviado", { exact: true }).waitFor();
      const orders = await apiGet<{ id: number; status: string }[]>("/orders", adminToken);
      expect(orders.find((o) => o.id === checkout.data.orderId)?.status).toBe("shipped");
    } else {
      await card.getByText("Más acciones").click();
      await card.getByRole("button", { name: "Cancelar pedido" }).click();
      await answerDialog(page, `¿Cancelar el pedido #${checkout.data.orderId}?`);
      await card.getByText("cancelado", { exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("accounts", () => {
  it("refuses a second administrator without an admin token, and deletes an account but never the last administrator", async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto("/admin/register");
    await visitor.page.getByLabel("Nombre completo").fill("Otra Admin");
    await visitor.page.getByLabel("Correo electrónico").fill(`otra-${Date.now()}@autora.mx`);
    await visitor.page.getByLabel("Contraseña", { exact: true }).fill("otra-admin-123");
    await visitor.page.getByLabel("Confirmar contraseña").fill("otra-admin-124");
    await visitor.page.getByRole("button", { name: "Registrar" }).click();
    await visitor.page.getByRole("alert").filter({ hasText: "Las contraseñas no coinciden" }).waitFor();
    await visitor.page.getByLabel("Confirmar contraseña").fill("otra-admin-123");
    await visitor.page.getByRole("button", { name: "Registrar" }).click();
    await visitor.page
      .getByRole("alert")
      .filter({ hasText: "Solo una administradora puede crear otra cuenta de administradora" })
      .waitFor();
    await visitor.context.close();

    // A second administrator, created by the first one through the register page.
    const { page, context, errors } = await adminPage();
    const email = `segunda-${Date.now()}@autora.mx`;
    await page.goto("/admin/register");
    await page.getByLabel("Nombre completo").fill("Segunda Admin");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill("segunda-123");
    await page.getByLabel("Confirmar contraseña").fill("segunda-123");
    await page.getByRole("button", { name: "Registrar" }).click();
    // She stays, told that the new one can sign in.
    await page
      .getByRole("status")
      .filter({ hasText: "Listo: Segunda Admin ya puede iniciar sesión como administradora." })
      .waitFor();
    expect(page.url()).toMatch(/\/admin\/register$/);
    await context.close();

    const second = await newPage(browser);
    await signInAs(second.page, email, "segunda-123");
    await second.page.goto("/admin/adpage");
    await second.page.getByText("Segunda Admin").first().waitFor();
    await second.page.getByText("Administrador", { exact: true }).waitFor();
    // Mi perfil sets the deletion apart and says what it means; it leads to /admin/delete.
    const danger = second.page.getByRole("region", { name: "Eliminar tu cuenta" });
    await danger.getByText("ya no podrás entrar a la administración").waitFor();
    await danger.getByRole("link", { name: "Eliminar mi cuenta" }).click();
    await second.page.waitForURL("**/admin/delete");
    const remove = second.page.getByRole("button", { name: "Eliminar cuenta" });
    expect(await remove.isDisabled()).toBe(true);
    await second.page.getByLabel("Confirmo que quiero eliminar mi cuenta permanentemente.").check();
    await remove.click();
    await second.page.waitForURL("**/admin/login");
    await second.page.getByRole("status").filter({ hasText: "Tu cuenta de administradora se eliminó." }).waitFor();
    expect((await apiCall("POST", "/usuarios/login", { email, password: "segunda-123" })).status).toBe(401);
    expect(second.errors).toEqual([]);
    await second.context.close();

    // The remaining administrator is the last one: Mi perfil and the delete page say so up front, and offer no deletion
    // (the server refuses it too: server/src/features/accounts/accounts.test.ts).
    const last = await adminPage();
    await last.page.goto("/admin/adpage");
    const lastDanger = last.page.getByRole("region", { name: "Eliminar tu cuenta" });
    await lastDanger.getByText("Eres la única administradora, así que no puedes eliminar tu cuenta").waitFor();
    expect(await lastDanger.getByRole("link", { name: "Eliminar mi cuenta" }).count()).toBe(0);
    await last.page.goto("/admin/delete");
    await last.page.getByText("Eres la única administradora, así que no puedes eliminar tu cuenta").waitFor();
    expect(await last.page.getByRole("button", { name: "Eliminar cuenta" }).isDisabled()).toBe(true);
    expect(await last.page.getByLabel("Confirmo que quiero eliminar mi cuenta permanentemente.").isDisabled()).toBe(
      true,
    );
    expect(await loginToken(admin.email, admin.password)).toBeTruthy();
    expect(errors).toEqual([]);
    await last.context.close();
  });
});

describe("screenshots", () => {
  const pages = ["dashboard", "admainpage", "adurdimbre", "adblog", "adgallery", "adcontact", "adpage", "pedidos"];
  // Text that shows once each page has loaded its data.
  const loaded: Record<string, string> = {
    dashboard: "Subir nueva fotografía",
    admainpage: "Guardar cambios",
    adurdimbre: "Libros en el sistema",
    adblog: "Subir nuevo documento PDF",
    adgallery: "Imágenes",
    adcontact: "Redes sociales",
    adpage: admin.email,
    pedidos: "Pedido #",
  };

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`every admin page at ${viewport.width} px`, async () => {
      expect((await placeOrder("Lucía Ramírez")).status).toBe(200); // a pending order shows its action buttons
      const { page, context, errors } = await adminPage(viewport);
      for (const path of pages) {
        await page.goto(`/admin/${path}`);
        await page.getByText(loaded[path]).first().waitFor();
        await page.waitForLoadState("networkidle");
        await screenshot(page, `admin-${path}-${viewport.width}`);
      }
      await page.goto("/admin/adurdimbre");
      await page.getByRole("button", { name: "Editar", exact: true }).first().click();
      await page.getByRole("form", { name: "Editar libro" }).waitFor();
      await page.waitForLoadState("networkidle");
      await screenshot(page, `admin-adurdimbre-edit-${viewport.width}`);

      await page.goto("/admin/adgallery");
      await page
        .getByLabel("Imágenes")
        .setInputFiles([
          { name: "muestra.png", mimeType: "image/png", buffer: await makePng(page, "Muestra", "#2e5e8c") },
        ]);
      await screenshot(page, `admin-adgallery-picked-${viewport.width}`);
      await page.getByRole("tab", { name: "Editar" }).click();
      await page.waitForLoadState("networkidle");
      await screenshot(page, `admin-adgallery-edit-${viewport.width}`);

      await page.goto("/admin/dashboard");
      await page.getByRole("button", { name: "Subir nueva fotografía" }).click();
      await screenshot(page, `admin-dashboard-upload-${viewport.width}`);
      await page.keyboard.press("Escape");

      if (name === "mobile") {
        await page.getByRole("button", { name: "Abrir menú" }).click();
        await page.getByRole("navigation", { name: "Administración" }).getByRole("link", { name: "Libro" }).waitFor();
        await screenshot(page, `admin-menu-${viewport.width}`);
      }

      await page.goto("/admin/delete");
      await screenshot(page, `admin-delete-${viewport.width}`);
      await page.goto("/admin/register");
      await screenshot(page, `admin-register-${viewport.width}`);
      await page.evaluate(() => localStorage.clear());
      await page.goto("/admin/login");
      await page.getByRole("heading", { name: "Iniciar sesión como administradora" }).waitFor();
      await screenshot(page, `admin-login-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
