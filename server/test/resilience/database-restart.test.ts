// PostgreSQL restarting under load (slow: a real server process). A restart, or an administrator ending sessions,
// sends every open connection "terminating connection due to administrator command" (57P01), also to connections
// that sit idle in the pool: the server must neither end (an unhandled 'error' event from the driver) nor answer 500.
// Requests caught by it get a Spanish 503; the next ones are served on new connections. Always on the PostgreSQL server
// of DATABASE_URL (or the local one), whatever database the other tests use.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { checkoutBody } from "../../src/features/orders/checkout-fixtures.ts";
import { call, createDatabase, POSTGRES_URL, startServer, type ServerProcess } from "../server-process.ts";

let server: ServerProcess | undefined;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
afterAll(async () => {
  await server?.kill();
  await database?.drop();
});

describe("a PostgreSQL restart during 24 concurrent checkouts", () => {
  it("never ends the server: the checkouts it cuts answer 503 in Spanish, and the server serves again by itself", async () => {
    database = await createDatabase("restart");
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: join(mkdtempSync(join(tmpdir(), "autora-restart-")), "data"),
      SEED_DEMO: "true",
    });
    const [book] = (await call(`${server.url}/api/books`, "GET")).body;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const name = new URL(database.url).pathname.slice(1);
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 5; round++) {
        const checkouts = Array.from({ length: 24 }, (_, i) =>
          call(`${server!.url}/api/pago-oxxo`, "POST", {
            ...checkoutBody([{ id: book.id, quantity: 1 }]),
            email: `lectora${round}-${i}@ejemplo.mx`,
            aceptaPrivacidad: true,
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 40 * round)); // cut them at different steps
        // what a restart does to each session of this database
        await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
        for (const res of await Promise.all(checkouts)) {
          statuses.push(res.status);
          if (res.status >= 500) expect(res.body.message).toMatch(/Intenta de nuevo/);
        }
        expect(server.child.exitCode).toBeNull();
      }
    } finally {
      await admin.end();
    }
    expect(statuses).toContain(503); // the restarts did cut some
    expect(statuses.filter((status) => ![200, 409, 503].includes(status))).toEqual([]); // 409: the demo book sold out
    expect((await call(`${server.url}/api/health`, "GET")).status).toBe(200);
    expect((await call(`${server.url}/api/books`, "GET")).status).toBe(200);
  }, 120_000);
});
