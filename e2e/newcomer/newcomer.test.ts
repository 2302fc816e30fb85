// A newcomer's first tour of the site started by `npm start` on the default `.data` folder (see run.mjs): every
// same-origin image shows, and no same-origin request answers 4xx/5xx, on the public pages, the cart and the admin area.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { admin, baseUrl, launchBrowser, newPage, screenshot } from "../lib/browser.ts";

let browser: Browser;
let page: Page;
let errors: string[];
const failedRequests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await newPage(browser));
  page.on("response", (res) => {
    if (res.url().startsWith(baseUrl) && res.status() >= 400)
      failedRequests.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
});
beforeEach(() => {
  failedRequests.length = 0;
  errors.length = 0;
});
afterAll(() => browser?.close());

/** Scrolls to the bottom in steps so that lazy images load, then waits for every image to finish. */
async function scrollThrough() {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener("load", done, { once: true });
              img.addEventListener("error", done, { once: true });
              setTimeout(done, 5000);
            }),
        ),
    ),
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/** Same-origin images that finished loading without a picture. */
const brokenImages = () =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter(
        (img) =>
          img.complete && (img.currentSrc || img.src) && new URL(img.currentSrc || img.src).origin === location.origin,
      )
      .filter((img) => img.naturalWidth === 0)
      .map((img) => `${img.alt || "(sin alt)"} <- ${img.currentSrc || img.src}`),
  );
const imageCount = () =>
  page.evaluate(() => Array.from(document.images).filter((img) => img.complete && img.naturalWidth > 0).length);

async function visit(path: string, name: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await scrollThrough();
  await screenshot(page, `newcomer-${name}`);
}

function expectNothingBroken(broken: string[]) {
  expect(broken).toEqual([]);
  expect(failedRequests).toEqual([]);
  expect(errors).toEqual([]);
}

describe("npm start on the default .data folder, as the README gives it", () => {
  it("/: the home page", async () => {
    await visit("/", "home");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    expectNothingBroken(await brokenImages());
  });

  it("/urdimbre: the book with its cover and thumbnails", async () => {
    await visit("/urdimbre", "urdimbre");
    expectNothingBroken(await brokenImages());
    expect(await imageCount()).toBeGreaterThanOrEqual(3);
  });

  it("/books/1: the book's detail page", async () => {
    await visit("/books/1", "book-detail");
    expectNothingBroken(await brokenImages());
    expect(await imageCount()).toBeGreaterThanOrEqual(1);
  });

  it("/gallery and its photo modal", async () => {
    await visit("/gallery", "gallery");
    expectNothingBroken(await brokenImages());
    expect(await imageCount()).toBeGreaterThanOrEqual(6);
    await page.locator(".photo-card__open").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.waitForLoadState("networkidle");
    await expect
      .poll(() =>
        dialog
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await screenshot(page, "newcomer-gallery-modal");
    expectNothingBroken(await brokenImages());
    await page.keyboard.press("Escape");
  });

  it("/cart with the book in it", async () => {
    await page.goto("/urdimbre");
    await page.getByRole("button", { name: "COMPRAR" }).click();
    await expect.poll(() => page.getByTestId("cart-badge").textContent()).toMatch(/^1/);
    await visit("/cart", "cart");
    expect(await page.getByText("Urdimbre").count()).toBeGreaterThan(0);
    expectNothingBroken(await brokenImages());
    expect(await imageCount()).toBeGreaterThanOrEqual(1);
  });

  it("/admin/dashboard and /admin/adurdimbre, signed in as the administrator of ADMIN_EMAIL", async () => {
    await page.goto("/admin/login");
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL("**/admin/dashboard");
    await visit("/admin/dashboard", "admin-dashboard");
    expectNothingBroken(await brokenImages());
    expect(await imageCount()).toBeGreaterThanOrEqual(6);
    await visit("/admin/adurdimbre", "admin-adurdimbre");
    expectNothingBroken(await brokenImages());
    expect(await imageCount()).toBeGreaterThanOrEqual(1);
  });
});
