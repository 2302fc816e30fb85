// npm run restore -- FILE — restores an archive of `npm run backup` into an empty DATA_DIR (embedded database) or an
// empty DATABASE_URL database (and an empty DATA_DIR/uploads). A target that is not empty is refused. All or nothing
// (lib/restore.ts): the archive is checked against its manifest as it streams, the embedded database is built in a
// staging folder and swapped in when complete; an interrupted restore is finished by running this again.
import { resolve } from "node:path";
import { BackupError } from "../src/lib/backup.ts";
import { ConfigError, loadConfig } from "../src/lib/config.ts";
import { createPrivateFiles } from "../src/lib/private-files.ts";
import { restoreSite } from "../src/lib/restore.ts";

async function main() {
  createPrivateFiles(); // the restored database and uploads are for the server's user only, as the server writes them
  const config = loadConfig();
  if (!process.argv[2]) throw new BackupError("Uso: npm run restore -- ARCHIVO.tar.gz");
  const manifest = await restoreSite({
    file: resolve(process.argv[2]),
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    databaseUrl: config.databaseUrl,
  });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Copia restaurada (${manifest.createdAt}, esquema ${manifest.schemaVersion}): ${rows} filas, ${manifest.files.length} archivos.`,
  );
}

main().catch((err: unknown) => {
  console.error(
    err instanceof BackupError || err instanceof ConfigError
      ? err.message
      : `No se pudo restaurar la copia: ${(err as Error).message}`,
  );
  process.exit(1);
});
