// Does counting visits slow the pages? The server-rendered pages of bench/pages.ts (autocannon, 20 connections) alone,
// while page-view beacons arrive at a steady 10 a second (864,000 page views a day), and while 5 connections send
// beacons as fast as the server answers them; the three in turn, three times, and the median of each (the load of a
// shared machine drifts).
// Each beacon is POST /api/stats/view from one of 50,000 readers' browsers, so most are new visitors and every one
// writes. On the built site (`npm run build` first) and a fresh embedded database, or with DATABASE_URL on PostgreSQL:
//   npx tsx bench/stats.ts
import autocannon from "autocannon";
import type { StatsReport } from "@autora/common/contract/stats.ts";
import { DURATION_S, measure } from "./api.ts";
import { printTable, startSite } from "./lib.ts";
import { firstBackup, PAGE_ROUTES } from "./pages.ts";

const PAGE_CONNECTIONS = 20;
const BEACON_CONNECTIONS = 5;
const STEADY_RATE = 10;
const ROUNDS = 3;
const READERS = 50_000;

/** Beacons for DURATION_S seconds (`rate` a second in all, or as fast as answered): each from one of READERS browsers. */
function beacons(url: string, rate?: number) {
  let n = 0;
  return autocannon({
    url: `${url}/api/stats/view`,
    connections: BEACON_CONNECTIONS,
    duration: DURATION_S,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          n += 1;
          const reader = Math.floor(Math.random() * READERS);
          const path = PAGE_ROUTES[n % PAGE_ROUTES.length];
          const body =
            n % 4 === 0
              ? { path, referrer: "https://l.instagram.com/", utmSource: "instagram", utmCampaign: "preventa" }
              : { path };
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "user-agent": `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 lector-${reader}`,
            },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
}

const ADMIN = { email: "bench@autora.mx", password: "bench-admin-123456" };
const { DATABASE_URL } = process.env;
const site = await startSite({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...(DATABASE_URL ? { DATABASE_URL } : {}),
});
try {
  await firstBackup(site);
  for (const route of PAGE_ROUTES) await (await fetch(site.url + route)).arrayBuffer();
  const rows = [];
  const change = (page: number, alone: number) => `${(((page - alone) / alone) * 100).toFixed(0)}%`;
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  for (const route of PAGE_ROUTES) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) {
      const alone = await measure(site.url + route, PAGE_CONNECTIONS);
      const [steady, steadyBeacons] = await Promise.all([
        measure(site.url + route, PAGE_CONNECTIONS),
        beacons(site.url, STEADY_RATE),
      ]);
      const [busy, busyBeacons] = await Promise.all([measure(site.url + route, PAGE_CONNECTIONS), beacons(site.url)]);
      runs.push({ alone, steady, steadyBeacons, busy, busyBeacons });
    }
    const alone = median(runs.map((run) => run.alone.requests));
    const steady = median(runs.map((run) => run.steady.requests));
    const busy = median(runs.map((run) => run.busy.requests));
    rows.push({
      route,
      "req/s alone": Math.round(alone),
      [`with ${STEADY_RATE} beacons/s`]: `${Math.round(steady)} (${change(steady, alone)})`,
      "with beacons at full speed": `${Math.round(busy)} (${change(busy, alone)})`,
      "beacons/s at full speed": Math.round(median(runs.map((run) => run.busyBeacons.requests.average))),
      [`beacon p99 ms (${STEADY_RATE}/s, full)`]: `${median(runs.map((run) => run.steadyBeacons.latency.p99))} / ${median(runs.map((run) => run.busyBeacons.latency.p99))}`,
      "non-2xx": runs.reduce(
        (sum, run) =>
          sum +
          run.steady.non2xx +
          run.busy.non2xx +
          run.alone.non2xx +
          run.steadyBeacons.non2xx +
          run.busyBeacons.non2xx,
        0,
      ),
      errors: runs.reduce(
        (sum, run) =>
          sum +
          run.alone.errors +
          run.steady.errors +
          run.busy.errors +
          run.steadyBeacons.errors +
          run.busyBeacons.errors,
        0,
      ),
    });
  }
  printTable(
    `Server-rendered pages alone and while page-view beacons arrive (${PAGE_CONNECTIONS} page connections, ${DURATION_S} s each, median of ${ROUNDS}, ${DATABASE_URL ? "PostgreSQL" : "embedded PGlite"})`,
    rows,
  );
  // what the beacons wrote, as the administrator's report reads it
  const login = await fetch(`${site.url}/api/usuarios/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const report = (await (
    await fetch(`${site.url}/api/stats?range=30d`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as StatsReport;
  console.log(
    `Counted: ${report.totals.pageviews.toLocaleString("en")} page views, ${report.totals.visitors.toLocaleString("en")} visitors today.`,
  );
} finally {
  await site.stop();
}
