import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirInUseError, startEmbeddedPostgres, startEmbeddedPostgresInWorker } from "./embedded.ts";

describe("embedded PostgreSQL", () => {
  it("keeps rows across restarts and refuses a second opener of the same data directory", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "autora-embedded-")), "nested", "pglite");
    const first = await openDatabase({ dataDir });
    await first.prisma.subscriber.create({ data: { email: "lectora@ejemplo.mx" } });

    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/ya está en uso/);
    await first.close();

    const again = await openDatabase({ dataDir });
    expect(await again.prisma.subscriber.count()).toBe(1);
    const migrations = await again.prisma.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    expect(Number(migrations[0].n)).toBeGreaterThan(0);
    await again.close();
  }, 60_000);
});

describe("the server's embedded database, in a thread of its own", () => {
  const crashes: Error[] = [];
  const inWorker = (dataDir: string) => startEmbeddedPostgresInWorker(dataDir, { onCrash: (err) => crashes.push(err) });

  it("is migrated before it serves, on a socket only its user reaches, locked while open, and keeps rows across restarts", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "autora-hilo-")), "datos", "pglite");
    const messages: string[] = [];
    const starting = startEmbeddedPostgresInWorker(dataDir, {
      log: (m) => messages.push(m),
      onCrash: (err) => crashes.push(err),
    });
    expect(starting.url).toMatch(/^postgresql:\/\/postgres:postgres@localhost:5432\/postgres\?host=%2F/); // a Unix socket's folder
    // the Prisma client is made, and its first queries sent, before the database has opened: they wait for it
    const first = await openDatabase({ dataDir, embedded: starting });
    expect(messages.some((m) => m.startsWith("migración: aplicada "))).toBe(true);
    expect(existsSync(join(dataDir, "..", ".s.PGSQL.5432"))).toBe(true);
    await first.prisma.subscriber.create({ data: { email: "lectora@ejemplo.mx" } });

    // a second opener (in a thread or not) is refused while the first one runs, and the first one keeps serving
    await expect(inWorker(dataDir).ready).rejects.toThrow(DataDirInUseError);
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/ya está en uso/);
    expect(await first.prisma.subscriber.count()).toBe(1);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(existsSync(join(dataDir, "..", ".s.PGSQL.5432"))).toBe(false);

    const again = await openDatabase({ dataDir, embedded: inWorker(dataDir) });
    expect(await again.prisma.subscriber.count()).toBe(1);
    await again.close();
    expect(crashes).toEqual([]);
  }, 120_000);

  it("serves through a private temporary folder when DATA_DIR's path is too long for a socket", async () => {
    const dataDir = join(
      mkdtempSync(join(tmpdir(), "autora-hilo-")),
      "una carpeta con un nombre muy largo, más largo que lo que cabe",
      "pglite",
    );
    const starting = inWorker(dataDir);
    const folder = decodeURIComponent(new URL(starting.url).searchParams.get("host")!);
    expect(folder.startsWith(tmpdir())).toBe(true);
    const { url, stop } = await starting.ready;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query("SELECT count(*)::int AS n FROM _prisma_migrations")).rows[0].n).toBeGreaterThan(0);
    await client.end();
    await stop();
    expect(existsSync(folder)).toBe(false);
  }, 120_000);

  it("says why it could not open, and the Prisma client's waiting queries give up with it", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "autora-hilo-")), "pglite");
    const holder = await startEmbeddedPostgres(dataDir); // holds the lock: the thread is never started
    try {
      await expect(openDatabase({ dataDir, embedded: inWorker(dataDir) })).rejects.toThrow(
        /ya está en uso por el proceso/,
      );
    } finally {
      await holder.stop();
    }

    // PGlite itself fails in the thread (a file where its folder should be): the reason comes back, the lock is released
    const notAFolder = join(mkdtempSync(join(tmpdir(), "autora-hilo-")), "pglite");
    writeFileSync(notAFolder, "no soy una carpeta");
    await expect(openDatabase({ dataDir: notAFolder, embedded: inWorker(notAFolder) })).rejects.toThrow(/./);
    expect(existsSync(`${notAFolder}.lock`)).toBe(false);
    expect(crashes).toEqual([]);
  }, 60_000);
});
