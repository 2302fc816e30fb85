// The public site in a real browser: every page at 390 and 1280 px, the layout (menu, badge, overlay, hidden header),
// the newsletter, the account flow (register, login, /user, logout, delete) and the events page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, baseUrl, launchBrowser, newPage, screenshot, viewports } from "../lib/browser.ts";

interface SiteContent {
  introTitle: string;
  authorName: string;
  authorTitle: string;
  mainTitle: string;
}
interface Event {
  id: number;
  title: string;
  description: string | null;
  /** the event's day, "2025-03-15", or null */
  date: string | null;
  createdAt: string;
}

let browser: Browser;
let site: SiteContent;

const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(`${baseUrl}/api${path}`, init);
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

// A one-page PDF, just enough for the server's file-type check and the browser's viewer.
const minimalPdf = () =>
  new Blob(
    [
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    { type: "application/pdf" },
  );

/** The events page needs one entry with a date in its description and one without: upload what is missing. */
async function ensureEvents(): Promise<void> {
  const list = await api<Event[]>("/blog");
  const dated = /\d{1,2}\s+de\s+[a-z]+\s+(de\s+)?\d{4}/i;
  const missing = [
    !list.some((e) => dated.test(e.description ?? "")) && {
      title: "Presentación de Urdimbre en Colima",
      description: "15 de marzo de 2025, Casa de la Cultura",
    },
    !list.some((e) => !dated.test(e.description ?? "")) && {
      title: "Taller de telar de cintura",
      description: "Cupo limitado, fecha por confirmar",
    },
  ].filter((entry) => entry !== false);
  if (!missing.length) return;
  const { token } = await api<{ token: string }>("/usuarios/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  });
  for (const entry of missing) {
    const form = new FormData();
    form.set("title", entry.title);
    form.set("description", entry.description);
    form.set("pdf", minimalPdf(), `${entry.title}.pdf`);
    await api("/blog", { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  site = await api<SiteContent>("/site-content");
});
afterAll(() => browser?.close());

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
}

/** Waits for the route-change overlay to go and shoots the page from its top. */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('[data-testid="page-overlay"]').waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await screenshot(page, name);
}

const text = (page: Page, selector: string) => page.locator(selector).first().innerText();
const bodyText = async (page: Page) => (await page.locator("body").textContent()) ?? "";

const PAGES: { path: string; name: string; check: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    name: "home",
    check: async (page) => {
      await expect.poll(() => text(page, "h1")).toBe(site.authorName);
      const body = await bodyText(page);
      for (const expected of [site.authorTitle, site.introTitle, site.mainTitle]) expect(body).toContain(expected);
      expect(await page.locator('main a[href="/urdimbre"]').count()).toBeGreaterThan(0);
      expect(
        await page
          .locator("main img")
          .evaluateAll((imgs) => imgs.every((img) => img.getAttribute("alt") && img.getAttribute("width"))),
      ).toBe(true);
    },
  },
  {
    path: "/about",
    name: "about",
    check: async (page) => {
      expect(await text(page, "h1")).toBe("Sobre mí");
      const body = await bodyText(page);
      for (const expected of ["Cómo llegué aquí", "Por qué trabajar conmigo", "Trabajemos juntos"])
        expect(body).toContain(expected);
      await page.locator(".slick-dots").waitFor();
      expect(await page.locator(".slick-dots li").count()).toBe(4);
      expect(await page.getByRole("link", { name: "Trabajemos juntos" }).getAttribute("href")).toBe("/contact");
    },
  },
  {
    path: "/blogpage",
    name: "events",
    check: async (page) => {
      expect(await text(page, "h1")).toBe("Eventos");
      await page.locator(".event").first().waitFor();
      expect(await bodyText(page)).toContain("Del blog");
    },
  },
  {
    path: "/blog/1",
    name: "blog-post",
    check: async (page) => {
      expect(await text(page, "h1")).toBe("El telar de cintura: hilos que cuentan historias");
      expect(await bodyText(page)).toContain(`Autora: ${site.authorName}`);
      expect(await bodyText(page)).toContain("15 de marzo de 2024");
      expect(await page.evaluate(() => document.body.classList.contains("blog-post-open"))).toBe(true);
    },
  },
  {
    path: "/contact",
    name: "contact",
    check: async (page) => {
      await expect.poll(() => text(page, "h1")).toBe(`Dirígete a ${site.authorName.split(" ")[0]}`);
      await page.locator('main a[href^="mailto:"]').waitFor();
      expect(await page.locator('main a[href^="tel:"]').count()).toBe(1);
      const social = page.locator(".contact__social a");
      expect(await social.count()).toBe(3);
      for (const link of await social.all()) {
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      }
    },
  },
  {
    path: "/login",
    name: "login",
    check: async (page) => {
      expect(await text(page, "h1")).toBe("Iniciar sesión");
      expect(await page.locator(".site-header").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Continuar" }).count()).toBe(1);
      expect(await page.locator('main a[href="/register"]').count()).toBe(1);
    },
  },
  {
    path: "/register",
    name: "register",
    check: async (page) => {
      expect(await text(page, "h1")).toBe("Registrar Usuario");
      expect(await page.locator("#register-email").getAttribute("type")).toBe("email");
      expect(await page.locator('main a[href="/login"]').count()).toBe(1);
    },
  },
];

describe.each([
  ["390", viewports.mobile],
  ["1280", viewports.desktop],
])("every public page at %s px", (width, viewport) => {
  it("shows its texts, one h1, a labelled field for every input and no script errors", async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    for (const { path, name, check } of PAGES) {
      await visit(page, path);
      await check(page);
      expect(await page.locator("h1").count(), path).toBe(1);
      const unlabelled = await page
        .locator("input")
        .evaluateAll((inputs) => inputs.filter((input) => !(input as HTMLInputElement).labels?.length).length);
      expect(unlabelled, path).toBe(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} has no sideways scroll`,
      ).toBe(true);
      await shot(page, `public-${name}-${width}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has the site's navigation: the author's name, the section links and login, the cart, a menu toggle on phones", async () => {
    const { page, context } = await newPage(browser, viewport);
    await visit(page, "/");
    await expect.poll(() => text(page, ".brand")).toBe(site.authorName);
    const toggle = page.locator(".menu-toggle");
    if (width === "390") {
      expect(await page.locator("#site-menu").isVisible()).toBe(false);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      await shot(page, "public-menu-open-390");
      await page.keyboard.press("Escape");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
    } else {
      expect(await toggle.isVisible()).toBe(false);
    }
    const links = await page
      .locator("#site-menu a")
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links).toEqual([
      ["Sobre mí", "/about"],
      ["Urdimbre", "/urdimbre"],
      ["Eventos", "/blogpage"],
      ["Galería", "/gallery"],
      ["Contacto", "/contact"],
      ["Iniciar sesión", "/login"],
    ]);
    expect(await page.locator('.site-header a[href="/cart"]').count()).toBe(1);
    await context.close();
  });
});

describe("layout behaviour", () => {
  it("navigates client-side behind a short overlay and starts each page at the top", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await visit(page, "/");
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" });
    });
    await page.locator('.site-footer a[href="/contact"]').click();
    await page.locator('[data-testid="page-overlay"]').waitFor({ state: "visible" });
    await page.waitForURL("**/contact");
    await page.locator('[data-testid="page-overlay"]').waitFor({ state: "detached", timeout: 2000 });
    expect(await text(page, "h1")).toContain("Dirígete a");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hides the header on /login only", async () => {
    const { page, context } = await newPage(browser, viewports.mobile);
    for (const [path, headerCount] of [
      ["/login", 0],
      ["/orders", 1],
      ["/register", 1],
      ["/contact", 1],
    ] as const) {
      await page.goto(path);
      await page.locator(".site-footer").waitFor();
      expect(await page.locator(".site-header").count(), path).toBe(headerCount);
    }
    await context.close();
  });

  it("shows the cart badge only when the cart holds books", async () => {
    const { page, context } = await newPage(browser, viewports.mobile);
    await visit(page, "/");
    expect(await page.locator('[data-testid="cart-badge"]').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem("cartItems", JSON.stringify({ "1": 2, "7": 1 })));
    await visit(page, "/about");
    expect(await text(page, '[data-testid="cart-badge"]')).toMatch(/^3/);
    await shot(page, "public-cart-badge-390");
    await context.close();
  });

  it("subscribes to the newsletter and reports empty input and failures", async () => {
    const { page, context } = await newPage(browser, viewports.mobile);
    await visit(page, "/");
    const form = page.locator(".newsletter");
    const input = form.locator('input[type="email"]');
    const button = form.locator('button[type="submit"]');
    const message = form.locator(".newsletter__message");
    expect(await input.getAttribute("required")).not.toBeNull();

    await button.click();
    expect(await message.innerText()).toBe("Por favor, ingresa un correo");

    // Hold the answer a moment to see the sending state, then let the real server answer.
    await page.route("**/api/subscribe", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await input.fill(`boletin-${Date.now()}@ejemplo.mx`);
    const answer = page.waitForResponse("**/api/subscribe");
    await button.click();
    expect(await button.innerText()).toBe("Cargando...");
    const { message: serverMessage } = (await (await answer).json()) as { message: string };
    await expect.poll(() => message.innerText()).toBe(serverMessage);
    expect(serverMessage).toBeTruthy();
    expect(await input.inputValue()).toBe("");
    await shot(page, "public-newsletter-390");

    await page.unroute("**/api/subscribe");
    await page.route("**/api/subscribe", (route) => route.abort());
    await input.fill("otra@ejemplo.mx");
    await button.click();
    await expect.poll(() => message.innerText()).toBe("Hubo un error al suscribirse. Intenta de nuevo.");
    await context.close();
  });
});

describe("accounts", () => {
  const person = { nombre: "Rosa Elena Díaz", email: `rosa-${Date.now()}@ejemplo.mx`, password: "telar-de-cintura-1" };

  async function register(page: Page, who: typeof person, confirm = who.password) {
    await visit(page, "/register");
    await page.locator("main").getByLabel("Nombre completo").fill(who.nombre);
    await page.locator("main").getByLabel("Correo electrónico").fill(who.email);
    await page.locator("main").getByLabel("Contraseña", { exact: true }).fill(who.password);
    await page.locator("main").getByLabel("Confirmar contraseña").fill(confirm);
    await page.locator("main").getByLabel("He leído el aviso de privacidad").check();
    await page.getByRole("button", { name: "Registrarme" }).click();
  }

  async function logIn(page: Page, email: string, password: string) {
    await visit(page, "/login");
    await page.locator("main").getByLabel("Correo electrónico").fill(email);
    await page.locator("main").getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Continuar" }).click();
  }

  it("register (signed in at once) -> /user shows the data -> logout -> login -> the header links to /user", async () => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await register(page, person, "otra-cosa-123");
    await expect.poll(() => text(page, '[role="alert"]')).toBe("Las contraseñas no coinciden");

    // A new account is signed in at once and lands on its page, which says so.
    await register(page, person);
    await page.waitForURL("**/user");
    await page.getByText("Tu cuenta está lista y ya iniciaste sesión.").waitFor();
    await expect.poll(() => text(page, "h1")).toBe(person.nombre);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    const body = await bodyText(page);
    expect(body).toContain(person.email);
    expect(body).not.toMatch(/\bRol\b/); // a reader is not told her role
    expect(body).toContain("Aún no tienes fotografías favoritas.");
    expect(await page.getByRole("link", { name: "Panel de administración" }).count()).toBe(0);
    await shot(page, "public-user-390");

    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await page.locator("main").getByLabel("Correo electrónico").fill(person.email);
    await page.locator("main").getByLabel("Contraseña", { exact: true }).fill("equivocada-123");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect.poll(() => text(page, '[role="alert"]')).toBe("Credenciales incorrectas");
    const passwordInput = page.locator("main").getByLabel("Contraseña", { exact: true });
    await page.getByRole("button", { name: "Mostrar contraseña" }).click();
    expect(await passwordInput.getAttribute("type")).toBe("text");

    await logIn(page, person.email, person.password);
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    await page.locator(".menu-toggle").click();
    const accountLink = page.locator('#site-menu a[href="/user"]');
    await accountLink.waitFor();
    expect(await page.locator('#site-menu a[href="/login"]').count()).toBe(0);
    await accountLink.click();
    await page.waitForURL("**/user");
    await expect.poll(() => text(page, "h1")).toBe(person.nombre);

    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL("**/login");
    await visit(page, "/");
    expect(await page.locator('#site-menu a[href="/login"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends visitors from /user to /login and back, lists the favourite photos, and says goodbye after deleting the account", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    const other = { nombre: "Tomás Ruiz", email: `tomas-${Date.now()}@ejemplo.mx`, password: "barro-bruñido-22" };
    await api("/usuarios/crear", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...other, rol: 2, aceptaPrivacidad: true }),
    });

    await page.goto("/user");
    await page.waitForURL("**/login?volver=%2Fuser");
    await page.locator("main").getByLabel("Correo electrónico").fill(other.email);
    await page.locator("main").getByLabel("Contraseña", { exact: true }).fill(other.password);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL("**/user");
    await page.getByText("Aún no tienes fotografías favoritas.").waitFor();

    // Two favourites, marked as the gallery's heart does.
    const { token, user } = await api<{ token: string; user: { id: number } }>("/usuarios/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: other.email, password: other.password }),
    });
    const photos = (await api<{ id: number; descripcion: string }[]>("/fotografias")).slice(0, 2);
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      await api("/favoritos", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ usuarioId: user.id, fotografiaId: photo.id }),
      });
    }
    await page.reload();
    const favorites = page.getByRole("region", { name: "Tus fotografías favoritas" });
    await expect.poll(() => favorites.getByRole("listitem").count()).toBe(2);
    await favorites
      .locator("img")
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
    await shot(page, "public-user-1280");
    const names = photos.map((photo) => photo.descripcion || "Fotografía de la galería");
    const first = (await favorites.getByRole("listitem").first().locator("img").getAttribute("alt"))!;
    expect(names).toContain(first);

    await favorites.getByRole("button", { name: `Quitar de favoritas: ${first}` }).click();
    await favorites.getByText("Quitaste la fotografía de tus favoritas.").waitFor();
    await expect.poll(() => favorites.getByRole("listitem").count()).toBe(1);

    await page.getByRole("button", { name: "Eliminar cuenta" }).click();
    await page.getByText("¿Estás seguro que quieres eliminar tu cuenta?").waitFor();
    await page.getByRole("button", { name: "Sí, eliminar" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("status").filter({ hasText: "Tu cuenta se eliminó." }).waitFor();
    await shot(page, "public-goodbye-1280");
    const res = await fetch(`${baseUrl}/api/usuarios/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: other.email, password: other.password }),
    });
    expect(res.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the admin-panel button and the role to an administrator", async () => {
    const { page, context } = await newPage(browser, viewports.desktop);
    await logIn(page, admin.email, admin.password);
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('.site-header a[href="/user"]').click();
    await page.getByRole("link", { name: "Panel de administración" }).waitFor();
    expect(await bodyText(page)).toContain("Administrador");
    await context.close();
  });
});

describe("events page", () => {
  beforeAll(ensureEvents);

  it("lists the upcoming events first, then the undated, then the past, with a date badge or 'Sin fecha', and keeps one PDF open at a time", async () => {
    const list = await api<Event[]>("/blog");
    // upcoming (today's included) the nearest first, then without a date the newest upload first, then past the latest first
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Mexico_City" });
    const rank = (e: Event) => (!e.date ? 1 : e.date >= today ? 0 : 2);
    const newestUpload = (a: Event, b: Event) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
    const expected = [...list]
      .sort(
        (a, b) =>
          rank(a) - rank(b) ||
          (rank(a) === 0 ? a.date!.localeCompare(b.date!) : rank(a) === 2 ? b.date!.localeCompare(a.date!) : 0) ||
          newestUpload(a, b),
      )
      .map((e) => e.title);
    expect(list.map((e) => e.title)).toEqual(expected);
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await visit(page, "/blogpage");
    await page.locator(".event").first().waitFor();
    expect(await page.locator(".event__title").allInnerTexts()).toEqual(expected);

    const badges = await page.locator('[data-testid="date-badge"]').allInnerTexts();
    expect(badges.some((badge) => badge.includes("Sin fecha"))).toBe(true);
    expect(
      badges.some((badge) =>
        /\b\d{1,2}\s+(ENE|FEB|MAR|ABR|MAY|JUN|JUL|AGO|SEP|OCT|NOV|DIC)\s+\d{4}\b/.test(badge.replace(/\s+/g, " ")),
      ),
    ).toBe(true);

    const toggles = page.getByRole("button", { name: /PDF/ });
    await toggles.nth(0).click();
    expect(await toggles.nth(0).getAttribute("aria-expanded")).toBe("true");
    const frame = page.locator(".event iframe");
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute("src")).toMatch(/#toolbar=0$/);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(500);

    await toggles.nth(1).click();
    expect(await page.locator(".event iframe").count()).toBe(1);
    expect(await toggles.nth(0).getAttribute("aria-expanded")).toBe("false");
    expect(await toggles.nth(1).getAttribute("aria-expanded")).toBe("true");
    await shot(page, "public-events-open-1280");

    await toggles.nth(1).click();
    expect(await page.locator(".event iframe").count()).toBe(0);

    await page.getByRole("link", { name: "Barro de Colima: de la tierra a la mesa" }).click();
    await page.waitForURL("**/blog/2");
    await expect.poll(() => text(page, "h1")).toBe("Barro de Colima: de la tierra a la mesa");
    await page.goto("/blog/99");
    await expect.poll(() => text(page, "h1")).toBe("Página no encontrada");
    expect(errors).toEqual([]);
    await context.close();
  });
});
