// Server-rendered pages against a static file: autocannon at 20 connections on /, /urdimbre and /gallery and on the
// build's /favicon.svg, all served by the same server in the same run. A page kept rendered should cost about what a
// file does, so its requests per second are compared with the file's, measured right before it. Part of `npm run bench`; alone, on the built
// site (`npm run build` first) and a fresh embedded database:
//   npx tsx bench/pages.ts
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DURATION_S, measure } from "./api.ts";
import { printTable, startSite, type RunningSite } from "./lib.ts";

export const PAGE_ROUTES = ["/", "/urdimbre", "/gallery"];
const STATIC_FILE = "/favicon.svg";
const CONNECTIONS = 20;
/** A server-rendered page serves at least this share of the static file's requests per second. */
const PAGE_RATIO_TARGET = 0.5;

export async function benchPages(site: RunningSite) {
  // Each page asked for once first, so that the figures are those of every visitor after the first (whose request
  // renders the page, and the first of all loads the renderer).
  for (const route of PAGE_ROUTES) await (await fetch(site.url + route)).arrayBuffer();
  const rows = [];
  let ok = true;
  for (const route of PAGE_ROUTES) {
    // The file right before each page, so that both meet the same load on a machine whose load varies.
    const file = await measure(site.url + STATIC_FILE, CONNECTIONS);
    const page = await measure(site.url + route, CONNECTIONS);
    const ratio = page.requests / file.requests;
    const pass = ratio >= PAGE_RATIO_TARGET && page.non2xx + file.non2xx === 0 && page.errors + file.errors === 0;
    ok &&= pass;
    rows.push({
      route,
      "req/s": Math.round(page.requests),
      "p50 ms": page.p50,
      "p99 ms": page.p99,
      "non-2xx": page.non2xx,
      errors: page.errors,
      [`${STATIC_FILE} req/s`]: Math.round(file.requests),
      ratio: ratio.toFixed(2),
      target: pass ? "ok" : "MISSED",
    });
  }
  printTable(
    `Server-rendered pages against a static file (${CONNECTIONS} connections, ${DURATION_S} s each; target ratio >= ${PAGE_RATIO_TARGET}, 0 errors)`,
    rows,
  );
  return ok;
}

/** The server's first backup, half a minute after its start, takes the CPU for a while: measured after it, not during it. */
export async function firstBackup(site: RunningSite) {
  const folder = join(site.dataDir, "backups");
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !(existsSync(folder) && readdirSync(folder).some((name) => name.endsWith(".tar.gz"))))
    await new Promise((r) => setTimeout(r, 500));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { DATABASE_URL: _ignored, ...embedded } = process.env;
  process.env = embedded;
  const site = await startSite();
  try {
    await firstBackup(site);
    process.exitCode = (await benchPages(site)) ? 0 : 1;
  } finally {
    await site.stop();
  }
}
