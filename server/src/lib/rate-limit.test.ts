// The shared counters behind the rate limits and the login lockout, on the test's real database: two counter
// objects stand for two server processes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { createSharedCounters } from "./rate-limit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("shared counters", () => {
  it("count every hit of parallel requests from two processes, in one window", async () => {
    const [a, b] = [createSharedCounters(t.prisma), createSharedCounters(t.prisma)];
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit("rl:prueba", 60_000)));
    expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(hits.map((h) => h.resetAt.getTime())).size).toBe(1); // the window started with the first hit
    expect((await a.get("rl:prueba"))?.hits).toBe(40);
    await b.reset("rl:prueba");
    expect(await a.get("rl:prueba")).toBeUndefined();
  });

  it("start again at one once the window has passed", async () => {
    const counters = createSharedCounters(t.prisma);
    await t.prisma.rateLimit.create({ data: { key: "rl:vencida", hits: 99, resetAt: new Date(Date.now() - 60_000) } });
    expect(await counters.get("rl:vencida")).toBeUndefined();
    expect((await counters.hit("rl:vencida", 60_000)).hits).toBe(1);
  });
});
