// The automatic backups (admin only): the list, "make one now" and the download, which asks the password again.
import { api, apiPath, isApiError } from "@/lib/api-client";
import type { BackupArchive, BackupList } from "@autora/common/contract/backups.ts";
import { saveFile } from "@/lib/save-file";

export type { BackupArchive, BackupList, BackupStatus } from "@autora/common/contract/backups.ts";

/** GET /api/backups: the archives, newest first, and the last attempt */
export async function getBackups(): Promise<BackupList> {
  const { data } = await api.get<BackupList>("/backups");
  return data;
}

/** POST /api/backups: makes one now (409 while one is being made) */
export async function makeBackupNow(): Promise<BackupArchive> {
  const { data } = await api.post<BackupArchive>("/backups");
  return data;
}

/**
 * POST /api/backups/{name}/download with the administrator's password, saved under the archive's name. A refusal
 * comes back as a Blob (the answer was asked for as one): its Spanish message is read out of it.
 */
export async function downloadBackup(name: string, password: string): Promise<void> {
  try {
    const response = await api.post<Blob>(apiPath`/backups/${name}/download`, { password }, { responseType: "blob" });
    saveFile(response.data, name);
  } catch (error) {
    const response = isApiError(error) ? error.response : undefined;
    if (response?.data instanceof Blob)
      response.data = JSON.parse((await readText(response.data).catch(() => "")) || "{}") as unknown;
    throw error;
  }
}

/** A Blob's text, through FileReader (which every browser has). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("no se pudo leer la respuesta"));
    reader.readAsText(blob);
  });
}
