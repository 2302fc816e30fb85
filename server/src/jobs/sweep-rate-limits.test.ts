// The sweep-rate-limits job on the test's real database: its first run, at the start, deletes the counters whose
// window has passed and nobody asked for again, and keeps the others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { createSharedCounters } from "../lib/rate-limit.ts";
import { jobContext, startJobs } from "./runner.ts";
import sweepRateLimitsJob from "./sweep-rate-limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sweep-rate-limits job", () => {
  it("deletes the expired counters and keeps the running ones", async () => {
    await t.prisma.rateLimit.createMany({
      data: [
        { key: "rl:vencida", hits: 99, resetAt: new Date(Date.now() - 60_000) },
        { key: "rl:olvidada", hits: 7, resetAt: new Date(Date.now() - 60_000) },
      ],
    });
    // hit again after its window, the first counter restarts and is no longer expired
    expect((await createSharedCounters(t.prisma).hit("rl:vencida", 60_000)).hits).toBe(1);
    const jobs = startJobs([sweepRateLimitsJob], jobContext(t.ctx));
    await expect.poll(() => t.prisma.rateLimit.count({ where: { key: "rl:olvidada" } })).toBe(0);
    await jobs.stop();
    expect(await t.prisma.rateLimit.findUnique({ where: { key: "rl:vencida" } })).toMatchObject({ hits: 1 });
  });
});
