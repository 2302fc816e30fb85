// The admin area's "Respaldos": the automatic backups as the API lists them (GET /api/backups), "make one now"
// (POST /api/backups) and the download, which asks the administrator's password again (an archive holds password
// hashes and the sign-in secret): POST /api/backups/{name}/download with { password }.
import { z } from "zod";

export interface BackupArchive {
  name: string;
  createdAt: string;
  bytes: number;
}

/** the last attempt, made by the daily job or by "make one now" */
export type BackupStatus =
  { ok: true; at: string; file: string; bytes: number } | { ok: false; at: string; error: string };

export interface BackupList {
  /** newest first */
  archives: BackupArchive[];
  last: BackupStatus | null;
}

export const downloadBackupSchema = z
  .object({
    password: z
      .string({ error: "Escribe tu contraseña" })
      .min(1, "Escribe tu contraseña")
      .max(1024, "La contraseña es demasiado larga"),
  })
  .strict();
export type DownloadBackupInput = z.output<typeof downloadBackupSchema>;
