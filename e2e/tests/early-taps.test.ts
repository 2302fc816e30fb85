// No dead taps on a slow phone: a server-rendered page shows long before its app runs, and what the reader taps
// meanwhile takes effect (the app replays the taps on the controls that need it) and links work as links. Each tap is
// made as soon as its control shows, without waiting for the app (html[data-app="ready"]); the page's JavaScript is
// held until then (holdApp), so the tap always comes before the app, as it does by a second or two on a real phone.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EARLY_TAPS, holdApp, throttledPhone } from "../lib/early-taps.ts";
import { baseUrl, launchBrowser, screenshot } from "../lib/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("taps made before the app has started, on a throttled phone", () => {
  it.each([
    ["opens the first photo of /gallery", "galleryPhoto"],
    ["puts the book in the cart with COMPRAR on /urdimbre", "buyBook"],
    ["opens the menu, whose Contacto link then leads to /contact", "menu"],
  ])("%s", async (_what, name) => {
    const { context, page } = await throttledPhone(browser, baseUrl);
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    const result = await EARLY_TAPS[name](page, { hold: true });
    console.log(
      `${result.tap}: ${result.beforeApp ? "before" : "after"} the app started, effect after ${result.effectMs ?? "never"} ms`,
    );
    await screenshot(page, `early-tap-${name}`);
    expect(result.beforeApp, "the tap came before the app started").toBe(true);
    expect(result.effectMs, "the tap took effect").not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows links as links: the header's Carrito tapped at once, and Trabajemos juntos where the reader scrolled to it", async () => {
    const phone = await throttledPhone(browser, baseUrl);
    expect(
      (await EARLY_TAPS.headerLink(phone.page, { hold: true })).effectMs,
      "Carrito led to the cart",
    ).not.toBeNull();
    await phone.context.close();
    // the page stays where the reader scrolled when the app starts, so the link under their finger is the one they saw
    const { context, page } = await throttledPhone(browser, baseUrl);
    const result = await EARLY_TAPS.linkBelowTheFold(page, { hold: true });
    expect(result.beforeApp, "the reader scrolled before the app started").toBe(true);
    expect(result.effectMs, "Trabajemos juntos led to /contact").not.toBeNull();
    expect(new URL(page.url()).pathname).toBe("/contact");
    await context.close();
  });

  it("sends the newsletter form submitted before the app started, with the address typed then", async () => {
    const { context, page } = await throttledPhone(browser, baseUrl);
    const release = await holdApp(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const email = page
      .locator("form", { has: page.getByRole("button", { name: "Suscribirme" }) })
      .getByRole("textbox", { name: "Correo electrónico" });
    await email.fill("lectora-temprana@example.com");
    const beforeApp = await page.evaluate(() => document.documentElement.dataset.app !== "ready");
    await page.getByRole("button", { name: "Suscribirme" }).tap();
    release();
    await page.getByText("¡Gracias por suscribirte!", { exact: false }).waitFor({ timeout: 15_000 });
    expect(beforeApp).toBe(true);
    expect(new URL(page.url()).search).toBe(""); // the browser did not send the form itself
    await context.close();
  });
});
