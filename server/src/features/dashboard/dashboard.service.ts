// What needs the administrator: no mail server set, mails that failed for good, vouchers about to expire, a book running out of copies,
// the disk under DATA_DIR filling up and a backup that failed or is old. Each item is there only while its condition
// holds.
import { statfs as fsStatfs } from "node:fs/promises";
import { dirname } from "node:path";
import type { AppContext } from "../../context.ts";
import type { Attention, AttentionItem } from "@autora/common/contract/dashboard.ts";
import { listArchives, readBackupStatus } from "../backups/index.ts";

/** A book with this many copies or fewer (and a stock limit) is running out. */
export const LOW_STOCK = 3;
const DAY_MS = 86_400_000;
const GB = 1_000_000_000;
/** A backup older than this asks for attention (the job makes one a day). */
const STALE_BACKUP_MS = 2 * DAY_MS;

/** The last backup failed, or the newest one is more than two days old. */
async function backupTrouble(
  { prisma, config }: Pick<AppContext, "prisma" | "config">,
  now: Date,
): Promise<AttentionItem | undefined> {
  const [last, archives] = await Promise.all([readBackupStatus(prisma), listArchives(config.backupDir)]);
  if (last && !last.ok) return { kind: "backupFailed", error: last.error };
  const newest = archives[0]?.createdAt ?? (last?.ok ? last.at : undefined);
  if (newest && now.getTime() - new Date(newest).getTime() > STALE_BACKUP_MS)
    return { kind: "backupStale", newestAt: new Date(newest).toISOString() };
  return undefined;
}

/**
 * The disk is nearly full when less than 10 % or less than 1 GB is free, whichever is more: 1 GB is a floor on a
 * small server disk, 10 % keeps room on a large one, where a backup or a batch of photos takes more than 1 GB.
 */
export function lowDiskThreshold(totalBytes: number): number {
  return Math.max(GB, totalBytes / 10);
}

export type Statfs = (
  path: string,
) => Promise<{ bavail: number | bigint; blocks: number | bigint; bsize: number | bigint }>;

export interface AttentionOptions {
  /** how the free space is read (tests pass a made-up disk) */
  statfs?: Statfs;
  now?: Date;
}

/** The disk DATA_DIR lives on; DATA_DIR itself may not exist yet (nothing stored there so far), so its nearest folder. */
async function diskOf(dir: string, statfs: Statfs) {
  for (let path = dir; ; path = dirname(path)) {
    try {
      const stats = await statfs(path);
      // bavail: the blocks an ordinary user (the server) may still use, without the part kept for root
      return {
        freeBytes: Number(stats.bavail) * Number(stats.bsize),
        totalBytes: Number(stats.blocks) * Number(stats.bsize),
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT" || dirname(path) === path) throw err;
    }
  }
}

async function lowDisk(
  { config, log }: Pick<AppContext, "config" | "log">,
  statfs: Statfs,
): Promise<AttentionItem | undefined> {
  try {
    const disk = await diskOf(config.dataDir, statfs);
    return disk.freeBytes < lowDiskThreshold(disk.totalBytes) ? { kind: "lowDisk", ...disk } : undefined;
  } catch (err) {
    log.warn({ err }, "no se pudo leer el espacio libre del disco de DATA_DIR");
    return undefined;
  }
}

/** Failed mails count for this many days. */
const FAILED_MAIL_DAYS = 7;

export async function needsAttention(
  ctx: Pick<AppContext, "prisma" | "config" | "log">,
  { statfs = fsStatfs, now = new Date() }: AttentionOptions = {},
): Promise<Attention> {
  const { prisma } = ctx;
  const [failedMail, expiringVouchers, books, disk, backup] = await Promise.all([
    // failures of the last week: an old one she has seen stops asking for her attention
    prisma.emailMessage.count({
      where: { status: "failed", createdAt: { gte: new Date(now.getTime() - FAILED_MAIL_DAYS * DAY_MS) } },
    }),
    prisma.order.count({
      where: { status: "pending", voucherExpiresAt: { gt: now, lte: new Date(now.getTime() + DAY_MS) } },
    }),
    prisma.book.findMany({
      where: { stock: { not: null, lte: LOW_STOCK } },
      orderBy: { id: "asc" },
      select: { id: true, name: true, stock: true },
    }),
    lowDisk(ctx, statfs),
    backupTrouble(ctx, now),
  ]);
  const items: AttentionItem[] = [];
  if (!ctx.config.mail.smtpUrl) items.push({ kind: "mailNotConfigured" });
  if (failedMail > 0) items.push({ kind: "failedMail", count: failedMail });
  if (expiringVouchers > 0) items.push({ kind: "expiringVouchers", count: expiringVouchers });
  for (const book of books) items.push({ kind: "lowStock", bookId: book.id, name: book.name, stock: book.stock! });
  if (disk) items.push(disk);
  if (backup) items.push(backup);
  return { items };
}
