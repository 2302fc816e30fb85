// A proxy in front without TRUST_PROXY: the first forwarded request from a local address leaves one warning in the
// log, and only one; with TRUST_PROXY set, or with no X-Forwarded-For, there is none.
import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { createLogger } from "./logger.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app with these settings and a log kept in memory, one parsed object per line. */
function appWithLog(trustProxy: boolean | number | string) {
  let logged = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  const app = createApp({
    ...t.ctx,
    config: { ...t.ctx.config, trustProxy },
    log: createLogger("warn", { format: "json", destination: sink }),
  });
  const lines = () =>
    logged
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { app, lines };
}

describe("X-Forwarded-For without TRUST_PROXY", () => {
  it("warns once, in Spanish, naming the proxy's address and TRUST_PROXY", async () => {
    const { app, lines } = appWithLog(false);
    expect((await request(app).get("/api/health")).status).toBe(200);
    expect(lines()).toEqual([]); // not forwarded: nothing to say

    for (const visitor of ["203.0.113.7", "198.51.100.23", "203.0.113.7"]) {
      expect((await request(app).get("/api/health").set("X-Forwarded-For", visitor)).status).toBe(200);
    }
    const warnings = lines();
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe(40); // pino's warn
    expect(warnings[0].msg).toMatch(
      /^Llegan peticiones con X-Forwarded-For desde (::ffff:)?127\.0\.0\.1 \(un proxy\) y TRUST_PROXY no está definida: todas las visitas cuentan como esa dirección en los límites de peticiones y en los bloqueos de inicio de sesión\. Si hay un proxy delante, define TRUST_PROXY \(p\. ej\. TRUST_PROXY=1\)\.$/,
    );
  });

  it("says nothing when TRUST_PROXY is set", async () => {
    const { app, lines } = appWithLog(1);
    expect((await request(app).get("/api/health").set("X-Forwarded-For", "203.0.113.7")).status).toBe(200);
    expect(lines()).toEqual([]);
  });
});
