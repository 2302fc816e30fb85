// Shared helpers for the browser tests: Debian's Chromium through playwright-core.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page, Request as PlaywrightRequest } from "playwright-core";

/** The site under test, started on a free port by npm run test:e2e or test:newcomer; never a guessed address such as :3000. */
export const baseUrl = siteUnderTest();
export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? "admin@autora.mx",
  password: process.env.E2E_ADMIN_PASSWORD ?? "",
};
const screenshotDir = fileURLToPath(new URL("../screenshots/", import.meta.url));

function siteUnderTest(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      "Falta E2E_BASE_URL: corre las pruebas del navegador con npm run test:e2e, que arranca el sitio en un puerto libre.",
    );
  return url;
}

export { launchBrowser } from "./chromium.ts";

export const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** True once the app runs the page: always on a page the browser renders, after hydration on a server-rendered one. */
const appStarted = () => !document.getElementById("router-data") || document.documentElement.dataset.app === "ready";

/**
 * A server-rendered page reports loaded before its JavaScript starts (client/public/boot.js starts it after the page's
 * largest paint); a test clicks and types as soon as a page has loaded, as a reader who waits for the page would. So
 * every page of this context waits, after goto, reload and goBack, until the app has started.
 */
export function waitForAppAfterLoads(context: BrowserContext): void {
  const patch = (page: Page) => {
    const settle = async <T>(response: T): Promise<T> => {
      await page.waitForFunction(appStarted);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    page.goto = async (...args) => settle(await goto(...args));
    page.reload = async (...args) => settle(await reload(...args));
    page.goBack = async (...args) => settle(await goBack(...args));
  };
  context.pages().forEach(patch);
  context.on("page", patch);
}

export async function newPage(
  browser: Browser,
  viewport = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: "es-MX" });
  waitForAppAfterLoads(context);
  const page = await context.newPage();
  openedPages.push(watchPage(page));
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return { context, page, errors };
}

/**
 * What a page was doing, for a test that times out: its address, the requests still waiting for an answer, the failed
 * ones and its console. The function it returns describes the page at that moment.
 */
function watchPage(page: Page): () => string {
  const startedAt = Date.now();
  const pending = new Map<PlaywrightRequest, number>();
  const events: string[] = [];
  const at = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  page.on("request", (request) => pending.set(request, Date.now()));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => {
    pending.delete(request);
    events.push(`${at()} failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on("framenavigated", (frame) => frame === page.mainFrame() && events.push(`${at()} at ${frame.url()}`));
  page.on("console", (message) => events.push(`${at()} console.${message.type()}: ${message.text()}`));
  return () =>
    [
      `after ${at()}, address ${page.url()}`,
      ...[...pending].map(
        ([request, since]) => `waiting ${Date.now() - since} ms for ${request.method()} ${request.url()}`,
      ),
      ...events.slice(-30),
    ].join("\n");
}

/** The pages the running test opened with newPage, described when it fails (e2e/setup.ts). */
const openedPages: Array<() => string> = [];
export const describeOpenedPages = () =>
  openedPages
    .splice(0)
    .map((describe) => describe())
    .join("\n\n");

/** Saves e2e/screenshots/<name>.png to look at after the run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

/** Signs in through the API and stores the token the way the login page does. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/usuarios/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()}`);
  const { token } = (await res.json()) as { token: string };
  await page.goto("/");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
}

/** Calls the site's API directly (test set-up and checks); JSON bodies as strings, an optional bearer token. */
export async function callApi<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (typeof init.body === "string") headers.set("Content-Type", "application/json");
  const res = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** What an <img> of an upload shows: the file's path, and the width of the smaller copy (?w=) the browser picked. */
export async function shownUpload(img: Locator): Promise<{ path: string; width: number }> {
  const current = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode().catch(() => undefined);
    return el.currentSrc;
  });
  const url = new URL(current);
  return { path: url.pathname, width: Number(url.searchParams.get("w")) };
}

/** Creates the book through the admin API, for a bare database (the demo content normally provides it). */
export async function createBook(token: string, images: Blob[], video?: string): Promise<void> {
  const form = new FormData();
  const fields = {
    name: "Urdimbre",
    description: "Historias de artesanas y artesanos.",
    price: "450",
    language: "Español",
    editorial: "Ediciones Volcán",
    format: "Pasta blanda",
    pages: "248",
    isbn: "978-607-98521-4-6",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("publicationDate", "2024-03-15T00:00:00.000Z");
  form.append("date", new Date().toISOString());
  if (video) form.append("video", video);
  form.append("image", "[]");
  images.forEach((image, index) => form.append("images", image, `imagen-${index + 1}.png`));
  await callApi("/book/create", { method: "POST", body: form, token });
}
