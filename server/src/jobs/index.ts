// The server's background jobs (each one file of one shape, runner.ts), started together after the server listens.
import backup from "./backup.ts";
import expireVouchers from "./expire-vouchers.ts";
import purgeSentMail from "./purge-sent-mail.ts";
import rotateStatsSalt from "./rotate-stats-salt.ts";
import sendMail from "./send-mail.ts";
import sweepRateLimits from "./sweep-rate-limits.ts";
import type { Job } from "./runner.ts";

export const jobs: Job[] = [
  // Sends (or, without SMTP_URL, keeps) queued e-mails.
  sendMail,
  // Pending vouchers of the built-in provider expire (safe with several processes).
  expireVouchers,
  sweepRateLimits,
  // After midnight in central Mexico, yesterday's salt and visitor hashes of the visit statistics are deleted.
  rotateStatsSalt,
  // A backup a day into BACKUP_DIR, made by one process of those sharing the database; 7 daily and 4 weekly kept.
  backup,
  // Finished e-mails older than MAIL_RETENTION_DAYS leave the outbox (and so the backups).
  purgeSentMail,
];
