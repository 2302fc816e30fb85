// Visit statistics in the built site: two readers' browsers visit pages (one from an Instagram link with utm values,
// who taps COMPRAR and moves on inside the app), a third asks not to be tracked; the administrator then reads the
// numbers on Estadísticas, at 390 px and 1280 px. The other browser tests run headless Chromium, whose User-Agent
// says so: robots are not counted, so only this file's readers are.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatsReport } from "@autora/common/contract/stats.ts";
import {
  admin,
  baseUrl,
  callApi,
  launchBrowser,
  newPage,
  screenshot,
  signInAs,
  viewports,
  waitForAppAfterLoads,
} from "../lib/browser.ts";

/** Browsers as readers have them (not headless). */
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

/** A reader's browser: its own User-Agent (another visitor for the server), optional extra headers. */
async function reader(userAgent: string, viewport = viewports.desktop, extraHTTPHeaders?: Record<string, string>) {
  const context = await browser.newContext({
    viewport,
    userAgent,
    locale: "es-MX",
    baseURL: baseUrl,
    extraHTTPHeaders,
  });
  contexts.push(context);
  waitForAppAfterLoads(context);
  return context.newPage();
}

async function adminToken(): Promise<string> {
  const { token } = await callApi<{ token: string }>("/usuarios/login", {
    method: "POST",
    body: JSON.stringify(admin),
  });
  return token;
}

describe("Estadísticas", () => {
  it("counts the readers' visits without cookies and shows them to the administrator", async () => {
    // Asked not to be tracked: the beacon goes out, the server counts nothing.
    const untracked = await reader(DESKTOP, viewports.desktop, { DNT: "1" });
    const ignored = untracked.waitForRequest((request) => request.url().endsWith("/api/stats/view"));
    await untracked.goto("/contact");
    await ignored;

    // From an Instagram link to the book: COMPRAR, then the gallery inside the app.
    const first = await reader(DESKTOP);
    const landing = first.waitForResponse((response) => response.url().endsWith("/api/stats/view"));
    await first.goto("/urdimbre?utm_source=instagram&utm_campaign=preventa", { referer: "https://l.instagram.com/" });
    expect((await landing).status()).toBe(204);
    const tapped = first.waitForResponse((response) => response.url().endsWith("/api/stats/cart"));
    await first.getByRole("button", { name: "COMPRAR" }).click();
    expect((await tapped).status()).toBe(204);
    const moved = first.waitForResponse((response) => response.url().endsWith("/api/stats/view"));
    await first.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Galería" }).click();
    await moved;
    expect(first.url()).toMatch(/\/gallery$/);
    expect(await first.context().cookies()).toEqual([]);

    // Another reader, on a phone: the home page, then the book.
    const second = await reader(PHONE, viewports.mobile);
    for (const path of ["/", "/urdimbre"]) {
      const counted = second.waitForResponse((response) => response.url().endsWith("/api/stats/view"));
      await second.goto(path);
      await counted;
    }

    const token = await adminToken();
    const report = await callApi<StatsReport>("/stats?range=30d", { token });
    expect(report.totals).toEqual({ visitors: 2, pageviews: 4 });

    for (const [name, viewport] of [
      ["desktop", viewports.desktop],
      ["mobile", viewports.mobile],
    ] as const) {
      const { page, errors } = await newPage(browser, viewport);
      await signInAs(page, admin.email, admin.password);
      await page.goto("/admin/estadisticas");
      await page.getByRole("heading", { level: 1, name: "Estadísticas" }).waitFor();
      const visits = page.getByRole("region", { name: "Visitas" });
      expect(await visits.locator("dl > div").allTextContents()).toEqual(["Visitantes2", "Páginas vistas4"]);
      expect(
        await visits.getByRole("img", { name: "Visitantes y páginas vistas por día (últimos 30 días)" }).isVisible(),
      ).toBe(true);
      const pages = await page.getByRole("region", { name: "Páginas más vistas" }).locator("tbody tr").allInnerTexts();
      expect(pages.map((row) => row.replace(/\s+/g, " ").trim())).toEqual([
        "Urdimbre /urdimbre 2 2",
        "Inicio / 1 1",
        "Galería /gallery 1 1",
      ]);
      const sources = page.getByRole("region", { name: "De dónde llegan" });
      expect((await sources.locator("tbody tr").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim())).toEqual(
        ["l.instagram.com 1", "instagram preventa 1"],
      );
      const funnel = page.getByRole("region", { name: "Del libro al pago" }).getByRole("listitem");
      expect((await funnel.nth(0).innerText()).replace(/\s+/g, " ")).toBe("Visitaron la página del libro 2");
      expect((await funnel.nth(1).innerText()).replace(/\s+/g, " ")).toBe("Tocaron COMPRAR 1 50% del paso anterior");
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await screenshot(page, `stats-${name}`);
      // the months, a bar each
      await page.getByRole("link", { name: "Últimos 12 meses" }).click();
      await page.getByRole("img", { name: "Visitantes y páginas vistas por mes (últimos 12 meses)" }).waitFor();
      expect(await page.getByRole("region", { name: "Visitas" }).locator("dl > div").allTextContents()).toEqual([
        "Visitantes2",
        "Páginas vistas4",
      ]);
      await page
        .getByRole("link", { name: "Últimos 12 meses", exact: true })
        .and(page.locator("[aria-current=page]"))
        .waitFor();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300); // the buttons' colour transition
      if (name === "mobile") await screenshot(page, "stats-mobile-months");
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
