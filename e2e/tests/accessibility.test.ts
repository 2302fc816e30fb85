// Accessibility in the built site: axe-core on every public page and every admin page at 390 and 1280 px, in the
// states a visitor meets (cart empty and full, a PDF open, the photo modal open, signed in or not), with text typed
// into the empty fields. Any 'serious' or 'critical' violation fails, and so does any console or script error.
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES, pagePattern } from "@autora/common/pages.ts";
import { admin, baseUrl, launchBrowser, viewports, waitForAppAfterLoads } from "../lib/browser.ts";

type Session = "visitor" | "reader" | "admin";
interface Scene {
  name: string;
  path: string;
  session?: Session;
  /** the cart in localStorage before the page loads */
  cart?: "empty" | "one book";
  /** what to do once the page has loaded, e.g. open a modal */
  act?: (page: Page) => Promise<void>;
  onlyAt?: keyof typeof viewports;
  /** what shows once the page has rendered; the h1 unless said otherwise */
  ready?: string;
  /** the page's own HTTP status when it is not 200 (the browser reports it in the console, and that is all it may report) */
  status?: 404;
}

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const BLOCKING: ImpactValue[] = ["serious", "critical"];
// This machine is offline: YouTube's previews and players cannot load, and nothing else may fail.
const UNREACHABLE = /^https:\/\/(img\.youtube\.com|www\.youtube(-nocookie)?\.com)\//;

let browser: Browser;
let bookId: number;
/** the pending order's own page, /pedido/<token> */
let orderPage: string;
const tokens: Record<Exclude<Session, "visitor">, string> = { reader: "", admin: "" };

async function api<T>(path: string, init?: { method: string; body: unknown }): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init?.method ?? "GET",
    headers: { "Content-Type": "application/json" },
    body: init ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = async (email: string, password: string) =>
  (await api<{ token: string }>("/usuarios/login", { method: "POST", body: { email, password } })).token;

beforeAll(async () => {
  browser = await launchBrowser();
  const [book] = await api<{ id: number; name: string }[]>("/books");
  expect(book, "the demo content has a book").toBeDefined();
  bookId = book.id;
  // A pending order, so that /admin/pedidos shows an order card with its buttons.
  ({ orderPage } = await api<{ orderPage: string }>("/pago-oxxo", {
    method: "POST",
    body: {
      nombre: "Lectora Accesible",
      email: "accesible@ejemplo.mx",
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
    },
  }));
  const reader = {
    nombre: "Lectora Accesible",
    email: `lectora-a11y-${Date.now()}@example.com`,
    password: "lectura-accesible-123",
  };
  await api("/usuarios/crear", { method: "POST", body: { ...reader, rol: 2 } });
  tokens.reader = await login(reader.email, reader.password);
  tokens.admin = await login(admin.email, admin.password);
});
afterAll(() => browser?.close());

const pathOf = (scene: Scene) => scene.path.replace(":bookId", String(bookId)).replace("/pedido/:token", orderPage);

async function openPdf(page: Page) {
  const toggle = page.getByRole("button", { name: "Ver PDF" }).first();
  await toggle.click();
  await page.locator(".event iframe").waitFor();
  // The reader's pointer leaves the button for the PDF, and the button's colours fade back: axe reads them once no
  // fade is running (a fade can start after the PDF's frame shifts the page under the pointer), not halfway.
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) - 1);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== "running"),
    undefined,
    { polling: 100 },
  );
}

async function openPhotoModal(page: Page) {
  await page.locator(".photo-card__open").first().click();
  await page.getByRole("dialog").waitFor();
}

const SCENES: Scene[] = [
  { name: "home", path: "/" },
  {
    name: "home with the menu open",
    path: "/",
    onlyAt: "mobile",
    act: async (page) => {
      await page.locator(".menu-toggle").click();
      await page.locator("#site-menu").waitFor();
    },
  },
  { name: "about", path: "/about" },
  { name: "book page", path: "/urdimbre" },
  { name: "book page (reader)", path: "/urdimbre", session: "reader" },
  { name: "book detail", path: "/books/:bookId" },
  { name: "events", path: "/blogpage" },
  { name: "events with a PDF open", path: "/blogpage", act: openPdf },
  { name: "blog post", path: "/blog/1" },
  { name: "gallery", path: "/gallery" },
  { name: "gallery (reader)", path: "/gallery", session: "reader" },
  {
    name: "gallery with the photo modal open (reader)",
    path: "/gallery",
    session: "reader",
    act: async (page) => {
      await openPhotoModal(page);
      await page.getByPlaceholder("Añadir un comentario...").waitFor();
    },
  },
  { name: "gallery with the photo modal open (visitor)", path: "/gallery", act: openPhotoModal },
  { name: "contact", path: "/contact" },
  { name: "empty cart", path: "/cart", cart: "empty" },
  { name: "cart with a book", path: "/cart", cart: "one book" },
  { name: "place order", path: "/place-order", cart: "one book" },
  {
    name: "place order with the invoice fields open",
    path: "/place-order",
    cart: "one book",
    act: async (page) => {
      await page.getByLabel("¿Necesitas factura?").check();
      await page.getByLabel("RFC").waitFor();
    },
  },
  { name: "privacy notice", path: "/aviso-de-privacidad" },
  { name: "terms", path: "/terminos" },
  { name: "returns", path: "/devoluciones" },
  { name: "login", path: "/login" },
  { name: "register", path: "/register" },
  { name: "forgot password", path: "/forgot-password" },
  { name: "reset password", path: "/reset-password" },
  { name: "newsletter unsubscribe", path: "/newsletter/unsubscribe" },
  { name: "newsletter confirmation without its link", path: "/newsletter/confirm" },
  { name: "user (reader)", path: "/user", session: "reader" },
  { name: "user (admin)", path: "/user", session: "admin" },
  { name: "orders (old e-mail links)", path: "/orders", ready: "text=Tus pedidos" },
  { name: "my orders (reader)", path: "/mis-pedidos", session: "reader" },
  { name: "order lookup", path: "/consultar-pedido" },
  { name: "order page with its voucher", path: "/pedido/:token", ready: "text=Cómo pagar" },
  { name: "page not found", path: "/no-existe", ready: "text=Error 404", status: 404 },
  { name: "admin dashboard", path: "/admin/dashboard", session: "admin" },
  { name: "admin main page", path: "/admin/admainpage", session: "admin" },
  { name: "admin book", path: "/admin/adurdimbre", session: "admin" },
  { name: "admin events", path: "/admin/adblog", session: "admin" },
  { name: "admin gallery", path: "/admin/adgallery", session: "admin" },
  { name: "admin contact", path: "/admin/adcontact", session: "admin" },
  { name: "admin about page", path: "/admin/sobre-mi", session: "admin", ready: "text=Mis valores" },
  { name: "admin messages", path: "/admin/mensajes", session: "admin" },
  { name: "admin blog", path: "/admin/blog", session: "admin", ready: "text=Nueva entrada" },
  { name: "admin profile", path: "/admin/adpage", session: "admin" },
  { name: "admin orders", path: "/admin/pedidos", session: "admin", ready: "text=Pedido #" },
  { name: "admin discount codes", path: "/admin/descuentos", session: "admin", ready: "text=Nuevo código" },
  { name: "admin legal pages", path: "/admin/paginas-legales", session: "admin", ready: "text=Vista previa" },
  { name: "admin comments", path: "/admin/comentarios", session: "admin" },
  { name: "admin delete account", path: "/admin/delete", session: "admin" },
  { name: "admin e-mails", path: "/admin/correos", session: "admin" },
  { name: "admin newsletter", path: "/admin/boletin", session: "admin" },
  { name: "admin statistics", path: "/admin/estadisticas", session: "admin" },
  { name: "admin backups", path: "/admin/respaldos", session: "admin" },
  // A signed-in administrator is sent from the login page to the dashboard: the login form is for visitors.
  { name: "admin login", path: "/admin/login" },
  { name: "admin register", path: "/admin/register", session: "admin" },
];

/** A context where axe's script may be injected despite the site's CSP, with the session and cart already stored. */
async function openScene(scene: Scene, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: "es-MX", bypassCSP: true });
  waitForAppAfterLoads(context);
  const stored: Record<string, string> = {};
  if (scene.session && scene.session !== "visitor") stored.token = tokens[scene.session];
  if (scene.cart) stored.cartItems = JSON.stringify(scene.cart === "one book" ? { [bookId]: 1 } : {});
  await context.addInitScript(
    ({ origin, entries }) => {
      if (location.origin !== origin) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { origin: new URL(baseUrl).origin, entries: stored },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" || UNREACHABLE.test(message.location().url)) return;
    const ownStatus =
      scene.status &&
      message.location().url === new URL(scene.path, baseUrl).href &&
      message.text().includes(`status of ${scene.status}`);
    if (ownStatus) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  return { context, page, problems };
}

/** Waits for the page's data, the route-change overlay and any finite animation, so that colours are final. */
async function settle(page: Page, ready = "h1") {
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.locator('[data-testid="page-overlay"]').waitFor({ state: "detached" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const SAMPLE_VALUES: Record<string, string> = {
  email: "lectora@ejemplo.mx",
  password: "secreto-123",
  tel: "312 555 0101",
  url: "https://ejemplo.mx",
  number: "1",
};

/** Types into every empty field, so that axe also measures the contrast of what a person writes (an empty field has none). */
async function typeIntoEmptyFields(page: Page) {
  const fields = page.locator(
    'input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"], [type="date"], [type="range"], [type="color"]), textarea',
  );
  for (const field of await fields.all()) {
    if (!(await field.isVisible()) || !(await field.isEditable()) || (await field.inputValue()) !== "") continue;
    await field.fill(SAMPLE_VALUES[(await field.getAttribute("type")) ?? ""] ?? "Texto de prueba");
  }
}

/** The serious and critical violations, one readable line per element, and how many rules axe evaluated. */
async function runAxe(page: Page): Promise<{ blocking: string[]; rulesEvaluated: number }> {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    return axe.run(document, { resultTypes: ["violations"] });
  });
  const blocking = results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} [${violation.impact}] ${node.target.join(" ")}: ${violation.help} — ${node.failureSummary ?? ""}`,
      ),
    );
  return { blocking, rulesEvaluated: results.passes.length + results.violations.length + results.incomplete.length };
}

async function audit(scene: Scene, viewport: { width: number; height: number }) {
  const { context, page, problems } = await openScene(scene, viewport);
  try {
    await page.goto(pathOf(scene));
    await settle(page, scene.ready);
    if (scene.act) {
      await scene.act(page);
      await settle(page);
    }
    await typeIntoEmptyFields(page);
    return { ...(await runAxe(page)), problems, path: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

// The site's pages are one table: every page in it is audited here.
it("audits every page of the table of pages", () => {
  const unaudited = PAGES.filter((entry) => !SCENES.some((scene) => pagePattern(entry.path).test(pathOf(scene)))).map(
    (entry) => entry.path,
  );
  expect(unaudited).toEqual([]);
});

// The admin menu is drawn from the admin area's one table of pages: every page it offers is audited here.
it("audits every page of the admin menu", async () => {
  const { context, page } = await openScene(
    { name: "admin menu", path: "/admin/dashboard", session: "admin" },
    viewports.desktop,
  );
  try {
    await page.goto("/admin/dashboard");
    const links = page.getByRole("navigation", { name: "Administración" }).locator("a[href^='/admin/']");
    await links.first().waitFor();
    const offered = new Set(
      await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    );
    expect(offered.size).toBeGreaterThan(15);
    const audited = new Set(SCENES.filter((scene) => scene.session === "admin").map((scene) => scene.path));
    expect([...offered].filter((path) => !audited.has(path))).toEqual([]);
  } finally {
    await context.close();
  }
});

// Each scene has a browser context of its own and only reads, so several are audited at once (e2e/vitest.config.ts
// says how many): most of an audit is waiting for the page to settle.
describe.concurrent.each([
  ["390", "mobile"],
  ["1280", "desktop"],
] as const)("axe at %s px", (_width, size) => {
  for (const scene of SCENES.filter((s) => !s.onlyAt || s.onlyAt === size)) {
    it(`${scene.name}: no serious or critical violations, no console or page errors`, async ({ expect }) => {
      const { blocking, rulesEvaluated, problems, path } = await audit(scene, viewports[size]);
      expect(path, "the page did not redirect elsewhere").toBe(pathOf(scene));
      expect(rulesEvaluated, "axe evaluated the page").toBeGreaterThan(20);
      expect(blocking, `${scene.path}\n${blocking.join("\n")}`).toEqual([]);
      expect(problems, scene.path).toEqual([]);
    });
  }
});
