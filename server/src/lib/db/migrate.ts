// Applies prisma/migrations/*/migration.sql the way `prisma migrate deploy` does, without the
// Prisma schema-engine binary, and records them in Prisma's own `_prisma_migrations` table
// (same DDL, same sha256 checksum), so a real `prisma migrate deploy|status|dev` agrees later.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type pg from "pg";

/** Minimal surface shared by pg.Client/pg.PoolClient and PGlite. */
export interface SqlConn {
  /** one statement, with parameters (extended protocol) */
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** a whole script, possibly many statements (simple protocol: one implicit transaction) */
  exec(sql: string): Promise<unknown>;
}

export const fromPg = (c: pg.Client): SqlConn => ({
  query: (sql, params) => c.query(sql, params ?? []),
  exec: (sql) => c.query(sql), // no params => simple query protocol, multi-statement allowed
});

// Exactly the table Prisma's schema engine creates (prisma-engines, postgres flavour).
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;
const LOCK_ID = 72707369; // the advisory-lock key Prisma Migrate uses

export const checksum = (script: string) => createHash("sha256").update(script, "utf8").digest("hex");

export function listMigrations(dir: string) {
  if (!existsSync(dir)) return [];
  const lock = join(dir, "migration_lock.toml");
  if (existsSync(lock) && !/provider\s*=\s*"postgresql"/.test(readFileSync(lock, "utf8")))
    throw new Error(`${lock}: provider is not "postgresql"`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => ({ name, script: readFileSync(join(dir, name, "migration.sql"), "utf8") }));
}

/** Logs the migrations whose file no longer has the checksum recorded when it was applied. */
function warnOfEdited(
  done: Map<string, string>,
  migrations: { name: string; script: string }[],
  log: (m: string) => void,
) {
  for (const { name, script } of migrations) {
    const sum = done.get(name);
    if (sum !== undefined && sum !== checksum(script) && sum !== checksum(script.replace(/\r\n/g, "\n")))
      log(`aviso: ${name} cambió después de aplicarse`);
  }
}

/**
 * The usual start: every migration of `dir` already applied, none failed. Two reads and no lock, while the full path
 * takes the advisory lock and runs DDL (on a freshly opened PGlite that costs several times as much). Anything else
 * (no table yet, a migration to apply, a failed one) goes the full way under the lock.
 */
async function allApplied(
  db: SqlConn,
  migrations: { name: string; script: string }[],
  log: (m: string) => void,
): Promise<boolean> {
  const { rows: table } = await db.query("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
  if (!table[0]?.present) return false;
  const { rows } = await db.query(
    "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations",
  );
  if (rows.some((r) => r.finished_at == null && r.rolled_back_at == null)) return false;
  const done = new Map(
    rows
      .filter((r) => r.finished_at != null && r.rolled_back_at == null)
      .map((r) => [String(r.migration_name), String(r.checksum)]),
  );
  if (!migrations.every(({ name }) => done.has(name))) return false;
  warnOfEdited(done, migrations, log);
  return true;
}

/** until: apply the migrations up to and including this one only (restoring a backup made on that schema). */
export async function applyMigrations(db: SqlConn, dir: string, log: (m: string) => void = () => {}, until?: string) {
  const applied: string[] = [];
  if (until === undefined && (await allApplied(db, listMigrations(dir), log))) return applied;
  await db.exec(`SELECT pg_advisory_lock(${LOCK_ID})`);
  try {
    await db.exec(CREATE_TABLE);
    const { rows } = await db.query(
      "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at",
    );
    const failed = rows.find((r) => r.finished_at == null && r.rolled_back_at == null);
    if (failed)
      throw new Error(
        `La migración ${failed.migration_name} falló en un arranque anterior (P3009). Corrígela y márcala como revertida: ` +
          `UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '${failed.migration_name}' AND finished_at IS NULL`,
      );
    const done = new Map<string, string>(
      rows
        .filter((r) => r.finished_at != null && r.rolled_back_at == null)
        .map((r) => [String(r.migration_name), String(r.checksum)]),
    );
    for (const { name, script } of listMigrations(dir)) {
      if (until !== undefined && name > until) break;
      const sum = checksum(script);
      if (done.has(name)) {
        if (done.get(name) !== sum && done.get(name) !== checksum(script.replace(/\r\n/g, "\n")))
          log(`aviso: ${name} cambió después de aplicarse`);
        continue;
      }
      // The migration and its row commit together: a start killed in the middle leaves neither, and the next start
      // applies it again. One that fails is rolled back whole and stops the start, saying why; the next start tries it
      // again. (A failure recorded by Prisma's own tool stops every start until it is marked rolled back, above.)
      const id = randomUUID();
      await db.exec("BEGIN");
      try {
        await db.query(
          "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)",
          [id, sum, name],
        );
        await db.exec(script);
        await db.query(
          "UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = applied_steps_count + 1 WHERE id = $1",
          [id],
        );
        await db.exec("COMMIT");
      } catch (err) {
        await db.exec("ROLLBACK");
        throw new Error(`La migración ${name} falló: ${(err as Error)?.message ?? err}`);
      }
      applied.push(name);
      log(`aplicada ${name}`);
    }
  } finally {
    await db.exec(`SELECT pg_advisory_unlock(${LOCK_ID})`);
  }
  return applied;
}
