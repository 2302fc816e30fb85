// Load, short version of `npm run load` (which runs 200 connections for 60 s): mixed reads, comments, administrator
// changes, OXXO checkouts and their Stripe webhooks, on the embedded database and on PostgreSQL with two
// server processes. No 5xx, no connection error, nothing refused, no acknowledged row lost, every paid order paid.
import { describe, expect, it } from "vitest";
import { runLoad } from "../load-runner.ts";

const CONNECTIONS = 20;
const SECONDS = 10;

// `npm test` runs it on the embedded database (one process), `npm run test:pg` on PostgreSQL with two processes.
const engine = process.env.DATABASE_URL ? "postgresql" : "embedded";

describe(`mixed load on ${engine}`, () => {
  it(`${CONNECTIONS} connections for ${SECONDS} s: no 5xx, no lost row`, async () => {
    const result = await runLoad({ engine, connections: CONNECTIONS, seconds: SECONDS });
    const summary = JSON.stringify(result);
    expect(result.processes, summary).toBe(engine === "postgresql" ? 2 : 1);
    expect(result.serverErrors, summary).toBe(0);
    expect(result.errors, summary).toBe(0);
    expect(
      Object.keys(result.statuses).every((status) => Number(status) < 300),
      summary,
    ).toBe(true);
    expect(result.comments.acknowledged, summary).toBeGreaterThan(0);
    expect(result.orders.acknowledged, summary).toBeGreaterThan(0);
    expect(result.payments.acknowledged, summary).toBeGreaterThan(0);
    expect(result.comments.lost, summary).toBe(0);
    expect(result.orders.lost, summary).toBe(0);
    expect(result.payments.notPaid, summary).toBe(0);
  }, 180_000);
});
