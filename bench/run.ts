// npm run bench — builds the site, then measures cold start, API throughput (embedded database, and PostgreSQL
// when DATABASE_URL is set), server-rendered pages against a static file, page weight, Lighthouse scores and the taps
// lost before the app starts on a slow phone. Prints tables; exits 1 when a target is missed.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchApi } from "./api.ts";
import { reportBundle } from "./bundle.ts";
import { benchEarlyTaps } from "./early-taps.ts";
import { runLighthouse } from "./lighthouse.ts";
import { benchPages } from "./pages.ts";
import { printTable, root, startSite } from "./lib.ts";

const COLD_START_TARGET_MS = 10_000;
const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
if (build.status !== 0) throw new Error("the client build failed");

const results: boolean[] = [reportBundle()];
// The bench serves its own copy of the build, so that it can add the Lighthouse limit page without touching client/dist.
const benchDist = join(mkdtempSync(join(tmpdir(), "autora-bench-dist-")), "dist");
cpSync(join(root, "client/dist"), benchDist, { recursive: true });
const { DATABASE_URL, ...embeddedEnv } = process.env;
process.env = embeddedEnv; // the first run uses the embedded database

const site = await startSite({ CLIENT_DIST_DIR: benchDist });
const coldStarts = [{ database: "embedded (first start, seeding)", "ms to healthy": Math.round(site.coldStartMs) }];
try {
  results.push(await benchApi(site, "embedded PGlite"));
  results.push(await benchPages(site));
  results.push(await runLighthouse(site.url, benchDist));
  results.push(await benchEarlyTaps(site.url));
} finally {
  await site.stop();
}

const restarted = await startSite({ DATA_DIR: site.dataDir, SEED_DEMO: "false" });
coldStarts.push({ database: "embedded (restart)", "ms to healthy": Math.round(restarted.coldStartMs) });
await restarted.stop();

if (DATABASE_URL) {
  const onPostgres = await startSite({ DATABASE_URL });
  coldStarts.push({ database: "PostgreSQL (DATABASE_URL)", "ms to healthy": Math.round(onPostgres.coldStartMs) });
  try {
    results.push(await benchApi(onPostgres, "PostgreSQL"));
  } finally {
    await onPostgres.stop();
  }
}
printTable(
  `Cold start: npm start (already built) to a healthy /api/health (target < ${COLD_START_TARGET_MS} ms)`,
  coldStarts,
);
results.push(coldStarts.every((row) => row["ms to healthy"] < COLD_START_TARGET_MS));

const allMet = results.every(Boolean);
console.log(allMet ? "\nEvery target met." : "\nSome targets were missed (see the tables).");
process.exit(allMet ? 0 : 1);
