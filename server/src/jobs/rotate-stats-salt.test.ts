// The rotate-stats-salt job on the test's real database: after midnight (central Mexico's) it deletes the earlier days'
// salts and visitor hashes even when nobody visits, and keeps today's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import rotateStatsSaltJob from "./rotate-stats-salt.ts";
import { jobContext, startJobs } from "./runner.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("rotate-stats-salt job", () => {
  it("leaves only today's salt and hashes after midnight", async () => {
    const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
    await t.prisma.statsSalt.createMany({
      data: [
        { day: day("2026-03-10"), salt: "a".repeat(64) },
        { day: day("2026-03-11"), salt: "b".repeat(64) },
      ],
    });
    await t.prisma.statsVisitor.createMany({
      data: [
        { hash: "1".repeat(64), mark: "", day: day("2026-03-10") },
        { hash: "1".repeat(64), mark: "/urdimbre", day: day("2026-03-10") },
        { hash: "2".repeat(64), mark: "", day: day("2026-03-11") },
      ],
    });
    // 12:05 a.m. on 11 March in central Mexico (06:05 UTC)
    const jobs = startJobs(
      [rotateStatsSaltJob],
      jobContext(t.ctx, { now: () => new Date("2026-03-11T06:05:00.000Z") }),
    );
    await expect.poll(() => t.prisma.statsSalt.count()).toBe(1);
    await jobs.stop();
    expect(await t.prisma.statsSalt.findMany()).toEqual([{ day: day("2026-03-11"), salt: "b".repeat(64) }]);
    expect(await t.prisma.statsVisitor.findMany()).toEqual([
      { hash: "2".repeat(64), mark: "", day: day("2026-03-11") },
    ]);
  });
});
