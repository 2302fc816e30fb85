// Backups of the whole site in one archive (.tar.gz): a logical dump of the database (every table as JSON, in
// dependency order, and the sequences), the uploaded files, and manifest.json (schema version = last applied
// migration, row counts per table, each file's size and sha256). The same dump works on the embedded PGlite and on
// PostgreSQL, so neither pg_dump nor a matching server version is needed. Restoring applies the migrations up to the
// backup's schema version, loads the rows in one transaction, sets the sequences, and writes the files back.
// Resized image copies are not kept: they are made again on request.
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { gunzipSync, createGzip } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
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

// --- a minimal tar (ustar) writer and reader: enough for regular files with short relative names ---

function tarHeader(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new BackupError(`Nombre demasiado largo para el archivo: ${name}`);
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, value: string) => header.write(value, offset, length, "utf8");
  const octal = (offset: number, length: number, value: number) => field(offset, length, value.toString(8).padStart(length - 1, "0") + "\0");
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(Date.now() / 1000));
  field(148, 8, "        ");
  field(156, 1, "0");
  field(257, 6, "ustar\0");
  field(263, 2, "00");
  let sum = 0;
  for (const byte of header) sum += byte;
  field(148, 8, sum.toString(8).padStart(6, "0") + "\0 ");
  return header;
}

/** One file of the archive: its header, its data, and the padding to the next 512-byte block. */
export const tarEntry = (name: string, data: Buffer) => Buffer.concat([tarHeader(name, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512)]);

function readTar(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 512 <= archive.length) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const text = (start: number, length: number) => header.subarray(start, start + length).toString("utf8").replace(/\0.*$/s, "");
    const name = text(0, 100);
    const size = parseInt(text(124, 12).trim(), 8);
    if (!Number.isFinite(size) || text(257, 5) !== "ustar") throw new BackupError("El archivo no es una copia de seguridad válida.");
    offset += 512;
    entries.set(name, archive.subarray(offset, offset + size));
    offset += Math.ceil(size / 512) * 512;
  }
  return entries;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && !d.name.endsWith(".tmp"))
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
}

/**
 * Writes the archive to `file` (through a temporary name, so a half-written archive never carries the final name).
 * `query` should run inside one REPEATABLE READ transaction, so every table is read at the same moment.
 */
export async function writeBackup({ query, engine, uploadsDir, file }: { query: Query; engine: Manifest["engine"]; uploadsDir: string; file: string }): Promise<Manifest> {
  const manifest: Manifest = { app: "autora-colimense", format: 1, createdAt: new Date().toISOString(), engine, schemaVersion: await schemaVersion(query), tables: [], files: [] };
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 }); // the dump holds password hashes and the JWT secret
  const done = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    gzip.on("error", reject);
  });
  gzip.pipe(out);
  const add = async (name: string, data: Buffer) => {
    if (!gzip.write(tarEntry(name, data))) await new Promise((r) => gzip.once("drain", r));
  };
  try {
    const tables = await tablesInDependencyOrder(query);
    for (const [index, table] of tables.entries()) {
      const [row] = await query(`SELECT count(*)::text AS count, coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quote(table)} t`);
      manifest.tables.push({ name: table, rows: Number(row.count) });
      await add(`database/${String(index).padStart(3, "0")}-${table}.json`, Buffer.from(String(row.rows)));
    }
    const sequences: { name: string; lastValue: string; isCalled: boolean }[] = [];
    for (const seq of await sequencesOf(query)) {
      const [row] = await query(`SELECT last_value::text AS value, is_called::text AS called FROM ${seq}`);
      sequences.push({ name: seq, lastValue: String(row.value), isCalled: row.called === "true" });
    }
    await add("database/sequences.json", Buffer.from(JSON.stringify(sequences, null, 2)));
    // Files are written once under random names and never changed; one removed meanwhile is simply left out, and so
    // is anything else in the folder (the site neither serves nor restores it).
    for (const path of listFiles(uploadsDir)) {
      const data = await readFile(join(uploadsDir, path)).catch(() => undefined);
      if (!data || !(await isStoredUpload(path, data))) continue;
      manifest.files.push({ path, bytes: data.length, sha256: createHash("sha256").update(data).digest("hex") });
      await add(`uploads/${path}`, data);
    }
    await add("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
    gzip.end(Buffer.alloc(1024)); // the tar end: two empty blocks
    await done;
    await rename(partial, file);
    return manifest;
  } catch (err) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}

/** Is this a file the site's storage writes: its name, and a content of the type that name says? */
async function isStoredUpload(path: string, data: Buffer): Promise<boolean> {
  const type = localUploadType(path);
  return type !== undefined && (await fileTypeFromBuffer(data))?.mime === type;
}

const notStoredUpload = (name: string) =>
  new BackupError(`No se restaura: la copia trae ${name}, que no es un archivo del sitio (solo imágenes y PDF con los nombres que pone el sitio).`);

/** Reads and checks an archive: its manifest, every entry it lists, and that its files are only the site's own uploads. */
export async function readBackup(file: string) {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}`);
  let entries: Map<string, Buffer>;
  try {
    entries = readTar(gunzipSync(readFileSync(file)));
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${file} no es una copia de seguridad válida (.tar.gz).`);
  }
  const raw = entries.get("manifest.json");
  const manifest = raw ? (JSON.parse(raw.toString("utf8")) as Manifest) : undefined;
  if (manifest?.app !== "autora-colimense" || manifest.format !== 1) throw new BackupError(`${file} no es una copia de seguridad de este sitio.`);
  const listed = new Set(manifest.files.map((f) => `uploads/${f.path}`));
  for (const name of entries.keys()) if (name.startsWith("uploads/") && !listed.has(name)) throw notStoredUpload(name);
  for (const f of manifest.files) {
    if (!localUploadType(f.path)) throw notStoredUpload(`uploads/${f.path}`); // also refuses ../ and absolute paths
    const data = entries.get(`uploads/${f.path}`);
    if (!data || createHash("sha256").update(data).digest("hex") !== f.sha256) throw new BackupError(`La copia está dañada: falta o cambió uploads/${f.path}`);
    if (!(await isStoredUpload(f.path, data))) throw notStoredUpload(`uploads/${f.path}`);
  }
  return { manifest, entries };
}

/** Is there anything in this database (any table in its schema)? */
export async function databaseIsEmpty(db: SqlConn): Promise<boolean> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`);
  return Number(rows[0].n) === 0;
}

export const uploadsAreEmpty = (uploadsDir: string) => listFiles(uploadsDir).length === 0;

/**
 * Restores an archive read by readBackup into an empty database (the caller checks that it is empty) and uploads folder.
 * A backup made by a newer version (a migration this code does not have) is refused.
 */
export async function restoreBackup({ db, backup, uploadsDir }: { db: SqlConn; backup: Awaited<ReturnType<typeof readBackup>>; uploadsDir: string }) {
  const { manifest, entries } = backup;
  if (!listMigrations(migrationsDir).some((m) => m.name === manifest.schemaVersion)) {
    throw new BackupError(`La copia usa el esquema ${manifest.schemaVersion}, que esta versión del sitio no conoce: actualiza el sitio antes de restaurarla.`);
  }
  await applyMigrations(db, migrationsDir, () => {}, manifest.schemaVersion);
  await db.exec("BEGIN");
  try {
    for (const [index, table] of manifest.tables.entries()) {
      const rows = entries.get(`database/${String(index).padStart(3, "0")}-${table.name}.json`);
      if (!rows) throw new BackupError(`La copia está dañada: faltan las filas de ${table.name}`);
      await db.query(`INSERT INTO ${quote(table.name)} SELECT * FROM json_populate_recordset(NULL::${quote(table.name)}, $1::json)`, [rows.toString("utf8")]);
      const { rows: counted } = await db.query(`SELECT count(*)::int AS n FROM ${quote(table.name)}`);
      if (Number(counted[0].n) !== table.rows) throw new BackupError(`La copia está dañada: ${table.name} tiene ${counted[0].n} filas y el manifiesto dice ${table.rows}`);
    }
    const sequences = JSON.parse(entries.get("database/sequences.json")?.toString("utf8") ?? "[]") as { name: string; lastValue: string; isCalled: boolean }[];
    for (const seq of sequences) await db.query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [seq.name, seq.lastValue, seq.isCalled]);
    await db.exec("COMMIT");
  } catch (err) {
    await db.exec("ROLLBACK");
    throw err;
  }
  for (const f of manifest.files) {
    const target = join(uploadsDir, f.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, entries.get(`uploads/${f.path}`)!);
  }
}
