// Backups of the whole site in one archive (.tar.gz): manifest.json first (schema version = last applied migration,
// row counts per table, each file's path and size), then a logical dump of the database (every table's rows as JSON
// in batches of a few hundred, tables in dependency order, then the sequences), the uploaded files, and last
// checksums.json (each file's sha256). The same dump works on the embedded PGlite and on PostgreSQL, so neither pg_dump
// nor a matching server version is needed. Everything streams: a table is read in batches (keyset on its primary key)
// and each batch becomes one entry, a file is read as it is written, so memory does not grow with any table or file.
// Restoring (restore.ts) reads the manifest first and checks every entry against it before writing it.
// Resized image copies are not kept: they are made again on request.
import { createHash, type Hash } from "node:crypto";
import { createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { fileTypeFromFile } from "file-type";
import { pack } from "tar-stream";
import { localUploadType } from "./storage.ts";

/** One statement with parameters; every column this module selects is text. */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Manifest {
  app: "autora-colimense";
  format: 2;
  createdAt: string;
  engine: "pglite" | "postgresql";
  /** the last migration applied to the backed-up database */
  schemaVersion: string;
  /** in the order they are restored (parents before children) */
  tables: { name: string; rows: number }[];
  /** the sha256 of each file is in checksums.json, the archive's last entry (known once the file has been read) */
  files: { path: string; bytes: number }[];
}

export class BackupError extends Error {}

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

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
  if (!rows.length)
    throw new BackupError("La base de datos no tiene migraciones aplicadas: no hay nada que respaldar.");
  return String(rows[0].name);
}

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && !d.name.endsWith(".tmp"))
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
}

/** Passes `source` on unchanged, feeding every chunk to `hash` on the way. */
export async function* hashing(source: AsyncIterable<unknown>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const chunk of source as AsyncIterable<Buffer>) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Is `file` one the site's storage writes: its name (`path`, inside the uploads folder), and a content of the type that name says? */
export async function isStoredUpload(path: string, file: string): Promise<boolean> {
  const type = localUploadType(path);
  return type !== undefined && (await fileTypeFromFile(file))?.mime === type;
}

/** rows per batch read from a table (one archive entry each, unless it is larger than MAX_BATCH_BYTES) */
const BATCH_ROWS = 500;
/** an entry of rows is cut at about this size; the restore refuses an entry of rows larger than MAX_ENTRY_BYTES */
const MAX_BATCH_BYTES = 4 * 1024 * 1024;
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

export const batchEntry = (index: number, table: string, batch: number) =>
  `database/${String(index).padStart(3, "0")}-${table}/${String(batch).padStart(6, "0")}.json`;

/** The columns of `table`'s primary key, or the row's physical address when it has none (stable within the snapshot). */
async function keyColumns(query: Query, table: string): Promise<string[]> {
  const rows = await query(
    `SELECT a.attname::text AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [quote(table)],
  );
  return rows.map((r) => String(r.name));
}

/**
 * `table`'s rows as JSON texts, BATCH_ROWS at a time in key order: each batch starts after the last key of the one
 * before (the key travels as a JSON object and is read back through the table's own row type, whatever its columns' types).
 */
async function* tableBatches(query: Query, table: string, signal?: AbortSignal): AsyncGenerator<string[]> {
  const keys = await keyColumns(query, table);
  const t = quote(table);
  const keyList = (alias: string) =>
    keys.length ? keys.map((k) => `${alias}.${quote(k)}`).join(", ") : `${alias}.ctid`;
  const keyJson = keys.length
    ? `json_build_object(${keys.map((k) => `'${k.replace(/'/g, "''")}', t.${quote(k)}`).join(", ")})::text`
    : "t.ctid::text";
  const after = keys.length
    ? `(${keyList("t")}) > (SELECT ${keyList("k")} FROM json_populate_record(NULL::${t}, $1::json) k)`
    : "t.ctid > $1::tid";
  let last: string | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await query(
      `SELECT row_to_json(t)::text AS row, ${keyJson} AS key FROM ${t} t ${last === undefined ? "" : `WHERE ${after}`} ORDER BY ${keyList("t")} LIMIT ${BATCH_ROWS}`,
      last === undefined ? [] : [last],
    );
    if (!rows.length) return;
    yield rows.map((r) => String(r.row));
    if (rows.length < BATCH_ROWS) return;
    last = String(rows[rows.length - 1].key);
  }
}

/** Joins row texts into JSON arrays of at most about MAX_BATCH_BYTES each. */
function* jsonArrays(rows: string[]): Generator<Buffer> {
  let part: string[] = [];
  let bytes = 2;
  for (const row of rows) {
    if (part.length && bytes + row.length + 1 > MAX_BATCH_BYTES) {
      yield Buffer.from(`[${part.join(",")}]`);
      part = [];
      bytes = 2;
    }
    part.push(row);
    bytes += row.length + 1;
  }
  if (part.length) yield Buffer.from(`[${part.join(",")}]`);
}

/** the suffix of an archive being written: `<archive>.<pid>.tmp` */
export const PARTIAL_SUFFIX = /\.(\d+)\.tmp$/;

/**
 * Writes the archive to `file` (through a temporary name, so a half-written archive never carries the final name; it
 * is removed when the backup fails or `signal` aborts it). `query` should run inside one REPEATABLE READ transaction,
 * so every table is read at the same moment.
 */
export async function writeBackup({
  query,
  engine,
  uploadsDir,
  file,
  signal,
}: {
  query: Query;
  engine: Manifest["engine"];
  uploadsDir: string;
  file: string;
  signal?: AbortSignal;
}): Promise<Manifest> {
  const manifest: Manifest = {
    app: "autora-colimense",
    format: 2,
    createdAt: new Date().toISOString(),
    engine,
    schemaVersion: await schemaVersion(query),
    tables: [],
    files: [],
  };
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
    for (const table of tables) {
      const [row] = await query(`SELECT count(*)::text AS count FROM ${quote(table)}`);
      manifest.tables.push({ name: table, rows: Number(row.count) });
    }
    // Files are written once under random names and never changed; anything else in the folder is left out (the site
    // neither serves nor restores it).
    const files: string[] = [];
    for (const path of listFiles(uploadsDir))
      if (await isStoredUpload(path, join(uploadsDir, path)).catch(() => false)) files.push(path);
    for (const path of files) {
      const size = await stat(join(uploadsDir, path)).then(
        (s) => s.size,
        () => undefined,
      );
      if (size !== undefined) manifest.files.push({ path, bytes: size });
    }
    await add("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));

    for (const [index, table] of tables.entries()) {
      let batch = 0;
      for await (const rows of tableBatches(query, table, signal)) {
        for (const json of jsonArrays(rows)) await add(batchEntry(index, table, batch++), json);
      }
    }
    const sequences: { name: string; lastValue: string; isCalled: boolean }[] = [];
    for (const seq of await sequencesOf(query)) {
      const [row] = await query(`SELECT last_value::text AS value, is_called::text AS called FROM ${seq}`);
      sequences.push({ name: seq, lastValue: String(row.value), isCalled: row.called === "true" });
    }
    await add("database/sequences.json", Buffer.from(JSON.stringify(sequences, null, 2)));
    const checksums: Record<string, string> = {};
    for (const { path, bytes } of manifest.files) {
      signal?.throwIfAborted();
      const handle = await open(join(uploadsDir, path)).catch(() => undefined);
      // removed since the manifest was written (the author deleted it): the next backup will leave it out
      if (!handle) throw new BackupError(`${path} se borró durante la copia de seguridad: vuelve a hacerla.`);
      try {
        const hash = createHash("sha256");
        await add(`uploads/${path}`, {
          size: bytes,
          stream: hashing(handle.createReadStream({ autoClose: false, end: bytes - 1 }), hash),
        });
        checksums[path] = hash.digest("hex");
      } finally {
        await handle.close();
      }
    }
    await add("checksums.json", Buffer.from(JSON.stringify(checksums, null, 2)));
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

/**
 * Removes the temporary files of archives whose writer is gone (a backup killed midway, or a server that was):
 * `<archive>.<pid>.tmp` where no process `pid` runs. Answers the names removed.
 */
export async function removeAbandonedPartials(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const match = PARTIAL_SUFFIX.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (processRuns(pid)) continue; // still being written (this process's own included)
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
