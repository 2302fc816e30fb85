// The migration runner: everything applied on a new database, nothing done (and no lock taken) on the usual start,
// a new migration applied, an edited one reported, a failing one rolled back whole, a failed one stopping the start.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsDir } from "../paths.ts";
import { applyMigrations, type SqlConn } from "./migrate.ts";

const opened: PGlite[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** A fresh in-memory database, and every statement it is sent. */
async function database() {
  const db = await PGlite.create("memory://");
  opened.push(db);
  const sent: string[] = [];
  const conn: SqlConn = {
    query: (sql, params) => (sent.push(sql), db.query(sql, params as unknown[])),
    exec: (sql) => (sent.push(sql), db.exec(sql)),
  };
  return { db, conn, sent };
}

/** A copy of the project's migrations that the test may change. */
function migrationsCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "autora-migraciones-")), "migrations");
  cpSync(migrationsDir, dir, { recursive: true });
  return dir;
}

describe("applyMigrations", () => {
  it("applies every migration once; the next start only reads the table, without the lock", async () => {
    const { conn, sent } = await database();
    const names = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(await applyMigrations(conn, migrationsDir)).toEqual(names);

    sent.length = 0;
    const lines: string[] = [];
    expect(await applyMigrations(conn, migrationsDir, (line) => lines.push(line))).toEqual([]);
    expect(sent.some((sql) => /advisory_lock|CREATE TABLE/.test(sql))).toBe(false);
    expect(lines).toEqual([]);
  }, 60_000);

  it("applies a new migration under the lock, and reports one edited after it was applied", async () => {
    const { db, conn, sent } = await database();
    const dir = migrationsCopy();
    await applyMigrations(conn, dir);

    const [first] = readdirSync(dir)
      .filter((name) => !name.endsWith(".toml"))
      .sort();
    writeFileSync(join(dir, first, "migration.sql"), "-- cambiada después\n", { flag: "a" });
    mkdirSync(join(dir, "99999999999999_nueva"));
    writeFileSync(join(dir, "99999999999999_nueva", "migration.sql"), 'CREATE TABLE "Nueva" (id integer PRIMARY KEY);');
    sent.length = 0;
    const lines: string[] = [];
    expect(await applyMigrations(conn, dir, (line) => lines.push(line))).toEqual(["99999999999999_nueva"]);
    expect(sent.some((sql) => sql.includes("pg_advisory_lock"))).toBe(true);
    expect(lines).toEqual([`aviso: ${first} cambió después de aplicarse`, "aplicada 99999999999999_nueva"]);
    expect((await db.query('SELECT count(*)::int AS n FROM "Nueva"')).rows).toEqual([{ n: 0 }]);

    // and on the next start, the edited one is reported by the quick check too
    lines.length = 0;
    expect(await applyMigrations(conn, dir, (line) => lines.push(line))).toEqual([]);
    expect(lines).toEqual([`aviso: ${first} cambió después de aplicarse`]);
  }, 60_000);

  it("stops at a migration that failed earlier, on every start, until it is marked rolled back", async () => {
    const { db, conn } = await database();
    await applyMigrations(conn, migrationsDir);
    const [{ migration_name: name }] = (
      await db.query<{ migration_name: string }>(
        "SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1",
      )
    ).rows;
    await db.query("UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1", [name]);
    await expect(applyMigrations(conn, migrationsDir)).rejects.toThrow(
      new RegExp(`La migración ${name} falló en un arranque anterior \\(P3009\\)`),
    );
  }, 60_000);

  it("rolls a failing migration back whole, leaves no row for it, and applies it once it is fixed", async () => {
    const { db, conn } = await database();
    const dir = migrationsCopy();
    await applyMigrations(conn, dir);
    mkdirSync(join(dir, "99999999999999_rota"));
    const broken = 'CREATE TABLE "Nueva" (id integer PRIMARY KEY); INSERT INTO "NoExiste" VALUES (1);';
    writeFileSync(join(dir, "99999999999999_rota", "migration.sql"), broken);
    await expect(applyMigrations(conn, dir)).rejects.toThrow(/La migración 99999999999999_rota falló: .*NoExiste/);
    expect((await db.query("SELECT to_regclass('\"Nueva\"') IS NULL AS gone")).rows).toEqual([{ gone: true }]);
    expect(
      (await db.query("SELECT count(*)::int AS n FROM _prisma_migrations WHERE migration_name = '99999999999999_rota'"))
        .rows,
    ).toEqual([{ n: 0 }]);

    writeFileSync(join(dir, "99999999999999_rota", "migration.sql"), 'CREATE TABLE "Nueva" (id integer PRIMARY KEY);');
    expect(await applyMigrations(conn, dir)).toEqual(["99999999999999_rota"]);
  }, 60_000);
});
