// npm run backup [-- FILE] — writes one archive (database, uploads, manifest) while the site keeps running.
// DATABASE_URL: read directly, in one REPEATABLE READ transaction. Embedded database: the running server writes it
// (backup-socket.ts); with no server running, the data directory is opened here.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { BackupError, writeBackup, type Manifest } from "../src/lib/backup.ts";
import { requestBackup } from "../src/lib/backup-socket.ts";
import { ConfigError, loadConfig } from "../src/lib/config.ts";
import { DataDirInUseError, startEmbeddedPostgres } from "../src/lib/db/embedded.ts";

/** Ctrl+C or a SIGTERM cancels the backup: its temporary file is removed before the script ends. */
const cancel = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => cancel.abort());

async function dumpWith(url: string, engine: Manifest["engine"], uploadsDir: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const manifest = await writeBackup({
      query: (sql, params) => client.query(sql, params).then((r) => r.rows),
      engine,
      uploadsDir,
      file,
      signal: cancel.signal,
    });
    await client.query("COMMIT");
    return manifest;
  } finally {
    await client.end();
  }
}

async function main() {
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, "-")
    .replace(/-\d+Z$/, "Z");
  const file = resolve(process.argv[2] ?? `autora-respaldo-${stamp}.tar.gz`);
  let manifest: Manifest | undefined;
  if (config.databaseUrl) {
    manifest = await dumpWith(config.databaseUrl, "postgresql", config.uploadsDir, file);
  } else {
    manifest = await requestBackup(config.dataDir, file, cancel.signal);
    if (!manifest) {
      const pgliteDir = join(config.dataDir, "pglite");
      if (!existsSync(join(pgliteDir, "PG_VERSION")))
        throw new BackupError(`No hay base de datos en ${pgliteDir}: nada que respaldar.`);
      const embedded = await startEmbeddedPostgres(pgliteDir).catch((err: unknown) => {
        throw err instanceof DataDirInUseError
          ? new BackupError(`${err.message} (el servidor no atiende copias en ${config.dataDir}/backup.sock)`)
          : err;
      });
      try {
        manifest = await dumpWith(embedded.url, "pglite", config.uploadsDir, file);
      } finally {
        await embedded.stop();
      }
    }
  }
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Copia de seguridad guardada en ${file}: esquema ${manifest.schemaVersion}, ${manifest.tables.length} tablas, ${rows} filas, ${manifest.files.length} archivos.`,
  );
}

main().catch((err: unknown) => {
  if (cancel.signal.aborted) {
    console.error("Copia de seguridad cancelada: no se guardó nada.");
    process.exit(1);
  }
  console.error(
    err instanceof BackupError || err instanceof ConfigError
      ? err.message
      : `No se pudo hacer la copia de seguridad: ${(err as Error).message}`,
  );
  process.exit(1);
});
