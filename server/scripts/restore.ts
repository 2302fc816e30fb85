// npm run restore -- FILE — restores an archive of `npm run backup` into an empty DATA_DIR (embedded database) or an
// empty DATABASE_URL database (and an empty DATA_DIR/uploads). A target that is not empty is refused.
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { BackupError, databaseIsEmpty, readBackup, restoreBackup, uploadsAreEmpty } from "../src/lib/backup.ts";
import { ConfigError, loadConfig } from "../src/lib/config.ts";
import { startEmbeddedPostgres } from "../src/lib/db/embedded.ts";
import { fromPg } from "../src/lib/db/migrate.ts";
import { createPrivateFiles } from "../src/lib/private-files.ts";

const notEmpty = (target: string) => new BackupError(`No se restaura: ${target} no está vacío. Restaura en un DATA_DIR nuevo o en una base de datos vacía.`);

async function restoreInto(url: string, backup: Awaited<ReturnType<typeof readBackup>>, uploadsDir: string, target: string) {
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
  const backup = await readBackup(resolve(process.argv[2]));
  if (!uploadsAreEmpty(config.uploadsDir)) throw notEmpty(config.uploadsDir);
  if (config.databaseUrl) {
    await restoreInto(config.databaseUrl, backup, config.uploadsDir, "la base de datos de DATABASE_URL");
  } else {
    const pgliteDir = join(config.dataDir, "pglite");
    if (existsSync(pgliteDir) && readdirSync(pgliteDir).length) throw notEmpty(pgliteDir);
    const embedded = await startEmbeddedPostgres(pgliteDir);
    try {
      await restoreInto(embedded.url, backup, config.uploadsDir, pgliteDir);
    } finally {
      await embedded.stop();
    }
  }
  const rows = backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Copia restaurada (${backup.manifest.createdAt}, esquema ${backup.manifest.schemaVersion}): ${rows} filas, ${backup.manifest.files.length} archivos.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : `No se pudo restaurar la copia: ${(err as Error).message}`);
  process.exit(1);
});
