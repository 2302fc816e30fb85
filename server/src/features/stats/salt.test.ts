// The day's salt: one a day (central Mexico's), the same for every process on the database, and gone after midnight
// with the day's visitor hashes, so that a reader who comes back tomorrow cannot be told from a new one.
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { errorHandler } from "../../lib/errors.ts";
import { statsRoutes } from "./stats.routes.ts";
import { countView } from "./stats.service.ts";
import { mexicoDay } from "./visitor.ts";

const READER =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const app = () =>
  express()
    .use(express.json())
    .use("/api", statsRoutes(t.ctx, { now: () => clock }))
    .use(errorHandler(t.ctx.log));
const dayText = (date: Date) => date.toISOString().slice(0, 10);

async function visit(path = "/urdimbre") {
  expect((await request(app()).post("/api/stats/view").set("User-Agent", READER).send({ path })).status).toBe(204);
}

describe("the daily salt", () => {
  it("is central Mexico's day: 11:59 p.m. on the 10th there is already the 11th in UTC", () => {
    expect(mexicoDay(new Date("2026-03-11T05:59:00.000Z"))).toBe("2026-03-10");
    expect(mexicoDay(new Date("2026-03-11T06:00:00.000Z"))).toBe("2026-03-11");
  });

  it("counts a reader once a day; after midnight a new salt, yesterday's salt and hashes deleted, the reader counted anew", async () => {
    clock = new Date("2026-03-11T05:58:00.000Z"); // 11:58 p.m. on 10 March in central Mexico
    await visit();
    clock = new Date("2026-03-11T05:59:30.000Z");
    await visit();
    const [evening] = await t.prisma.statsSalt.findMany();
    expect(dayText(evening.day)).toBe("2026-03-10");
    expect(evening.salt).toMatch(/^[0-9a-f]{64}$/);
    const eveningHashes = await t.prisma.statsVisitor.findMany();
    expect(eveningHashes.map((row) => dayText(row.day))).toEqual(["2026-03-10", "2026-03-10"]);

    clock = new Date("2026-03-11T06:01:00.000Z"); // 12:01 a.m. on the 11th
    await visit();
    const salts = await t.prisma.statsSalt.findMany();
    expect(salts.map((row) => dayText(row.day))).toEqual(["2026-03-11"]);
    expect(salts[0].salt).not.toBe(evening.salt);
    const hashes = await t.prisma.statsVisitor.findMany();
    expect(new Set(hashes.map((row) => dayText(row.day)))).toEqual(new Set(["2026-03-11"]));
    // the same reader, the same address and browser: another hash, nothing in common with yesterday's
    expect(hashes.some((row) => eveningHashes.some((old) => old.hash === row.hash))).toBe(false);
    const days = await t.prisma.statsDay.findMany({ orderBy: { day: "asc" } });
    expect(days.map((row) => [dayText(row.day), row.visitors, row.pageviews])).toEqual([
      ["2026-03-10", 1, 2],
      ["2026-03-11", 1, 1],
    ]);
  });
});

describe("a year of visits", () => {
  it("leaves a row a day per page and source, and only the last day's hashes", async () => {
    await Promise.all([
      t.prisma.statsDay.deleteMany(),
      t.prisma.statsPage.deleteMany(),
      t.prisma.statsReferrer.deleteMany(),
      t.prisma.statsVisitor.deleteMany(),
    ]);
    const site = { site: "https://autora.example.mx", ownHosts: ["autora.example.mx"] };
    for (let d = 0; d < 365; d++) {
      const day = new Date(Date.UTC(2025, 10, 25) + d * 86_400_000).toISOString().slice(0, 10);
      for (const [reader, path] of [
        [1, "/"],
        [1, "/urdimbre"],
        [2, "/urdimbre"],
      ] as const) {
        await countView(
          t.prisma,
          { path, referrer: "https://www.facebook.com/" },
          { ...site, ip: `10.0.0.${reader}`, userAgent: `${READER} ${reader}` },
          day,
        );
      }
    }
    expect(await t.prisma.statsDay.count()).toBe(365);
    expect(await t.prisma.statsPage.count()).toBe(2 * 365);
    expect(await t.prisma.statsReferrer.count()).toBe(365);
    const hashes = await t.prisma.statsVisitor.findMany();
    expect(new Set(hashes.map((row) => dayText(row.day)))).toEqual(new Set(["2026-11-24"]));
    // the first reader's visit, two pages and source; the second's visit, page and source
    expect(hashes).toHaveLength(7);
    expect(await t.prisma.statsSalt.count()).toBe(1);
    const total = await t.prisma.statsDay.aggregate({ _sum: { visitors: true, pageviews: true } });
    expect(total._sum).toEqual({ visitors: 2 * 365, pageviews: 3 * 365 });
  }, 120_000);
});
