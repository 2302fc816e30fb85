// Backups of the whole site in one archive (.tar.gz): a logical dump of the database (every table as JSON, in
// dependency order, and the sequences), the uploaded files, and manifest.json (schema version = last applied
// migration, row counts per table, each file's size and sha256). The same dump works on the embedded PGlite and on
// PostgreSQL, so neither pg_dump nor a matching server version is needed. Restoring applies the migrations up to the
// backup's schema version, loads the rows in one transaction, sets the sequences, and writes the files back.
// Resized image copies are not kept: they are made again on request. Both ends stream the archive through tar-stream
// and zlib (any name length, one file at a time in memory).
import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, open, readFile, rename, rm, rmdir } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { fileTypeFromFile } from "file-type";
import { extract, pack } from "tar-stream";
import { migrationsDir } from "./paths.ts";
import { applyMigrations, listMigrations, type SqlConn } from "./db/migrate.ts";
import { localUploadType } from "./storage.ts";

/** One statement with parameters; every column this module selects is text. */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Manifest {
  app: "autora-colimense";
  format: 1;
  createdAt: string;
  engine: "pglite" | "postgresql";
  /** the last migration applied to the backed-up database */
  schemaVersion: string;
  /** in the order they are restored (parents before children) */
  tables: { name: string; rows: number }[];
  files: { path: string; bytes: number; sha256: string }[];
}

export class BackupError extends Error {}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The application's tables (not Prisma's bookkeeping), parents before the tables that refer to them. */
async function tablesInDependencyOrder(query: Query): Promise<string[]> {
  const tables = (
    await query(`SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations' ORDER BY c.relname`)
  ).map((r) => String(r.name));
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  const keys = await query(`SELECT child.relname::text AS child, parent.relname::text AS parent FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace WHERE k.contype = 'f' AND n.nspname = current_schema()`);
  for (const { child, parent } of keys) if (child !== parent) parents.get(String(child))?.add(String(parent));
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new BackupError(`Dependencia circular entre tablas: ${[...path, table].join(" → ")}`);
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function sequencesOf(query: Query) {
  return (
    await query(`SELECT pg_get_serial_sequence(format('%I', table_name), column_name)::text AS seq FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%' ORDER BY table_name, column_name`)
  ).map((r) => String(r.seq));
}

async function schemaVersion(query: Query): Promise<string> {
  const rows = await query(`SELECT migration_name::text AS name FROM _prisma_migrations
    WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`);
  if (!rows.length) throw new BackupError("La base de datos no tiene migraciones aplicadas: no hay nada que respaldar.");
  return String(rows[0].name);
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && !d.name.endsWith(".tmp"))
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
}


/** Passes `source` on unchanged, feeding every chunk to `hash` on the way. */
async function* hashing(source: AsyncIterable<unknown>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const chunk of source as AsyncIterable<Buffer>) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Is `file` one the site's storage writes: its name (`path`, inside the uploads folder), and a content of the type that name says? */
async function isStoredUpload(path: string, file: string): Promise<boolean> {
  const type = localUploadType(path);
  return type !== undefined && (await fileTypeFromFile(file))?.mime === type;
}

const tableEntry = (index: number, table: string) => `database/${String(index).padStart(3, "0")}-${table}.json`;

/**
 * Writes the archive to `file` (through a temporary name, so a half-written archive never carries the final name).
 * `query` should run inside one REPEATABLE READ transaction, so every table is read at the same moment. Uploads are
 * streamed into the archive one at a time, so memory does not grow with them.
 */
export async function writeBackup({ query, engine, uploadsDir, file }: { query: Query; engine: Manifest["engine"]; uploadsDir: string; file: string }): Promise<Manifest> {
  const manifest: Manifest = { app: "autora-colimense", format: 1, createdAt: new Date().toISOString(), engine, schemaVersion: await schemaVersion(query), tables: [], files: [] };
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  const archive = pack();
  // mode 600: the dump holds password hashes and the JWT secret
  const written = pipeline(archive, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {}); // awaited at the end; until then each entry's promise reports its failure
  /** Adds one entry; `data` is the whole content, or a stream of `size` bytes. A failed write (a full disk) fails it. */
  const add = (name: string, data: Buffer | { size: number; stream: AsyncIterable<Buffer> }) =>
    new Promise<void>((resolve, reject) => {
      written.catch(reject);
      const done = (err?: Error | null) => (err ? reject(err) : resolve());
      if (Buffer.isBuffer(data)) archive.entry({ name, size: data.length }, data, done);
      else pipeline(data.stream, archive.entry({ name, size: data.size }, done)).catch(reject);
    });
  try {
    const tables = await tablesInDependencyOrder(query);
    for (const [index, table] of tables.entries()) {
      const [row] = await query(`SELECT count(*)::text AS count, coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quote(table)} t`);
      manifest.tables.push({ name: table, rows: Number(row.count) });
      await add(tableEntry(index, table), Buffer.from(String(row.rows)));
    }
    const sequences: { name: string; lastValue: string; isCalled: boolean }[] = [];
    for (const seq of await sequencesOf(query)) {
      const [row] = await query(`SELECT last_value::text AS value, is_called::text AS called FROM ${seq}`);
      sequences.push({ name: seq, lastValue: String(row.value), isCalled: row.called === "true" });
    }
    await add("database/sequences.json", Buffer.from(JSON.stringify(sequences, null, 2)));
    // Files are written once under random names and never changed; one removed meanwhile is simply left out (once
    // open, it stays readable to the end), and so is anything else in the folder (the site neither serves nor restores it).
    for (const path of listFiles(uploadsDir)) {
      const full = join(uploadsDir, path);
      if (!(await isStoredUpload(path, full).catch(() => false))) continue;
      const handle = await open(full).catch(() => undefined);
      if (!handle) continue;
      try {
        const { size } = await handle.stat();
        const hash = createHash("sha256");
        await add(`uploads/${path}`, { size, stream: hashing(handle.createReadStream({ autoClose: false }), hash) });
        manifest.files.push({ path, bytes: size, sha256: hash.digest("hex") });
      } finally {
        await handle.close();
      }
    }
    await add("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
    archive.finalize();
    await written;
    await rename(partial, file);
    return manifest;
  } catch (err) {
    archive.destroy();
    await written.catch(() => {}); // the error that counts is `err`
    await rm(partial, { force: true });
    throw err;
  }
}

const notStoredUpload = (name: string) =>
  new BackupError(`No se restaura: la copia trae ${name}, que no es un archivo del sitio (solo imágenes y PDF con los nombres que pone el sitio).`);
const damaged = (what: string) => new BackupError(`La copia está dañada: ${what}`);

/** An archive read into its staging folder and checked whole: nothing of it has been restored yet. */
export interface StagedBackup {
  manifest: Manifest;
  /** the folder inside DATA_DIR holding the archive's tables (`database/`) and files (`uploads/`) */
  dir: string;
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** removes the staging folder (and DATA_DIR, when it was made for it and nothing else was put in it) */
  discard(): Promise<void>;
}

/**
 * Reads an archive as a stream (gunzip, then tar) into a staging folder inside `dataDir`, hashing every file on its way
 * to disk, so memory does not grow with the uploads. Then checks it whole: its manifest, that its files are only the
 * site's own uploads and each matches the manifest's sha256, that its schema is one this version knows, and each
 * table's row count. Any refusal removes the staging folder: the target is left as it was.
 */
export async function readBackup(file: string, dataDir: string): Promise<StagedBackup> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}`);
  const dir = join(dataDir, ".restaurando");
  await rm(dir, { recursive: true, force: true }); // left by a restore that was killed
  const made = await mkdir(dir, { recursive: true });
  const discard = async () => {
    await rm(dir, { recursive: true, force: true });
    // the folders made for the staging folder (DATA_DIR of a new target) go too, unless something else is in them
    for (let folder = dirname(dir); made && folder.startsWith(made); folder = dirname(folder)) {
      if (!(await rmdir(folder).then(() => true, () => false))) break;
    }
  };
  try {
    return { ...(await stageAndCheck(file, dir)), dir, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}

async function stageAndCheck(file: string, dir: string) {
  let manifestText: string | undefined;
  const hashes = new Map<string, string>(); // "uploads/<path>" -> sha256 of what was staged
  const entries = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), entries);
  reading.catch(() => {}); // its failure also ends the loop below, which reports it
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      if (name === "manifest.json") {
        manifestText = (await readWhole(entry)).toString("utf8");
      } else if (name.startsWith("uploads/")) {
        // Only the site's own names (which never leave the folder) are written, the content is checked below.
        if (!localUploadType(name.slice("uploads/".length)) || type !== "file") throw notStoredUpload(name);
        hashes.set(name, await stage(entry, join(dir, name)));
      } else if (/^database\/[\w-]+\.json$/.test(name) && type === "file") {
        await stage(entry, join(dir, name));
      } else {
        await skip(entry); // an entry this site does not write
      }
    }
    await reading;
  } catch (err) {
    // A refusal of ours or a disk that fails as such; anything else means the bytes are not a .tar.gz.
    if (err instanceof BackupError || (err as NodeJS.ErrnoException).syscall) throw err;
    throw new BackupError(`${file} no es una copia de seguridad válida (.tar.gz).`);
  }

  const manifest = parseJson<Manifest>(manifestText);
  if (manifest?.app !== "autora-colimense" || manifest.format !== 1) throw new BackupError(`${file} no es una copia de seguridad de este sitio.`);
  const listed = new Set(manifest.files.map((f) => `uploads/${f.path}`));
  for (const name of hashes.keys()) if (!listed.has(name)) throw notStoredUpload(name);
  for (const f of manifest.files) {
    if (!localUploadType(f.path)) throw notStoredUpload(`uploads/${f.path}`); // also refuses ../ and absolute paths
    if (hashes.get(`uploads/${f.path}`) !== f.sha256) throw damaged(`falta o cambió uploads/${f.path}`);
    if (!(await isStoredUpload(f.path, join(dir, "uploads", f.path)))) throw notStoredUpload(`uploads/${f.path}`);
  }
  if (!listMigrations(migrationsDir).some((m) => m.name === manifest.schemaVersion)) {
    throw new BackupError(`La copia usa el esquema ${manifest.schemaVersion}, que esta versión del sitio no conoce: actualiza el sitio antes de restaurarla.`);
  }
  for (const [index, table] of manifest.tables.entries()) {
    const text = await readFile(join(dir, tableEntry(index, table.name)), "utf8").catch(() => undefined);
    if (text === undefined) throw damaged(`faltan las filas de ${table.name}`);
    const rows = parseJson<unknown[]>(text);
    if (!Array.isArray(rows)) throw damaged(`las filas de ${table.name} no se pueden leer`);
    if (rows.length !== table.rows) throw damaged(`${table.name} tiene ${rows.length} filas y el manifiesto dice ${table.rows}`);
  }
  const sequencesText = await readFile(join(dir, "database/sequences.json"), "utf8").catch(() => "[]");
  const sequences = parseJson<StagedBackup["sequences"]>(sequencesText);
  if (!Array.isArray(sequences)) throw damaged("las secuencias no se pueden leer");
  return { manifest, sequences };
}

function parseJson<T>(text: string | undefined): T | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/** Writes one entry to `target` while hashing it; answers its sha256. */
async function stage(entry: AsyncIterable<unknown>, target: string): Promise<string> {
  await mkdir(dirname(target), { recursive: true });
  const hash = createHash("sha256");
  await pipeline(hashing(entry, hash), createWriteStream(target));
  return hash.digest("hex");
}

/** Reads a (small) entry whole. */
async function readWhole(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Reads an entry to its end, keeping nothing. */
async function skip(entry: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of entry);
}

/** Is there anything in this database (any table in its schema)? */
export async function databaseIsEmpty(db: SqlConn): Promise<boolean> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`);
  return Number(rows[0].n) === 0;
}

export const uploadsAreEmpty = (uploadsDir: string) => listFiles(uploadsDir).length === 0;

/**
 * Restores a backup read and checked by readBackup into an empty database (the caller checks that it is empty) and
 * uploads folder: the migrations up to the backup's schema, the rows in one transaction (each table's count checked
 * again), the sequences; only once that transaction is committed are the staged files moved into the uploads folder
 * (a rename within DATA_DIR), so a refusal or a failure of the database never leaves files behind.
 */
export async function restoreBackup({ db, backup, uploadsDir }: { db: SqlConn; backup: StagedBackup; uploadsDir: string }) {
  const { manifest, dir, sequences } = backup;
  await applyMigrations(db, migrationsDir, () => {}, manifest.schemaVersion);
  await db.exec("BEGIN");
  try {
    for (const [index, table] of manifest.tables.entries()) {
      const rows = await readFile(join(dir, tableEntry(index, table.name)), "utf8");
      await db.query(`INSERT INTO ${quote(table.name)} SELECT * FROM json_populate_recordset(NULL::${quote(table.name)}, $1::json)`, [rows]);
      const { rows: counted } = await db.query(`SELECT count(*)::int AS n FROM ${quote(table.name)}`);
      if (Number(counted[0].n) !== table.rows) throw damaged(`${table.name} tiene ${counted[0].n} filas y el manifiesto dice ${table.rows}`);
    }
    for (const seq of sequences) await db.query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [seq.name, seq.lastValue, seq.isCalled]);
    await db.exec("COMMIT");
  } catch (err) {
    await db.exec("ROLLBACK");
    throw err;
  }
  for (const f of manifest.files) {
    const target = join(uploadsDir, f.path);
    await mkdir(dirname(target), { recursive: true });
    await rename(join(dir, "uploads", f.path), target);
  }
}
