// Restoring an archive of backup.ts, all or nothing, in constant memory. The archive is read as a stream (gunzip, then
// tar) once: its manifest comes first and is checked before anything is written (this site's, a schema this version
// knows, at least one table, the site's own file names); then every entry is checked against it before it is written:
// rows only of the tables it lists, in its order, never more than it declares, in entries of at most MAX_ENTRY_BYTES;
// files only those it lists, each of the size it declares. The rows go into the database in one transaction, a batch at
// a time; the files into a staging folder, hashed on their way. Only when all of it matches (the row counts, the
// files' sha256 in checksums.json, each file's type) is the transaction committed.
//
// restoreSite writes into a new place and swaps it in when complete: the embedded database is created in DATA_DIR's
// staging folder and renamed into place, the files are moved into the uploads folder after the commit. While it runs, a
// marker in DATA_DIR says a restore is unfinished: a server does not start on such a folder (one Spanish line saying
// what to do, instead of serving an empty or demo site), and a rerun of the restore clears what the interrupted one
// left and starts again. A refusal or a failure removes the staging folder and the marker: the target is as it was.
import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { createHash } from "node:crypto";
import pg from "pg";
import { extract } from "tar-stream";
import { BackupError, hashing, isStoredUpload, listFiles, MAX_ENTRY_BYTES, quote, type Manifest } from "./backup.ts";
import { startEmbeddedPostgres } from "./db/embedded.ts";
import { applyMigrations, fromPg, listMigrations, type SqlConn } from "./db/migrate.ts";
import { migrationsDir } from "./paths.ts";
import { localUploadType } from "./storage.ts";

/** the largest manifest, sequences or checksums entry read */
const MAX_SMALL_ENTRY_BYTES = 8 * 1024 * 1024;
/** the marker in DATA_DIR of a restore that has not finished */
export const UNFINISHED_RESTORE_FILE = "restauracion-sin-terminar.json";
const STAGING_DIR = ".restaurando";

const refused = (why: string) => new BackupError(`No se restaura: ${why}`);
const damaged = (what: string) => new BackupError(`La copia está dañada: ${what}`);
const notStoredUpload = (name: string) =>
  refused(
    `la copia trae ${name}, que no es un archivo del sitio (solo imágenes y PDF con los nombres que pone el sitio).`,
  );

const notThisSite = (file: string) =>
  new BackupError(
    `${file} no es una copia de seguridad de este sitio (no empieza por su manifiesto), o es de una versión anterior que esta no restaura.`,
  );

const ENTRY_OF_ROWS = /^database\/(\d{3})-([\w-]+)\/\d{6}\.json$/;

/** The manifest as the archive states it, checked for shape before anything it declares is believed. */
function checkManifest(text: string, file: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupError(`${file} no es una copia de seguridad de este sitio.`);
  }
  if (manifest?.app !== "autora-colimense")
    throw new BackupError(`${file} no es una copia de seguridad de este sitio.`);
  if (manifest.format !== 2)
    throw new BackupError(
      `${file} es de otra versión del sitio (formato ${String(manifest.format)}): restáurala con la versión que la hizo.`,
    );
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  if (!Array.isArray(manifest.tables) || !manifest.tables.length)
    throw refused("el manifiesto de la copia no lista ninguna tabla.");
  for (const table of manifest.tables) {
    if (typeof table?.name !== "string" || !/^[\w-]+$/.test(table.name) || !count(table.rows))
      throw damaged("el manifiesto lista una tabla que no se puede leer");
  }
  if (!Array.isArray(manifest.files)) throw damaged("el manifiesto no lista los archivos");
  const paths = new Set<string>();
  for (const f of manifest.files) {
    if (typeof f?.path !== "string" || !localUploadType(f.path)) throw notStoredUpload(`uploads/${String(f?.path)}`); // also refuses ../ and absolute paths
    if (!count(f.bytes) || paths.has(f.path)) throw damaged(`el manifiesto declara mal uploads/${f.path}`);
    paths.add(f.path);
  }
  if (!listMigrations(migrationsDir).some((m) => m.name === manifest.schemaVersion)) {
    throw new BackupError(
      `La copia usa el esquema ${String(manifest.schemaVersion)}, que esta versión del sitio no conoce: actualiza el sitio antes de restaurarla.`,
    );
  }
  return manifest;
}

/** Reads a small entry whole, refusing one larger than `limit` before reading it. */
async function readSmall(
  entry: AsyncIterable<unknown>,
  size: number,
  name: string,
  limit = MAX_SMALL_ENTRY_BYTES,
): Promise<Buffer> {
  if (size > limit) throw damaged(`${name} ocupa ${size} bytes, más de lo que cabe en una copia de este sitio`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function parseJson<T>(bytes: Buffer): T | undefined {
  try {
    return JSON.parse(bytes.toString("utf8")) as T;
  } catch {
    return undefined;
  }
}

/**
 * Loads the archive `file` into `db` (an empty database: its tables, if any, hold no rows) and its files into
 * `uploadsStaging`. Answers the manifest once the transaction is committed; a refusal rolls it back.
 */
export async function loadArchive({
  file,
  db,
  uploadsStaging,
}: {
  file: string;
  db: SqlConn;
  uploadsStaging: string;
}): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}`);
  const entries = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), entries);
  reading.catch(() => {}); // its failure also ends the loop below, which reports it
  let manifest: Manifest | undefined;
  let inTransaction = false;
  const loaded: number[] = [];
  let tableAt = 0;
  const staged = new Map<string, string>(); // path -> sha256 of what was staged
  let sequences: { name: string; lastValue: string; isCalled: boolean }[] = [];
  let checksums: Record<string, string> | undefined;
  try {
    try {
      for await (const entry of entries) {
        const { name, type, size = 0 } = entry.header;
        if (!manifest) {
          if (name !== "manifest.json") throw notThisSite(file);
          manifest = checkManifest((await readSmall(entry, size, name)).toString("utf8"), file);
          await applyMigrations(db, migrationsDir, () => {}, manifest.schemaVersion);
          for (const table of manifest.tables) {
            const { rows } = await db.query("SELECT to_regclass($1) IS NOT NULL AS present", [quote(table.name)]);
            if (!rows[0]?.present)
              throw damaged(`lista la tabla ${table.name}, que el esquema ${manifest.schemaVersion} no tiene`);
          }
          loaded.push(...manifest.tables.map(() => 0));
          await db.exec("BEGIN");
          inTransaction = true;
          continue;
        }
        if (type !== "file") throw refused(`la copia trae ${name}, que no es un archivo.`);
        const rowsOf = ENTRY_OF_ROWS.exec(name);
        if (rowsOf) {
          const index = Number(rowsOf[1]);
          const table = manifest.tables[index];
          if (!table || table.name !== rowsOf[2] || index < tableAt)
            throw damaged(`${name} no corresponde a ninguna tabla del manifiesto, en su orden`);
          tableAt = index;
          const rows = parseJson<unknown[]>(await readSmall(entry, size, name, MAX_ENTRY_BYTES));
          if (!Array.isArray(rows)) throw damaged(`las filas de ${table.name} no se pueden leer`);
          loaded[index] += rows.length;
          if (loaded[index] > table.rows)
            throw damaged(`${table.name} trae más filas de las ${table.rows} que declara el manifiesto`);
          await db.query(
            `INSERT INTO ${quote(table.name)} SELECT * FROM json_populate_recordset(NULL::${quote(table.name)}, $1::json)`,
            [JSON.stringify(rows)],
          );
        } else if (name === "database/sequences.json") {
          const parsed = parseJson<typeof sequences>(await readSmall(entry, size, name));
          if (!Array.isArray(parsed)) throw damaged("las secuencias no se pueden leer");
          sequences = parsed;
        } else if (name.startsWith("uploads/")) {
          const path = name.slice("uploads/".length);
          const declared = manifest.files.find((f) => f.path === path);
          if (!declared) throw notStoredUpload(name);
          if (staged.has(path) || size !== declared.bytes)
            throw damaged(`${name} no es del tamaño que declara el manifiesto`);
          staged.set(path, await stage(entry, join(uploadsStaging, path)));
        } else if (name === "checksums.json") {
          checksums = parseJson<Record<string, string>>(await readSmall(entry, size, name));
          if (!checksums || typeof checksums !== "object") throw damaged("las sumas de comprobación no se pueden leer");
        } else {
          throw refused(`la copia trae ${name}, que no es parte de una copia de este sitio.`);
        }
      }
      await reading;
    } catch (err) {
      // A refusal of ours, a failure of the database or of a disk as such; anything else means the bytes are not a .tar.gz.
      if (
        err instanceof BackupError ||
        (err as NodeJS.ErrnoException).syscall ||
        (err as { severity?: string }).severity ||
        (err as Error).message?.startsWith("La migración")
      )
        throw err;
      throw new BackupError(`${file} no es una copia de seguridad válida (.tar.gz).`);
    }
    if (!manifest) throw new BackupError(`${file} no es una copia de seguridad de este sitio.`);
    for (const [index, table] of manifest.tables.entries()) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${quote(table.name)}`);
      if (loaded[index] !== table.rows || Number(rows[0].n) !== table.rows)
        throw damaged(`${table.name} tiene ${loaded[index]} filas y el manifiesto dice ${table.rows}`);
    }
    for (const f of manifest.files) {
      if (!staged.has(f.path) || checksums?.[f.path] !== staged.get(f.path))
        throw damaged(`falta o cambió uploads/${f.path}`);
      if (!(await isStoredUpload(f.path, join(uploadsStaging, f.path)))) throw notStoredUpload(`uploads/${f.path}`);
    }
    for (const seq of sequences)
      await db.query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [seq.name, seq.lastValue, seq.isCalled]);
    await db.exec("COMMIT");
    inTransaction = false;
    return manifest;
  } finally {
    entries.destroy();
    if (inTransaction) await db.exec("ROLLBACK").catch(() => {});
  }
}

/** Writes one entry to `target` while hashing it; answers its sha256. */
async function stage(entry: AsyncIterable<unknown>, target: string): Promise<string> {
  await mkdir(dirname(target), { recursive: true });
  const hash = createHash("sha256");
  await pipeline(hashing(entry, hash), createWriteStream(target));
  return hash.digest("hex");
}

/** The archive's manifest (its first entry), checked; nothing else of the archive is read. */
export async function readManifest(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}`);
  const entries = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), entries);
  reading.catch(() => {}); // destroyed below once the first entry is read
  try {
    for await (const entry of entries) {
      if (entry.header.name !== "manifest.json") break;
      return checkManifest((await readSmall(entry, entry.header.size ?? 0, "manifest.json")).toString("utf8"), file);
    }
  } catch (err) {
    if (err instanceof BackupError || (err as NodeJS.ErrnoException).syscall) throw err;
    throw new BackupError(`${file} no es una copia de seguridad válida (.tar.gz).`);
  } finally {
    entries.destroy();
  }
  throw notThisSite(file);
}

/** Does any of the database's tables hold a row (Prisma's bookkeeping aside)? */
export async function databaseHoldsRows(db: SqlConn): Promise<boolean> {
  const { rows: tables } =
    await db.query(`SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'`);
  for (const { name } of tables) {
    const { rows } = await db.query(`SELECT EXISTS (SELECT 1 FROM ${quote(String(name))}) AS any`);
    if (rows[0].any) return true;
  }
  return false;
}

/** The Spanish line a server prints when DATA_DIR holds an unfinished restore; undefined when it holds none. */
export function unfinishedRestore(dataDir: string): string | undefined {
  const marker = join(dataDir, UNFINISHED_RESTORE_FILE);
  if (!existsSync(marker)) return undefined;
  let archive = "ARCHIVO.tar.gz";
  try {
    archive = String((JSON.parse(readFileSync(marker, "utf8")) as { file?: string }).file ?? archive);
  } catch {
    // the marker's own content does not matter, only that it is there
  }
  return `En ${dataDir} hay una restauración sin terminar (se interrumpió npm run restore): vuelve a ejecutar npm run restore -- ${archive} y arranca el sitio cuando termine.`;
}

const notEmpty = (target: string) =>
  refused(`${target} no está vacío. Restaura en un DATA_DIR nuevo o en una base de datos vacía.`);

/** Empties a folder (keeping it) or removes it. */
async function clear(dir: string) {
  for (const name of await readdir(dir).catch(() => [] as string[]))
    await rm(join(dir, name), { recursive: true, force: true });
}

/**
 * npm run restore: the archive `file` into DATA_DIR's embedded database (or DATABASE_URL's) and its uploads folder,
 * all or nothing (see the top of this file). The target must be empty, unless it holds what an interrupted restore left.
 */
export async function restoreSite({
  file,
  dataDir,
  uploadsDir,
  databaseUrl,
}: {
  file: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
}): Promise<Manifest> {
  const marker = join(dataDir, UNFINISHED_RESTORE_FILE);
  const staging = join(dataDir, STAGING_DIR);
  const pgliteDir = join(dataDir, "pglite");
  const resumed = existsSync(marker);
  await readManifest(file); // a refusal that needs nothing else is said before anything is made
  if (resumed) {
    // Nothing but the interrupted restore wrote here since its marker (a server refuses to start on this folder).
    await clear(uploadsDir);
    if (!databaseUrl) await rm(pgliteDir, { recursive: true, force: true });
  } else {
    if (listFiles(uploadsDir).length) throw notEmpty(uploadsDir);
    if (!databaseUrl && existsSync(pgliteDir) && readdirSync(pgliteDir).length) throw notEmpty(pgliteDir);
  }
  const madeDataDir = !existsSync(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(marker, JSON.stringify({ file, startedAt: new Date().toISOString() }), { mode: 0o600 });
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const embedded = databaseUrl ? undefined : await startEmbeddedPostgres(join(staging, "pglite"));
  let finished = false;
  try {
    const client = new pg.Client({ connectionString: databaseUrl ?? embedded!.url });
    await client.connect();
    let manifest: Manifest;
    try {
      if (databaseUrl && (await databaseHoldsRows(fromPg(client)))) throw notEmpty("la base de datos de DATABASE_URL");
      manifest = await loadArchive({ file, db: fromPg(client), uploadsStaging: join(staging, "uploads") });
    } finally {
      await client.end();
    }
    // The swap: the new database, then the files (renames within one file system).
    if (embedded) {
      await embedded.stop();
      await rm(pgliteDir, { recursive: true, force: true }); // empty, or made by a server start refused meanwhile
      await rename(join(staging, "pglite"), pgliteDir);
    }
    for (const f of manifest.files) {
      const target = join(uploadsDir, f.path);
      await mkdir(dirname(target), { recursive: true });
      await rename(join(staging, "uploads", f.path), target);
    }
    finished = true;
    return manifest;
  } finally {
    if (!finished) await embedded?.stop().catch(() => {});
    await rm(staging, { recursive: true, force: true });
    await rm(marker, { force: true });
    if (!finished && madeDataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
