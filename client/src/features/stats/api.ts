// The visit statistics' calls: the beacon's page views and COMPRAR taps, and the administrator's report.
import { api } from "@/lib/api-client";
import type { PageView, StatsRange, StatsReport } from "@autora/common/contract/stats.ts";

export type { StatsRange, StatsReport } from "@autora/common/contract/stats.ts";

/**
 * POST /api/stats/{view|cart} without waiting: sendBeacon (kept even when the page is being left), else fetch with
 * keepalive. Neither needs the API client (nor its token): the beacon is anonymous.
 */
function sendBeacon(path: string, body: object): void {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(`/api${path}`, new Blob([json], { type: "application/json" }))) return;
  } catch {
    // some browsers refuse a beacon with a JSON body: fetch below
  }
  fetch(`/api${path}`, {
    method: "POST",
    body: json,
    headers: { "Content-Type": "application/json" },
    keepalive: true,
    credentials: "omit",
  }).catch(() => {});
}

/** POST /api/stats/view: a page seen. */
export const sendPageView = (view: PageView): void => sendBeacon("/stats/view", view);

/** POST /api/stats/cart: a tap on COMPRAR. */
export const sendCartTap = (): void => sendBeacon("/stats/cart", {});

/** GET /api/stats?range=30d|12m: the administrator's report. */
export async function getStats(range: StatsRange): Promise<StatsReport> {
  const { data } = await api.get<StatsReport>("/stats", { params: { range } });
  return data;
}
