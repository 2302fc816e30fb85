// Automatic backups: the same archive as `npm run backup` (lib/backup.ts), written once a day into BACKUP_DIR
// (DATA_DIR/backups by default) and pruned to 7 daily and 4 weekly archives. Several processes on one database make
// one archive between them: the dump runs in a transaction that first takes a PostgreSQL advisory lock (released when
// the transaction ends); a process that does not get it leaves the work to the one that has it. The outcome of the
// last attempt (when, which file and its size, or the error) is kept in the "AppSetting" table for the admin area.
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { writeBackup } from "../../lib/backup.ts";
import type { BackupStatus } from "@autora/common/contract/backups.ts";
import type { Config } from "../../lib/config.ts";
import type { PrismaClient } from "../../lib/db/client.ts";

/** `autora-respaldo-2026-11-24T14-05-09Z.tar.gz`: the moment it was made, in UTC; nothing else is an archive. */
export const ARCHIVE_NAME = /^autora-respaldo-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;
const STATUS_KEY = "backup_status";
/** any number, the same in every process of this site: the key of the advisory lock held while one backs up */
const LOCK_KEY = 7_240_311;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

export interface Archive {
  name: string;
  createdAt: Date;
  bytes: number;
}

export const archiveName = (at: Date) =>
  `autora-respaldo-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.tar.gz`;

/** When the archive called `name` was made; undefined for any other name. */
export function archiveDate(name: string): Date | undefined {
  const m = ARCHIVE_NAME.exec(name);
  if (!m) return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The archives in `dir`, newest first (temporary files of an archive being written are not listed). */
export async function listArchives(dir: string): Promise<Archive[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [] as string[];
    throw err;
  });
  const archives: Archive[] = [];
  for (const name of names) {
    const createdAt = archiveDate(name);
    if (!createdAt) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info?.isFile()) archives.push({ name, createdAt, bytes: info.size });
  }
  return archives.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Monday 00:00 UTC of the ISO week holding `date`. */
function weekStart(date: Date): number {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
}

/**
 * The retention rule: keep the newest 7 archives, and the newest archive of each of the 4 ISO weeks (UTC, Monday to
 * Sunday) before the week of `now`; every other archive is to be deleted. Answers the names to keep.
 */
export function archivesToKeep(archives: Pick<Archive, "name" | "createdAt">[], now: Date): Set<string> {
  const newestFirst = [...archives].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set(newestFirst.slice(0, KEEP_DAILY).map((a) => a.name));
  const thisWeek = weekStart(now);
  for (let back = 1; back <= KEEP_WEEKLY; back++) {
    const start = thisWeek - back * 7 * DAY_MS;
    const newestOfWeek = newestFirst.find(
      (a) => a.createdAt.getTime() >= start && a.createdAt.getTime() < start + 7 * DAY_MS,
    );
    if (newestOfWeek) keep.add(newestOfWeek.name);
  }
  return keep;
}

/** Deletes the archives the retention rule does not keep; answers the names deleted. */
export async function pruneArchives(dir: string, now = new Date()): Promise<string[]> {
  const archives = await listArchives(dir);
  const keep = archivesToKeep(archives, now);
  const deleted = archives.filter((a) => !keep.has(a.name)).map((a) => a.name);
  for (const name of deleted) await rm(join(dir, name), { force: true });
  return deleted;
}

export async function readBackupStatus(prisma: PrismaClient): Promise<BackupStatus | undefined> {
  const row = await prisma.appSetting.findUnique({ where: { key: STATUS_KEY } });
  return row ? (JSON.parse(row.value) as BackupStatus) : undefined;
}

async function saveStatus(db: Pick<PrismaClient, "appSetting">, status: BackupStatus) {
  const value = JSON.stringify(status);
  await db.appSetting.upsert({ where: { key: STATUS_KEY }, create: { key: STATUS_KEY, value }, update: { value } });
}

export type BackupOutcome = { made: Archive } | { skipped: "locked" | "fresh" };

/** the backup this process is making, if any: a second one waits for nothing and is told so */
let inProgress = false;

/**
 * Makes one archive in `config.backupDir` now (`signal` cancels it: its temporary file is removed), unless this process or another one (holding the lock) is making one, or, with
 * `onlyIfDue`, an archive newer than a day is recorded (another process just made it). Records the outcome; a failure
 * is recorded and thrown again.
 */
export async function makeBackup(
  ctx: { prisma: PrismaClient; config: Pick<Config, "backupDir" | "uploadsDir" | "databaseUrl"> },
  options: { onlyIfDue?: boolean; signal?: AbortSignal } = {},
): Promise<BackupOutcome> {
  if (inProgress) return { skipped: "locked" };
  inProgress = true;
  try {
    return await makeOneBackup(ctx, options);
  } finally {
    inProgress = false;
  }
}

async function makeOneBackup(
  { prisma, config }: { prisma: PrismaClient; config: Pick<Config, "backupDir" | "uploadsDir" | "databaseUrl"> },
  { onlyIfDue = false, signal }: { onlyIfDue?: boolean; signal?: AbortSignal },
): Promise<BackupOutcome> {
  const at = new Date();
  const name = archiveName(at);
  try {
    await mkdir(config.backupDir, { recursive: true, mode: 0o700 });
    const outcome = await prisma.$transaction(
      async (tx): Promise<BackupOutcome> => {
        // first statement: the lock, then the snapshot sees whatever the previous holder committed
        const [{ locked }] = await tx.$queryRawUnsafe<{ locked: boolean }[]>(
          "SELECT pg_try_advisory_xact_lock($1::bigint) AS locked",
          LOCK_KEY,
        );
        if (!locked) return { skipped: "locked" };
        if (onlyIfDue) {
          const row = await tx.appSetting.findUnique({ where: { key: STATUS_KEY } });
          const last = row ? (JSON.parse(row.value) as BackupStatus) : undefined;
          if (last?.ok && Date.now() - new Date(last.at).getTime() < DAY_MS) return { skipped: "fresh" };
        }
        await writeBackup({
          query: (sql, params = []) => tx.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...params),
          engine: config.databaseUrl ? "postgresql" : "pglite",
          uploadsDir: config.uploadsDir,
          file: join(config.backupDir, name),
          signal,
        });
        const { size } = await stat(join(config.backupDir, name));
        await saveStatus(tx, { ok: true, at: at.toISOString(), file: name, bytes: size });
        return { made: { name, createdAt: at, bytes: size } };
      },
      { isolationLevel: "RepeatableRead", maxWait: 30_000, timeout: 30 * 60_000 },
    );
    if ("made" in outcome) await pruneArchives(config.backupDir, at);
    return outcome;
  } catch (err) {
    // an archive already renamed when a later step failed is not a backup the site vouches for
    await rm(join(config.backupDir, name), { force: true }).catch(() => {});
    await saveStatus(prisma, { ok: false, at: at.toISOString(), error: (err as Error).message }).catch(() => {});
    throw err;
  }
}

/** Is an archive due: none in the folder, or the newest older than a day? */
export async function backupIsDue(dir: string, now = Date.now()): Promise<boolean> {
  const [newest] = await listArchives(dir);
  return !newest || now - newest.createdAt.getTime() >= DAY_MS;
}
