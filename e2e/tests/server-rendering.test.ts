// The public pages' first paint comes from the server: their content is in the HTML before any script runs, the
// browser hydrates it without a hydration warning, and what depends on this browser's storage (cart badge, account
// link, favourites) appears after hydration without moving anything.
import type { Browser, ConsoleMessage } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, baseUrl, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

let browser: Browser;
let bookId: number;
let authorName: string;
beforeAll(async () => {
  browser = await launchBrowser();
  bookId = ((await (await fetch(`${baseUrl}/api/books`)).json()) as { id: number }[])[0].id;
  authorName = ((await (await fetch(`${baseUrl}/api/site-content`)).json()) as { authorName: string }).authorName;
});
afterAll(() => browser?.close());

/** Each server-rendered page and a text of its content that only its loader's data (or the page itself) provides. */
const pages = () => [
  { path: "/", heading: authorName },
  { path: "/about", heading: "Cada pieza hecha a mano guarda una historia" },
  { path: "/urdimbre", heading: "Urdimbre: historias creativas" },
  { path: `/books/${bookId}`, heading: "Urdimbre: historias creativas" },
  { path: "/blogpage", heading: "Eventos" },
  { path: "/blog/2", heading: "Autora: " },
  { path: "/gallery", heading: "Mis historias fotográficas" },
  { path: "/contact", heading: `Dirígete a ${authorName.split(" ")[0]}` },
  { path: "/aviso-de-privacidad", heading: "Tus derechos ARCO" },
  { path: "/terminos", heading: "PROFECO" },
  { path: "/devoluciones", heading: "5 días hábiles" },
];

const hydrationProblem = (message: ConsoleMessage) =>
  (message.type() === "error" || message.type() === "warning") &&
  /hydrat|did not match|server rendered|server HTML|Minified React error #4(18|19|21|22|23|25)|Content Security Policy/i.test(
    message.text(),
  );

describe("server-rendered first paint", () => {
  it("sends each public page's content in its HTML, with the router's data for hydration", async () => {
    for (const { path, heading } of pages()) {
      const html = await (await fetch(baseUrl + path)).text();
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="router-data" type="application\/json">/.exec(html);
      expect(root, path).not.toBeNull();
      expect(root![1], path).toContain("<h1");
      expect(root![1].replace(/<[^>]+>/g, ""), path).toContain(heading);
    }
    // its stylesheets are in the page and its JavaScript starts after the first paint
    const book = await (await fetch(`${baseUrl}/urdimbre`)).text();
    expect(book).toContain("<style>");
    // stylesheet links only disabled ones, never fetched (they tell Vite's loader the styles are in the page)
    expect(book).not.toMatch(/<link rel="stylesheet" href="[^"]+">|<link rel="modulepreload"|<script type="module"/);
    expect(book).toMatch(/<link rel="stylesheet" href="\/assets\/BookPage-[\w-]+\.css" disabled>/);
    // boot.js written into the page (the Content-Security-Policy allows it by its hash: no refused inline script below)
    expect(book).toMatch(
      /<script data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*BookPage[^"]*">[^<]*largest-contentful-paint[\s\S]*?<\/script>/,
    );
    expect(book).not.toContain('src="/boot.js"');
    // the contact data and the events come from their loaders
    const contact = (await (await fetch(`${baseUrl}/api/contact-info`)).json()) as { email: string };
    expect(await (await fetch(`${baseUrl}/contact`)).text()).toContain(`href="mailto:${contact.email}"`);
    // pages that depend on the visitor stay rendered in the browser: the shell only
    for (const path of ["/cart", "/login", "/admin/dashboard"]) {
      const html = await (await fetch(baseUrl + path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="router-data"');
    }
  });

  it("paints the pages without JavaScript", async () => {
    const context = await browser.newContext({
      viewport: viewports.mobile,
      baseURL: baseUrl,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/urdimbre");
    expect(await page.locator("h1").textContent()).toContain("Urdimbre");
    expect(await page.locator(".book-price").textContent()).toBe("$450.00 MXN");
    expect(
      await page
        .locator(".book-hero img")
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await screenshot(page, "ssr-urdimbre-no-js-390");
    await page.goto("/gallery");
    expect(await page.locator(".gallery__grid img").count()).toBeGreaterThan(0);
    await context.close();
  });

  it.each([
    ["390", viewports.mobile],
    ["1280", viewports.desktop],
  ])(
    "hydrates every public page at %s px with no hydration warning or refused inline script in the console",
    async (_width, viewport) => {
      const { page, context, errors } = await newPage(browser, viewport);
      const problems: string[] = [];
      page.on("console", (message) => hydrationProblem(message) && problems.push(`${page.url()}: ${message.text()}`));
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const { path } of pages()) {
        await page.goto(path);
        // hydrated: React's handlers answer (the menu toggle works on every page)
        await page.waitForLoadState("networkidle");
        // Nothing moves while the app starts and the carousels mount, and no stylesheet arrives late: the page's styles,
        // the carousels' included, came with its HTML (a late one restyled the whole page).
        expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBeLessThan(0.01);
        const stylesheets = await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.endsWith(".css")),
        );
        expect(stylesheets, path).toEqual([]);
      }
      // after hydration the links navigate in the browser, with the loader's data (the desktop header shows them all)
      if (viewport === viewports.desktop) {
        await page.goto("/");
        await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Galería" }).click();
        await page.getByRole("heading", { level: 1, name: "Mis historias fotográficas" }).waitFor();
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("leaves out a social link the author left empty, in the server's HTML and after hydration", async () => {
    const token = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
      .token;
    const saved = await callApi<Record<"youtube" | "facebook" | "instagram", string>>("/contact-info");
    await callApi("/contact-info", {
      method: "POST",
      token,
      body: JSON.stringify({ ...saved, youtube: "", instagram: "" }),
    });
    try {
      const html = await (await fetch(`${baseUrl}/contact`)).text();
      expect(html).toContain(`href="${saved.facebook}"`);
      expect(html).not.toContain('href="#"');
      expect(html).not.toContain("YouTube (se abre");
      const { page, context, errors } = await newPage(browser, viewports.mobile);
      await page.goto("/contact");
      await page.waitForLoadState("networkidle");
      const social = page.getByRole("link", { name: /se abre en una pestaña nueva/ });
      expect(await social.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
        saved.facebook,
      ]);
      await screenshot(page, "ssr-contact-one-social-390");
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await callApi("/contact-info", { method: "POST", token, body: JSON.stringify(saved) });
    }
  });

  it("shows the cart badge, the account link and the favourites after hydration without a layout shift", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    const problems: string[] = [];
    page.on("console", (message) => hydrationProblem(message) && problems.push(message.text()));
    await signInAs(page, admin.email, admin.password);
    await page.evaluate(() => localStorage.setItem("cartItems", JSON.stringify({ "1": 2 })));
    for (const path of ["/gallery", "/urdimbre"]) {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await expect.poll(() => page.getByTestId("cart-badge").textContent()).toMatch(/^2/);
      await page.getByRole("link", { name: "Mi cuenta" }).waitFor();
      if (path === "/gallery")
        await page
          .getByRole("button", { name: /^Favorita:/ })
          .first()
          .waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBeLessThan(0.01);
    }
    await screenshot(page, "ssr-urdimbre-signed-in-1280");
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
