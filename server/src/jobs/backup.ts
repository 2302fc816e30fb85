// Every few minutes (the first time half a minute after the start), a backup is made when the newest archive in BACKUP_DIR is older
// than a day or there is none (features/backups/backups.service.ts: one process of those sharing the database makes
// it, the archives beyond 7 daily and 4 weekly are deleted, the outcome is recorded for the admin area). Each run first
// removes the temporary files of backups that were killed midway; a server that stops cancels the backup it is making.
import { backupIsDue, makeBackup } from "../features/backups/index.ts";
import { removeAbandonedPartials } from "../lib/backup.ts";
import type { Job } from "./runner.ts";

export default {
  name: "backup",
  everyMs: 5 * 60 * 1000,
  startDelayMs: 30_000,
  async run(ctx) {
    await removeAbandonedPartials(ctx.config.backupDir);
    return (await backupIsDue(ctx.config.backupDir))
      ? makeBackup(ctx, { onlyIfDue: true, signal: ctx.signal })
      : undefined;
  },
} satisfies Job;
