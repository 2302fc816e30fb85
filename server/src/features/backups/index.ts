// The backups domain as the dashboard and the jobs see it.
export { backupIsDue, listArchives, makeBackup, readBackupStatus } from "./backups.service.ts";
