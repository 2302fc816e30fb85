// A reader on a slow phone taps as soon as a control shows, while the page's app is still on its way (public/boot.js
// starts it after the largest paint). The phone and the taps are shared by the browser test (tests/early-taps.test.ts)
// and the bench's early-tap row (bench/early-taps.ts). Written without DOM types: the bench compiles it too.
import type { Browser, BrowserContext, Page } from "playwright-core";

/** Lighthouse's slow 4G phone: 390 px wide, 150 ms round trips, 1.6 Mbit/s down, a CPU 4 times slower. */
export const THROTTLED_PHONE = {
  viewport: { width: 390, height: 844 },
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** A fresh phone (empty cache and storage) on the throttled network and CPU; its pages never wait for the app. */
export async function throttledPhone(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: THROTTLED_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl,
    locale: "es-MX",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLED_PHONE.latencyMs,
    downloadThroughput: (THROTTLED_PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLED_PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED_PHONE.cpuSlowdown });
  return { context, page };
}

/**
 * Holds the page's JavaScript (every /assets/*.js) until the function it answers is called, so that the app surely
 * starts after what the test does meanwhile: on a real phone that window is a race of a second or two.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  return release;
}

/** How long a tap's effect may take on the throttled phone before the tap counts as lost. */
const EFFECT_MS = 15_000;

const appStarted = (page: Page) => page.evaluate<boolean>('document.documentElement.dataset.app === "ready"');

/** Waits for the app to start (polled from here: the site's Content-Security-Policy refuses Playwright's own polling). */
async function untilAppStarted(page: Page): Promise<void> {
  for (const deadline = Date.now() + EFFECT_MS; !(await appStarted(page));) {
    if (Date.now() > deadline) throw new Error("la aplicación no arrancó");
    await page.waitForTimeout(20);
  }
}

export interface EarlyTap {
  /** what the reader taps, and where */
  tap: string;
  /** whether the app had not started yet when the tap was made (the case this is about) */
  beforeApp: boolean;
  /** ms from the tap to its effect; null when the effect never came (a lost tap) */
  effectMs: number | null;
}

type Control = ReturnType<Page["locator"]>;

/** `hold`: the app's JavaScript waits for the tap (holdApp); else the tap races it, as on a real phone. */
export type EarlyTapRun = (page: Page, options: { hold: boolean }) => Promise<EarlyTap>;

/**
 * Opens `path` on `page`, taps `control` as soon as it shows, and times `effect` (which throws when it does not
 * come). `reader`, when given, acts instead of the plain tap (scrolls, say, then taps), and lets the app's
 * JavaScript go when it wants (`release`).
 */
async function tapEarly(
  page: Page,
  { hold }: { hold: boolean },
  tap: string,
  path: string,
  steps: {
    control: (page: Page) => Control;
    effect: (page: Page) => Promise<unknown>;
    reader?: (control: Control, release: () => void) => Promise<void>;
  },
): Promise<EarlyTap> {
  const release = hold ? await holdApp(page) : () => {};
  await page.goto(path, { waitUntil: "commit" });
  const control = steps.control(page);
  await control.waitFor();
  const beforeApp = !(await appStarted(page));
  if (steps.reader) await steps.reader(control, release);
  else {
    await control.tap();
    release();
  }
  const tappedAt = Date.now();
  try {
    await steps.effect(page);
    return { tap, beforeApp, effectMs: Date.now() - tappedAt };
  } catch {
    return { tap, beforeApp, effectMs: null };
  }
}

/** Each early tap, to make on a fresh throttled phone. */
export const EARLY_TAPS: Record<string, EarlyTapRun> = {
  async galleryPhoto(page, options) {
    return tapEarly(page, options, "the first photo, /gallery", "/gallery", {
      control: (p) => p.locator(".gallery__grid").getByRole("button").first(),
      effect: (p) => p.getByRole("dialog").waitFor({ timeout: EFFECT_MS }),
    });
  },
  async buyBook(page, options) {
    return tapEarly(page, options, "COMPRAR, /urdimbre", "/urdimbre", {
      control: (p) => p.getByRole("button", { name: "COMPRAR" }),
      effect: async (p) => {
        await p.getByText("Agregado al carrito.").waitFor({ timeout: EFFECT_MS });
        await p
          .getByTestId("cart-badge")
          .filter({ hasText: /^1 artículo$/ })
          .waitFor({ timeout: EFFECT_MS });
      },
    });
  },
  async menu(page, options) {
    return tapEarly(page, options, "the menu, then its Contacto link, /gallery", "/gallery", {
      control: (p) => p.getByRole("button", { name: "Menú" }),
      effect: async (p) => {
        const link = p.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Contacto" });
        await link.waitFor({ timeout: EFFECT_MS });
        await link.tap({ timeout: EFFECT_MS });
        await p.getByRole("heading", { level: 1, name: /^Dirígete a/ }).waitFor({ timeout: EFFECT_MS });
      },
    });
  },
  async headerLink(page, options) {
    return tapEarly(page, options, "the header's Carrito link, /about", "/about", {
      control: (p) => p.getByRole("banner").getByRole("link", { name: /Carrito/ }),
      effect: (p) => p.getByRole("heading", { level: 1, name: /Carrito/ }).waitFor({ timeout: EFFECT_MS }),
    });
  },
  async linkBelowTheFold(page, options) {
    // The reader scrolls down to the link while the app is on its way and taps where it is when the app starts: the
    // page must not have moved it away.
    return tapEarly(page, options, "Trabajemos juntos after scrolling, /about", "/about", {
      control: (p) => p.getByRole("link", { name: "Trabajemos juntos" }),
      reader: async (link, release) => {
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        if (!box) throw new Error("Trabajemos juntos no se ve");
        release();
        await untilAppStarted(page);
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      },
      effect: (p) => p.getByRole("heading", { level: 1, name: /^Dirígete a/ }).waitFor({ timeout: EFFECT_MS }),
    });
  },
};

/** Every early tap once, each on a fresh throttled phone, racing the app as on a real phone. */
export async function tapEarlyEverywhere(browser: Browser, baseUrl: string): Promise<EarlyTap[]> {
  const results: EarlyTap[] = [];
  for (const tap of Object.values(EARLY_TAPS)) {
    const { context, page } = await throttledPhone(browser, baseUrl);
    try {
      results.push(await tap(page, { hold: false }));
    } finally {
      await context.close();
    }
  }
  return results;
}
