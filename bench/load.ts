// npm run load — 200 connections for 60 s of mixed reads and writes (comments, administrator changes, OXXO
// checkouts and their Stripe webhooks) on the embedded database, then on PostgreSQL with two server processes
// (DATABASE_URL's server, or 127.0.0.1:5432). Prints a table; exits 1 on any 5xx, connection error or lost row.
// LOAD_CONNECTIONS, LOAD_SECONDS and LOAD_ENGINES ("embedded,postgresql") change the run.
import { runLoad } from "../server/test/load-runner.ts";
import { printTable } from "./lib.ts";

const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const engines = (process.env.LOAD_ENGINES ?? "embedded,postgresql").split(",") as ("embedded" | "postgresql")[];

const rows = [];
let ok = true;
for (const engine of engines) {
  const r = await runLoad({ engine, connections, seconds });
  const pass =
    r.serverErrors === 0 && r.errors === 0 && r.comments.lost === 0 && r.orders.lost === 0 && r.payments.notPaid === 0;
  ok &&= pass;
  rows.push({
    database: engine === "embedded" ? "embedded PGlite" : "PostgreSQL",
    processes: r.processes,
    connections: r.connections,
    "req/s": r.throughput,
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "5xx": r.serverErrors,
    errors: r.errors,
    statuses: Object.entries(r.statuses)
      .map(([status, n]) => `${status}:${n}`)
      .join(" "),
    "comments (lost)": `${r.comments.acknowledged} (${r.comments.lost})`,
    "orders (lost)": `${r.orders.acknowledged} (${r.orders.lost})`,
    "paid (not paid)": `${r.payments.acknowledged} (${r.payments.notPaid})`,
    result: pass ? "ok" : "FAILED",
  });
}
printTable(`Mixed load (${connections} connections, ${seconds} s)`, rows);
process.exit(ok ? 0 : 1);
