// Early taps: on Lighthouse's slow phone (390 px, 150 ms, 1.6 Mbit/s, CPU 4x), a reader taps each control as soon
// as it shows, before the page's app has started (the photo, COMPRAR, the menu, a header link, a link after
// scrolling). A tap is lost when its effect never comes. Target: none lost.
import { launchBrowser } from "../e2e/lib/chromium.ts";
import { tapEarlyEverywhere, type EarlyTap } from "../e2e/lib/early-taps.ts";
import { printTable } from "./lib.ts";

/** Rounds of every tap (EARLY_TAP_ROUNDS, default 3), each tap on a fresh phone. */
const ROUNDS = Math.max(1, Number(process.env.EARLY_TAP_ROUNDS) || 3);

export async function benchEarlyTaps(baseUrl: string): Promise<boolean> {
  const browser = await launchBrowser();
  const byTap = new Map<string, EarlyTap[]>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const result of await tapEarlyEverywhere(browser, baseUrl))
        byTap.set(result.tap, [...(byTap.get(result.tap) ?? []), result]);
    }
  } finally {
    await browser.close();
  }
  const rows = [...byTap].map(([tap, results]) => {
    const times = results
      .flatMap((result) => (result.effectMs === null ? [] : [result.effectMs]))
      .sort((a, b) => a - b);
    return {
      tap,
      "before the app": `${results.filter((result) => result.beforeApp).length}/${results.length}`,
      lost: results.length - times.length,
      "median ms to effect": times.length ? times[Math.floor((times.length - 1) / 2)] : "-",
    };
  });
  const lost = rows.reduce((total, row) => total + row.lost, 0);
  printTable(`Early taps on a throttled phone, ${ROUNDS} rounds (target: 0 lost; lost: ${lost})`, rows);
  return lost === 0;
}
