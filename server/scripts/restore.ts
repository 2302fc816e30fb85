// npm run restore -- FILE — restores an archive of `npm run backup` into an empty DATA_DIR (embedded database) or an
// empty DATABASE_URL database (and an empty DATA_DIR/uploads). A target that is not empty is refused.
// Nothing is written when the restore is refused: the archive is streamed into a staging folder inside DATA_DIR and
// checked whole (readBackup) before the embedded database is created or a row is loaded; the staged uploads are moved
// into place only after the rows are committed; the staging folder is removed in every case.
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { BackupError, databaseIsEmpty, readBackup, restoreBackup, uploadsAreEmpty, type StagedBackup } from "../src/lib/backup.ts";
import { ConfigError, loadConfig } from "../src/lib/config.ts";
import { startEmbeddedPostgres } from "../src/lib/db/embedded.ts";
import { fromPg } from "../src/lib/db/migrate.ts";
import { createPrivateFiles } from "../src/lib/private-files.ts";

const notEmpty = (target: string) => new BackupError(`No se restaura: ${target} no está vacío. Restaura en un DATA_DIR nuevo o en una base de datos vacía.`);

async function restoreInto(url: string, backup: StagedBackup, uploadsDir: string, target: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!(await databaseIsEmpty(fromPg(client)))) throw notEmpty(target);
    await restoreBackup({ db: fromPg(client), backup, uploadsDir });
  } finally {
    await client.end();
  }
}

async function main() {
  createPrivateFiles(); // the restored database and uploads are for the server's user only, as the server writes them
  const config = loadConfig();
  if (!process.argv[2]) throw new BackupError("Uso: npm run restore -- ARCHIVO.tar.gz");
  const file = resolve(process.argv[2]);
  if (!uploadsAreEmpty(config.uploadsDir)) throw notEmpty(config.uploadsDir);
  const pgliteDir = join(config.dataDir, "pglite");
  if (!config.databaseUrl && existsSync(pgliteDir) && readdirSync(pgliteDir).length) throw notEmpty(pgliteDir);
  const backup = await readBackup(file, config.dataDir);
  try {
    if (config.databaseUrl) {
      await restoreInto(config.databaseUrl, backup, config.uploadsDir, "la base de datos de DATABASE_URL");
    } else {
      const embedded = await startEmbeddedPostgres(pgliteDir);
      try {
        await restoreInto(embedded.url, backup, config.uploadsDir, pgliteDir);
      } finally {
        await embedded.stop();
      }
    }
  } finally {
    await backup.discard();
  }
  const rows = backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Copia restaurada (${backup.manifest.createdAt}, esquema ${backup.manifest.schemaVersion}): ${rows} filas, ${backup.manifest.files.length} archivos.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : `No se pudo restaurar la copia: ${(err as Error).message}`);
  process.exit(1);
});
