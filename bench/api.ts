// API throughput: autocannon at 50 connections against the real server and against the bare reference.
import { spawn } from "node:child_process";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, printTable, root, waitForHealth, type RunningSite } from "./lib.ts";

export const BENCH_ROUTES = ["/api/books", "/api/fotografias", "/api/blog", "/api/contact-info"];
const CONNECTIONS = 50;
/** The real server serves at least this share of the bare reference's requests per second. */
const API_RATIO_TARGET = 0.75;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

export interface Measure {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon on one URL for DURATION_S seconds (BENCH_SECONDS). */
export async function measure(url: string, connections = CONNECTIONS): Promise<Measure> {
  const result = await autocannon({ url, connections, duration: DURATION_S });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function startReference(bodies: Record<string, string>) {
  const port = await freePort();
  const child = spawn(join(root, "node_modules/.bin/tsx"), [join(root, "bench/reference-server.ts")], {
    env: { ...process.env, PORT: String(port), REFERENCE_BODIES: JSON.stringify(bodies) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: () => new Promise<void>((r) => (child.once("exit", () => r()), child.kill("SIGTERM"))) };
}

export async function benchApi(site: RunningSite, label: string) {
  const bodies: Record<string, string> = {};
  for (const route of BENCH_ROUTES) bodies[route] = await (await fetch(site.url + route)).text();
  const reference = await startReference(bodies);
  const rows = [];
  let ok = true;
  try {
    for (const route of BENCH_ROUTES) {
      const ref = await measure(reference.url + route);
      const real = await measure(site.url + route);
      const ratio = real.requests / ref.requests;
      const pass = ratio >= API_RATIO_TARGET && real.p99 < 50 && real.non2xx === 0 && real.errors === 0;
      ok &&= pass;
      rows.push({
        route,
        bytes: bodies[route].length,
        "req/s": Math.round(real.requests),
        "p50 ms": real.p50,
        "p99 ms": real.p99,
        "non-2xx": real.non2xx,
        errors: real.errors,
        "reference req/s": Math.round(ref.requests),
        ratio: ratio.toFixed(2),
        target: pass ? "ok" : "MISSED",
      });
    }
  } finally {
    await reference.stop();
  }
  printTable(
    `API throughput, ${label} (${CONNECTIONS} connections, ${DURATION_S} s per route; target ratio >= ${API_RATIO_TARGET}, p99 < 50 ms, 0 errors)`,
    rows,
  );
  return ok;
}
