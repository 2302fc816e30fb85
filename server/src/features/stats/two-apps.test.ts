// Two apps, each with its own connection pool, on one real PostgreSQL database (DATABASE_URL, or the local server):
// what two server processes behind a load balancer do. Views and taps sent to both at once are all counted, each
// visitor once, with one salt; either app's report says the same.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createAuth } from "../../lib/auth.ts";
import { openDatabase, type Database } from "../../lib/db/client.ts";
import { createDatabase } from "#test/server-process.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

const SECRET = "test-secret-that-is-long-enough-0123456789";
const READERS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
];

let database: Awaited<ReturnType<typeof createDatabase>>;
let t: TestApp;
let dbs: Database[] = [];
let apps: ReturnType<typeof createApp>[] = [];
let admin: { Authorization: string };

beforeAll(async () => {
  database = await createDatabase("stats_two_apps");
  t = await createTestApp(); // only for its config and logger
  dbs = await Promise.all([0, 1].map(() => openDatabase({ url: database.url, dataDir: "memory://", poolSize: 4 })));
  apps = dbs.map((db) => createApp({ ...t.ctx, prisma: db.prisma, auth: createAuth(db.prisma, SECRET) }));
  const user = await dbs[0].prisma.user.create({
    data: { email: "admin@ejemplo.mx", nombre: "Admin", passwordHash: "x", rol: ROLE_ADMIN },
  });
  admin = { Authorization: `Bearer ${createAuth(dbs[0].prisma, SECRET).signToken(user)}` };
});
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
  await t?.close();
  await database?.drop();
});

describe("visit statistics on two apps sharing one PostgreSQL database", () => {
  it("counts every view and tap sent to both at once, each of four visitors once, with one salt", async () => {
    const visitors = [0, 1, 2, 3].map((i) => `${READERS[i % 2]} lectora-${i}`);
    const calls = Array.from({ length: 80 }, (_, i) => {
      const app = apps[i % 2];
      const agent = visitors[Math.floor(i / 2) % 4];
      const call =
        i % 5 === 4
          ? request(app).post("/api/stats/cart").send({})
          : request(app)
              .post("/api/stats/view")
              .send({ path: i % 3 ? "/urdimbre" : "/", utmSource: "instagram" });
      return call.set("User-Agent", agent);
    });
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 204));

    const { prisma } = dbs[1];
    expect(await prisma.statsSalt.count()).toBe(1);
    const [day] = await prisma.statsDay.findMany();
    expect({ visitors: day.visitors, pageviews: day.pageviews, buyers: day.buyers }).toEqual({
      visitors: 4,
      pageviews: 64,
      buyers: 4,
    });
    expect(await prisma.statsCampaign.findMany({ select: { source: true, campaign: true, visitors: true } })).toEqual([
      { source: "instagram", campaign: "", visitors: 4 },
    ]);
    const pages = await prisma.statsPage.findMany({
      orderBy: { path: "asc" },
      select: { path: true, views: true, visitors: true },
    });
    expect(pages.reduce((sum, page) => sum + page.views, 0)).toBe(64);
    expect(pages.map((page) => page.visitors)).toEqual([4, 4]);

    const [first, second] = await Promise.all(apps.map((app) => request(app).get("/api/stats").set(admin)));
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.totals).toEqual({ visitors: 4, pageviews: 64 });
  });
});
