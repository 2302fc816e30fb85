// Automatic backups on the test's real database and a temporary DATA_DIR: the job makes an archive when none is
// there or the newest is a day old, and not when the newest is fresh; the retention rule; one archive between two
// processes on one PostgreSQL database; and the newest automatic archive restores to the same rows and files.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase, createTestApp, type TestApp } from "#test/test-app.ts";
import { pngFile } from "#test/files.ts";
import type { Query } from "../../lib/backup.ts";
import { fromPg } from "../../lib/db/migrate.ts";
import { loadArchive } from "../../lib/restore.ts";
import { openDatabase } from "../../lib/db/client.ts";
import { startEmbeddedPostgres } from "../../lib/db/embedded.ts";
import { jobContext, startJobs } from "../../jobs/runner.ts";
import backupJob from "../../jobs/backup.ts";
import { archiveName, archivesToKeep, DAY_MS, listArchives, makeBackup, readBackupStatus } from "./backups.service.ts";
import type { UploadKind } from "../../lib/storage.ts";

const photos: UploadKind = { folder: "photos", files: "images" };

let t: TestApp;
let backupDir: string;
beforeAll(async () => {
  t = await createTestApp();
  backupDir = t.ctx.config.backupDir;
});
afterAll(() => t.close());

const archivesOnDisk = () =>
  readdirSync(backupDir)
    .filter((n) => n.startsWith("autora-respaldo-") && n.endsWith(".tar.gz"))
    .sort();

/** One run of the job, as the server runs it at its start. */
async function runJobOnce() {
  await backupJob.run({ ...jobContext(t.ctx), signal: new AbortController().signal });
}

describe("the backup job", () => {
  it("writes BACKUP_DIR under DATA_DIR by default", () => {
    expect(backupDir).toBe(join(t.ctx.config.dataDir, "backups"));
  });

  it("makes an archive shortly after the start when there is none, private to the owner, and records it", async () => {
    await t.prisma.user.create({ data: { email: "respaldo@ejemplo.mx", nombre: "Respaldo", passwordHash: "x" } });
    await t.ctx.storage.save(photos, { buffer: pngFile(3), ext: "png", mime: "image/png" });
    const started = Date.now();
    const jobs = startJobs([{ ...backupJob, startDelayMs: 1000 }], jobContext(t.ctx));
    await expect.poll(() => archivesOnDisk().length, { timeout: 20_000 }).toBe(1);
    await jobs.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const [name] = archivesOnDisk();
    expect(readdirSync(backupDir)).toEqual([name]); // no temporary file left
    expect(statSync(join(backupDir, name)).mode & 0o777).toBe(0o600);
    expect(await readBackupStatus(t.prisma)).toMatchObject({
      ok: true,
      file: name,
      bytes: statSync(join(backupDir, name)).size,
    });
  });

  it("does not make another while the newest is less than a day old", async () => {
    const before = archivesOnDisk();
    await runJobOnce();
    expect(archivesOnDisk()).toEqual(before);
  });

  it("makes a new one when the newest is more than a day old", async () => {
    const dayAgo = new Date(Date.now() - DAY_MS - 60_000);
    for (const name of archivesOnDisk()) rmSync(join(backupDir, name));
    const old = archiveName(dayAgo);
    writeFileSync(join(backupDir, old), "viejo", { mode: 0o600 });
    await t.prisma.appSetting.update({
      where: { key: "backup_status" },
      data: { value: JSON.stringify({ ok: true, at: dayAgo.toISOString(), file: old, bytes: 5 }) },
    });
    await runJobOnce();
    const names = archivesOnDisk();
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(old);
  });

  it("removes the temporary file of a backup killed midway at its next run, and leaves one still being written", async () => {
    mkdirSync(backupDir, { recursive: true });
    const killed = `${archiveName(new Date())}.999999999.tmp`; // no process has this id
    const writing = `${archiveName(new Date())}.${process.pid}.tmp`;
    writeFileSync(join(backupDir, killed), "a medias");
    writeFileSync(join(backupDir, writing), "escribiéndose");
    await runJobOnce();
    expect(readdirSync(backupDir)).not.toContain(killed);
    expect(readdirSync(backupDir)).toContain(writing);
    rmSync(join(backupDir, writing));
  });

  it("a canceled backup (the server stopping) stops and leaves no file behind", async () => {
    const before = readdirSync(backupDir);
    // enough rows that the backup is still reading them when it is canceled
    await t.prisma.$executeRawUnsafe(
      `INSERT INTO "Subscriber" (email) SELECT 'cancelada' || n || '@ejemplo.mx' FROM generate_series(1, 50000) n`,
    );
    const cancel = new AbortController();
    const making = makeBackup(t.ctx, { signal: cancel.signal });
    await expect.poll(() => readdirSync(backupDir).some((n) => n.endsWith(".tmp")), { interval: 1 }).toBe(true);
    cancel.abort();
    await expect(making).rejects.toThrow();
    expect(readdirSync(backupDir)).toEqual(before);
    await t.prisma.subscriber.deleteMany({ where: { email: { startsWith: "cancelada" } } });
  });

  it("records a failure, which the admin area shows", async () => {
    const broken = { ...t.ctx.config, backupDir: join(backupDir, "no-es-carpeta.txt", "dentro") };
    mkdirSync(backupDir, { recursive: true });
    writeFileSync(join(backupDir, "no-es-carpeta.txt"), "");
    await expect(makeBackup({ prisma: t.prisma, config: broken })).rejects.toThrow();
    expect(await readBackupStatus(t.prisma)).toMatchObject({
      ok: false,
      error: expect.stringContaining("no-es-carpeta.txt"),
    });
  });

  it("restores the newest automatic archive to the same rows and files", async () => {
    await t.prisma.user.create({ data: { email: "restaurada@ejemplo.mx", nombre: "Restaurada", passwordHash: "x" } });
    const upload = (await t.ctx.storage.save(photos, { buffer: pngFile(5), ext: "png", mime: "image/png" })).storageId!;
    const made = await makeBackup(t.ctx);
    if (!("made" in made)) throw new Error("no se hizo la copia");
    const [newest] = await listArchives(backupDir);
    expect(newest.name).toBe(made.made.name);
    const target = await startEmbeddedPostgres("memory://");
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const restoreDir = join(t.ctx.config.dataDir, "..", "restaurado");
    try {
      await loadArchive({
        file: join(backupDir, newest.name),
        db: fromPg(client),
        uploadsStaging: join(restoreDir, "uploads"),
      });
      const original: Query = (sql) => t.prisma.$queryRawUnsafe(sql);
      const restored: Query = (sql) => client.query(sql).then((r) => r.rows);
      const rows = await everyRow(original);
      // the restored copy was taken before this backup's outcome was recorded
      delete rows.AppSetting;
      const back = await everyRow(restored);
      delete back.AppSetting;
      expect(back).toEqual(rows);
      expect(back.User).toEqual(expect.stringContaining("restaurada@ejemplo.mx"));
      expect(readFileSync(join(restoreDir, "uploads", upload))).toEqual(pngFile(5));
    } finally {
      await client.end();
      await target.stop();
    }
  });
});

/** Every row of every application table, as ordered JSON text. */
async function everyRow(query: Query): Promise<Record<string, string>> {
  const tables = (
    await query(`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema()
    AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`)
  ).map((r) => String(r.name));
  const rows: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await query(
      `SELECT coalesce(json_agg(t ORDER BY to_jsonb(t)::text), '[]')::text AS rows FROM "${table}" t`,
    );
    rows[table] = String(row.rows);
  }
  return rows;
}

describe("the retention rule", () => {
  it("keeps the newest 7 and the newest of each of the 4 ISO weeks before this one, and deletes the rest", () => {
    const now = new Date("2026-11-25T12:00:00Z"); // a Wednesday; its ISO week starts on Monday 2026-11-23
    const at = (iso: string) => ({ name: archiveName(new Date(iso)), createdAt: new Date(iso) });
    const daily = Array.from({ length: 9 }, (_, i) =>
      at(new Date(Date.UTC(2026, 10, 25, 3) - i * DAY_MS).toISOString()),
    ); // Nov 25 back to Nov 17
    const older = [
      at("2026-11-15T03:00:00Z"), // Sunday: newest of the week of Nov 9
      at("2026-11-10T03:00:00Z"),
      at("2026-11-08T03:00:00Z"), // newest of the week of Nov 2
      at("2026-11-01T03:00:00Z"), // newest of the week of Oct 26 (the 4th week before this one)
      at("2026-10-25T03:00:00Z"), // week of Oct 19: too old
    ];
    const keep = archivesToKeep([...older, ...daily], now);
    // the week of Nov 16 (one back) has its newest, Nov 22, among the newest 7; Nov 18, Nov 17, Nov 10 and Oct 25 go
    const expected = [...daily.slice(0, 7), older[0], older[2], older[3]].map((a) => a.name);
    expect([...keep].sort()).toEqual(expected.sort());
  });

  it("is applied after each backup: the files beyond the rule are deleted", async () => {
    const now = Date.now();
    for (let days = 2; days <= 60; days++)
      writeFileSync(join(backupDir, archiveName(new Date(now - days * DAY_MS))), "x", { mode: 0o600 });
    writeFileSync(join(backupDir, "notas.txt"), "no es una copia");
    await makeBackup(t.ctx);
    const names = archivesOnDisk();
    // the 4 weeks back hold archives 7 to 35 days old: at least three of them are not among the newest 7
    expect(names.length).toBeGreaterThanOrEqual(7 + 3);
    expect(names.length).toBeLessThanOrEqual(7 + 4);
    expect(names).toEqual([...archivesToKeep(await listArchives(backupDir), new Date())].sort());
    expect(readdirSync(backupDir)).toContain("notas.txt"); // anything else in the folder is left alone
  });
});

describe("two processes on one PostgreSQL database", () => {
  it("make one archive between them", async () => {
    const database = await createServerDatabase(
      process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    );
    const first = await openDatabase({ url: database.url, dataDir: "memory://", poolSize: 2 });
    const second = await openDatabase({ url: database.url, dataDir: "memory://", poolSize: 2 });
    const dirs = [join(t.ctx.config.dataDir, "primero"), join(t.ctx.config.dataDir, "segundo")];
    try {
      const config = (dir: string) => ({ ...t.ctx.config, databaseUrl: database.url, backupDir: dir });
      const outcomes = await Promise.all([
        makeBackup({ prisma: first.prisma, config: config(dirs[0]) }, { onlyIfDue: true }),
        makeBackup({ prisma: second.prisma, config: config(dirs[1]) }, { onlyIfDue: true }),
        makeBackup({ prisma: first.prisma, config: config(dirs[0]) }, { onlyIfDue: true }),
      ]);
      expect(outcomes.filter((o) => "made" in o)).toHaveLength(1);
      expect((await listArchives(dirs[0])).length + (await listArchives(dirs[1])).length).toBe(1);
      // while one process makes one, the other is told so (the admin's "now" button answers 409)
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      await holder.query("SELECT pg_advisory_lock(7240311)");
      expect(await makeBackup({ prisma: second.prisma, config: config(dirs[1]) })).toEqual({ skipped: "locked" });
      await holder.end();
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
