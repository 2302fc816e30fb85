// SIGKILL of the server in the middle of a stream of writes, then a restart on the same DATA_DIR: every write that
// was acknowledged (201) before the kill is still there. And a first start killed while it creates the database's
// tables: the next start finishes them. On the embedded database (npm test), and on PostgreSQL (npm run test:pg, a
// database of its own).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/lib/paths.ts";
import { demoBook } from "../../src/seed/demo-content.ts";
import { call, createDatabase, startServer, type ServerProcess } from "../server-process.ts";

const dataDir = join(mkdtempSync(join(tmpdir(), "autora-sigkill-")), "data");
// The writes are the administrator's comments: a reader may post only one comment every 15 seconds.
const admin = { email: "autora@ejemplo.mx", password: "clave-autora-1" };
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  SEED_DEMO: "true",
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
};
const running: ServerProcess[] = [];
const databases: Awaited<ReturnType<typeof createDatabase>>[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.kill()));
  await Promise.all(databases.map((database) => database.drop()));
});

/** The variables for a server on a database of its own: DATABASE_URL on PostgreSQL, else this DATA_DIR. */
async function ownDatabase(name: string, dataDir: string): Promise<Record<string, string>> {
  if (!process.env.DATABASE_URL) return { DATA_DIR: dataDir };
  const database = await createDatabase(name);
  databases.push(database);
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

describe(`SIGKILL during writes on the ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded"} database`, () => {
  it("loses none of the acknowledged writes, over two kills", async () => {
    Object.assign(env, await ownDatabase("sigkill", dataDir));
    const acknowledged: number[] = [];
    let first = await startServer(env);
    running.push(first);
    const { token } = (await call(`${first.url}/api/usuarios/login`, "POST", admin)).body;
    const [book] = (await call(`${first.url}/api/books`, "GET")).body;

    for (let round = 0; round < 2; round++) {
      const server = first;
      let stop = false;
      let i = 0;
      // Eight writers in a loop until the kill; a request cut by the kill simply counts as not acknowledged.
      const writers = Array.from({ length: 8 }, async () => {
        while (!stop) {
          const res = await call(
            `${server.url}/api/${book.id}/comentarios`,
            "POST",
            { contenido: `Comentario ${round}-${i++}` },
            token,
          ).catch(() => undefined);
          if (res?.status === 201) acknowledged.push(res.body.id);
          else if (!stop && res) throw new Error(`answered ${res.status}`);
        }
      });
      await new Promise((r) => setTimeout(r, 2500));
      const before = acknowledged.length;
      await server.kill();
      stop = true;
      await Promise.all(writers);
      expect(before).toBeGreaterThan(20);

      first = await startServer(env); // same DATA_DIR: the dead server's lock is stale and taken over
      running.push(first);
      const stored = await allCommentIds(first.url, book.id);
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    }
    expect(await first.stop()).toBe(0);
  }, 180_000);

  it("a first start killed between two migrations: the next start applies the rest and serves", async () => {
    const env = await ownDatabase("sigkill_first", join(mkdtempSync(join(tmpdir(), "autora-sigkill-first-")), "data"));
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server/src/index.ts")], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        LOG_FORMAT: "json",
        SEED_DEMO: "false",
        NODE_ENV: "production",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let printed = "";
    child.stderr!.on("data", (chunk) => (printed += chunk));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // killed as soon as the first migration is reported: the second is then being applied
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk) => {
        printed += chunk;
        if (/migración: aplicada/.test(printed)) resolve();
      });
      child.once("exit", () => reject(new Error(`the server ended before applying a migration: ${printed}`)));
    });
    child.kill("SIGKILL");
    await exited;

    const next = await startServer(env);
    running.push(next);
    const books = await call(`${next.url}/api/books`, "GET");
    expect(books.status).toBe(200);
    // the embedded database still gets the demo content its first start did not reach
    expect(books.body.map((book: { name: string }) => book.name)).toEqual(
      process.env.DATABASE_URL ? [] : [demoBook.name],
    );
    expect(await next.stop()).toBe(0);
  }, 180_000);
});

/** Every comment of the book, page by page (the list answers the newest 50, then ?before=<oldest id shown>). */
async function allCommentIds(url: string, bookId: number): Promise<Set<number>> {
  const ids = new Set<number>();
  let before = "";
  for (;;) {
    const page = (await call(`${url}/api/${bookId}/comentarios${before}`, "GET")).body as { id: number }[];
    page.forEach((comment) => ids.add(comment.id));
    if (page.length === 0) return ids;
    before = `?before=${Math.min(...page.map((comment) => comment.id))}`;
  }
}
