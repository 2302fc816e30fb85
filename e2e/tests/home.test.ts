import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, viewports } from "../lib/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it("the built app starts and the home page renders", async () => {
  const { page, context, errors } = await newPage(browser, viewports.desktop);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.locator("h1").first().textContent()).toBeTruthy();
  await screenshot(page, "home-1280");
  expect(errors).toEqual([]);
  await context.close();
});
