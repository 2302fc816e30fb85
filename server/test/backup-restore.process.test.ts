// npm run backup while the server runs, then wipe, npm run restore, and compare every row, sequence and file; on the
// embedded database (npm test) and on PostgreSQL (npm run test:pg). A target that is not empty, an archive with foreign
// files or of a newer version are refused with one Spanish line; a large upload is restored without holding it in memory.
import { execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { writeBackup, type Manifest } from "../src/lib/backup.ts";
import { UNFINISHED_RESTORE_FILE } from "../src/lib/restore.ts";
import { listMigrations } from "../src/lib/db/migrate.ts";
import { startEmbeddedPostgres } from "../src/lib/db/embedded.ts";
import { migrationsDir, repoRoot } from "../src/lib/paths.ts";
import { checkoutBody } from "../src/features/orders/checkout-fixtures.ts";
import { pdfFile, pngFile } from "./files.ts";
import { tarEntry } from "./tar.ts";
import { call, createDatabase, startServer, type ServerProcess } from "./server-process.ts";

const run = promisify(execFile);
const MB = 1024 * 1024;
const admin = { email: "admin@ejemplo.mx", password: "clave-de-prueba-123" };
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

/** Runs `npm run backup|restore`'s script with these variables: exit code and output. */
async function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...env };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", join(repoRoot, `server/scripts/${name}.ts`), ...args],
      { env: fullEnv },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Every row of every table (the migrations table by name and checksum), every sequence, every uploaded file. */
async function snapshot(url: string, uploadsDir: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`,
      )
    ).rows.map((r) => r.table_name as string);
    const rows: Record<string, unknown> = {};
    for (const table of tables)
      rows[table] = (
        await client.query(`SELECT coalesce(json_agg(t ORDER BY to_jsonb(t)::text), '[]') AS rows FROM "${table}" t`)
      ).rows[0].rows;
    const migrations = (
      await client.query(
        "SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1",
      )
    ).rows;
    const sequences = (
      await client.query(
        "SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1",
      )
    ).rows;
    const files = existsSync(uploadsDir)
      ? readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => [
            relative(uploadsDir, join(d.parentPath, d.name)),
            createHash("sha256")
              .update(readFileSync(join(d.parentPath, d.name)))
              .digest("hex"),
          ])
          .sort()
      : [];
    return { tables, rows, migrations, sequences, files };
  } finally {
    await client.end();
  }
}

/** Content of every kind: the demo (book, photos, events with their files), a reader, comments, a favourite, an order, an upload. */
async function fillSite(server: ServerProcess) {
  const { token } = (await call(`${server.url}/api/usuarios/login`, "POST", admin)).body;
  expect(
    (
      await call(`${server.url}/api/usuarios/crear`, "POST", {
        nombre: "Lectora",
        email: "lectora@ejemplo.mx",
        password: "clave-lectora-1",
      })
    ).status,
  ).toBe(201);
  const reader = (
    await call(`${server.url}/api/usuarios/login`, "POST", { email: "lectora@ejemplo.mx", password: "clave-lectora-1" })
  ).body;
  const [book] = (await call(`${server.url}/api/books`, "GET")).body;
  const [photo] = (await call(`${server.url}/api/fotografias`, "GET")).body;
  expect(
    (await call(`${server.url}/api/${book.id}/comentarios`, "POST", { contenido: "¡Precioso libro!" }, reader.token))
      .status,
  ).toBe(201);
  // the administrator comments on the photo: a reader may post only one comment every 15 seconds
  expect(
    (await call(`${server.url}/api/comentarios`, "POST", { contenido: "Qué colores", fotografiaId: photo.id }, token))
      .status,
  ).toBe(201);
  expect((await call(`${server.url}/api/favoritos`, "POST", { fotografiaId: photo.id }, reader.token)).status).toBe(
    201,
  );
  expect(
    (
      await call(
        `${server.url}/api/pago-oxxo`,
        "POST",
        checkoutBody([{ id: book.id, quantity: 2, price: Number(book.price), name: book.name }]),
        reader.token,
      )
    ).status,
  ).toBe(200);
  const form = new FormData();
  form.append("file", new Blob([pngFile(7)], { type: "image/png" }), "telar.png");
  form.append("descripcion", "Telar de cintura");
  expect(
    (
      await fetch(`${server.url}/api/fotografias/create`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      })
    ).status,
  ).toBe(201);
  return { adminToken: token as string };
}

async function roundTrip(engine: "embedded" | "postgresql") {
  const dataDir = join(mkdtempSync(join(tmpdir(), "autora-backup-")), "data");
  cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const source = engine === "postgresql" ? await createDatabase("scale14_backup") : undefined;
  if (source) cleanup.push(() => source.drop());
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(source ? { DATABASE_URL: source.url } : {}) };
  const server = await startServer({
    ...env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: "true",
  });
  cleanup.push(() => server.kill());
  const { adminToken } = await fillSite(server);

  // The backup is made while the server runs (and answers). A file the site did not write is left out of it.
  const archive = join(mkdtempSync(join(tmpdir(), "autora-archive-")), "respaldo.tar.gz");
  const planted = join(dataDir, "uploads", "gallery", "evil.html");
  writeFileSync(planted, "<script>alert(document.domain)</script>");
  const reading = Promise.all(
    Array.from({ length: 20 }, () => call(`${server.url}/api/books`, "GET").then((r) => r.status)),
  );
  const backup = await script("backup", [archive], env);
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  expect(backup.stdout).toMatch(
    /^Copia de seguridad guardada en .*respaldo\.tar\.gz: esquema \d{14}_\w+, \d+ tablas, \d+ filas, \d+ archivos\.\n$/,
  );
  expect(new Set(await reading)).toEqual(new Set([200]));
  rmSync(planted);

  // A target that is not empty is refused, with one clear line, and left as it was.
  const refused = await script("restore", [archive], env);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /^No se restaura: .* no está vacío\. Restaura en un DATA_DIR nuevo o en una base de datos vacía\.\n$/,
  );

  expect(await server.stop()).toBe(0);
  let before: Awaited<ReturnType<typeof snapshot>>;
  let target: Record<string, string>;
  if (source) {
    before = await snapshot(source.url, join(dataDir, "uploads"));
    const empty = await createDatabase("scale14_restore");
    cleanup.push(() => empty.drop());
    target = { DATA_DIR: dataDir, DATABASE_URL: empty.url };
  } else {
    const embedded = await startEmbeddedPostgres(join(dataDir, "pglite"));
    before = await snapshot(embedded.url, join(dataDir, "uploads")).finally(() => embedded.stop());
    target = { DATA_DIR: dataDir };
  }
  expect(before.rows.Order).toHaveLength(1);
  expect(before.files.length).toBeGreaterThan(3);

  // Wipe, restore, compare.
  rmSync(dataDir, { recursive: true, force: true });
  const restored = await script("restore", [archive], target);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  expect(restored.stdout).toMatch(/^Copia restaurada \(.*\): \d+ filas, \d+ archivos\.\n$/);
  let after: Awaited<ReturnType<typeof snapshot>>;
  if (target.DATABASE_URL) {
    after = await snapshot(target.DATABASE_URL, join(dataDir, "uploads"));
  } else {
    const embedded = await startEmbeddedPostgres(join(dataDir, "pglite"));
    after = await snapshot(embedded.url, join(dataDir, "uploads")).finally(() => embedded.stop());
  }
  expect(after).toEqual(before);
  // The restored uploads are the server's user's alone, as the server writes them.
  const uploads = join(dataDir, "uploads");
  const loose = readdirSync(uploads, { recursive: true, encoding: "utf8" }).filter(
    (path) => (statSync(join(uploads, path)).mode & 0o077) !== 0,
  );
  expect(loose).toEqual([]);

  // The restored site runs, keeps its sessions (the JWT secret is in the database) and hands out new ids after the old.
  const again = await startServer(target);
  cleanup.push(() => again.kill());
  const orders = await call(`${again.url}/api/orders`, "GET", undefined, adminToken);
  expect(orders.status).toBe(200);
  expect(orders.body).toHaveLength(1);
  const [book] = (await call(`${again.url}/api/books`, "GET")).body;
  const comment = await call(
    `${again.url}/api/${book.id}/comentarios`,
    "POST",
    { contenido: "Después de restaurar" },
    adminToken,
  );
  expect(comment.status).toBe(201);
  expect(comment.body.id).toBeGreaterThan(Math.max(...(before.rows.BookComment as { id: number }[]).map((c) => c.id)));
  expect(await again.stop()).toBe(0);
}

/**
 * An archive in the backup's format: the manifest first (listing one empty table and `files`), the files under uploads/,
 * any `extra` entries, then checksums.json. `manifest` overrides what the manifest declares.
 */
function craftedArchive(
  files: Record<string, Buffer>,
  extra: Record<string, Buffer> = {},
  schemaVersion = listMigrations(migrationsDir).at(-1)!.name,
  manifestChanges: Partial<Manifest> = {},
): string {
  const manifest: Manifest = {
    app: "autora-colimense",
    format: 2,
    createdAt: new Date().toISOString(),
    engine: "pglite",
    schemaVersion,
    tables: [{ name: "Subscriber", rows: 0 }],
    files: Object.entries(files).map(([path, data]) => ({ path, bytes: data.length })),
    ...manifestChanges,
  };
  const checksums = Object.fromEntries(
    Object.entries(files).map(([path, data]) => [path, createHash("sha256").update(data).digest("hex")]),
  );
  const entries = [
    tarEntry("manifest.json", Buffer.from(JSON.stringify(manifest))),
    ...Object.entries(files).map(([path, data]) => tarEntry(`uploads/${path}`, data)),
    ...Object.entries(extra).map(([name, data]) => tarEntry(name, data)),
    tarEntry("checksums.json", Buffer.from(JSON.stringify(checksums))),
  ];
  const file = join(mkdtempSync(join(tmpdir(), "autora-archive-")), "manipulada.tar.gz");
  cleanup.push(async () => rmSync(dirname(file), { recursive: true, force: true }));
  writeFileSync(file, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return file;
}

// `npm test` runs it on the embedded database, `npm run test:pg` (DATABASE_URL set) on PostgreSQL.
const engine = process.env.DATABASE_URL ? "postgresql" : "embedded";

describe("backup and restore", () => {
  it(
    `round-trips every row and file of the ${engine} database, backed up while the server runs`,
    () => roundTrip(engine),
    240_000,
  );

  it("refuses an archive carrying any file the site does not write, with one Spanish line, and leaves the target as it was", async () => {
    const html = Buffer.from("<script>alert(document.domain)</script>");
    const png = pngFile(1);
    const cases: [string, string][] = [
      [craftedArchive({ "evil.html": html, "evil.js": Buffer.from("alert(document.domain)") }), "uploads/evil.html"],
      [
        craftedArchive({ "photos/mbx1-0123456789abcdef.png": png, "photos/evil.html": html }),
        "uploads/photos/evil.html",
      ],
      // a name the site writes, but not what it holds
      [craftedArchive({ "photos/mbx1-0123456789abcdef.png": html }), "uploads/photos/mbx1-0123456789abcdef.png"],
      [
        craftedArchive({ "events/mbx1-0123456789abcdef.png": await pdfFile() }),
        "uploads/events/mbx1-0123456789abcdef.png",
      ],
      // a name the site never writes (its names are lower case)
      [craftedArchive({ "gallery/MBX1-0123456789ABCDEF.png": png }), "uploads/gallery/MBX1-0123456789ABCDEF.png"],
      // an entry the manifest does not list
      [craftedArchive({ "photos/mbx1-0123456789abcdef.png": png }, { "uploads/evil.html": html }), "uploads/evil.html"],
    ];
    const database = process.env.DATABASE_URL ? await createDatabase("restore_refused") : undefined;
    if (database) cleanup.push(() => database.drop());
    for (const [archive, name] of cases) {
      const dataDir = mkdtempSync(join(tmpdir(), "autora-restore-"));
      cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = database
        ? { DATA_DIR: dataDir, DATABASE_URL: database.url }
        : { DATA_DIR: dataDir };
      const refused = await script("restore", [archive], env);
      expect(refused.code, name).toBe(1);
      expect(refused.stdout, name).toBe("");
      expect(refused.stderr, name).toBe(
        `No se restaura: la copia trae ${name}, que no es un archivo del sitio (solo imágenes y PDF con los nombres que pone el sitio).\n`,
      );
      expect(readdirSync(dataDir, { recursive: true }), name).toEqual([]);
    }
  }, 300_000);

  it("refuses an archive of a newer version of the site before writing anything", async () => {
    const archive = craftedArchive(
      { "photos/mbx1-0123456789abcdef.png": pngFile(3) },
      {},
      "29991231000000_de_una_version_futura",
    );
    const database = process.env.DATABASE_URL ? await createDatabase("restore_newer") : undefined;
    if (database) cleanup.push(() => database.drop());
    const dataDir = mkdtempSync(join(tmpdir(), "autora-restore-"));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const refused = await script(
      "restore",
      [archive],
      database ? { DATA_DIR: dataDir, DATABASE_URL: database.url } : { DATA_DIR: dataDir },
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "La copia usa el esquema 29991231000000_de_una_version_futura, que esta versión del sitio no conoce: actualiza el sitio antes de restaurarla.\n",
    );
    expect(readdirSync(dataDir, { recursive: true })).toEqual([]);
  }, 60_000);

  it("restores a large upload without holding it in memory: reading the archive grows far less than the upload", async () => {
    // A PNG followed by 100 MB that gzip cannot shrink: the archive is as large as the upload.
    const large = Buffer.concat([pngFile(4), randomBytes(100 * MB)]);
    const name = "photos/mbx1-00000000000000bb.png";
    const archive = craftedArchive({ [name]: large });
    const database = process.env.DATABASE_URL ? await createDatabase("restore_large") : undefined;
    if (database) cleanup.push(() => database.drop());
    const dataDir = join(mkdtempSync(join(tmpdir(), "autora-restore-")), "data");
    cleanup.push(async () => rmSync(dirname(dataDir), { recursive: true, force: true }));
    const restored = await script(
      "restore",
      [archive],
      database ? { DATA_DIR: dataDir, DATABASE_URL: database.url } : { DATA_DIR: dataDir },
    );
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(readFileSync(join(dataDir, "uploads", name)).equals(large)).toBe(true);
    expect(readdirSync(dataDir)).not.toContain(".restaurando"); // the staging folder is gone

    // The restore's whole peak is mostly the embedded database's, which varies by more than this upload from run to
    // run; so the archive's reading and checking (where an upload passes) is measured on its own, in a process of its own.
    const measure = `
      const { loadArchive } = await import(${JSON.stringify(pathToFileURL(join(repoRoot, "server/src/lib/restore.ts")).href)});
      const { startEmbeddedPostgres } = await import(${JSON.stringify(pathToFileURL(join(repoRoot, "server/src/lib/db/embedded.ts")).href)});
      const { fromPg } = await import(${JSON.stringify(pathToFileURL(join(repoRoot, "server/src/lib/db/migrate.ts")).href)});
      const { default: pg } = await import("pg");
      const database = await startEmbeddedPostgres("memory://");
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      globalThis.gc();
      const before = process.memoryUsage.rss();
      let peak = before;
      const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
      const sampler = setInterval(sample, 5);
      await loadArchive({ file: ${JSON.stringify(archive)}, db: fromPg(client), uploadsStaging: ${JSON.stringify(join(dirname(dataDir), "medida"))} });
      clearInterval(sampler);
      sample();
      await client.end();
      await database.stop();
      console.log(peak - before);`;
    const { stdout } = await run(
      process.execPath,
      ["--expose-gc", "--import", "tsx", "--input-type=module", "-e", measure],
      { cwd: join(repoRoot, "server") },
    );
    const grew = Number(stdout);
    console.log(
      `reading a ${Math.round(large.length / MB)} MB archive grew the peak resident memory by ${Math.round(grew / MB)} MB`,
    );
    expect(grew).toBeLessThan(50 * MB);
  }, 180_000);

  it("checks a crafted archive against its manifest before writing it: sizes beyond what it declares, more rows, no tables", async () => {
    const png = pngFile(2);
    const path = "photos/mbx1-00000000000000cc.png";
    // declares 100 bytes, carries 64 MB of zeros (64 KB once compressed)
    const bomb = craftedArchive({ [path]: png }, {}, undefined, { files: [{ path, bytes: 100 }] });
    const bombed = join(dirname(bomb), "bomba.tar.gz");
    const manifest: Manifest = {
      app: "autora-colimense",
      format: 2,
      createdAt: new Date().toISOString(),
      engine: "pglite",
      schemaVersion: listMigrations(migrationsDir).at(-1)!.name,
      tables: [{ name: "Subscriber", rows: 0 }],
      files: [{ path, bytes: 100 }],
    };
    writeFileSync(
      bombed,
      gzipSync(
        Buffer.concat([
          tarEntry("manifest.json", Buffer.from(JSON.stringify(manifest))),
          tarEntry(`uploads/${path}`, Buffer.concat([png, Buffer.alloc(64 * MB)])),
          Buffer.alloc(1024),
        ]),
      ),
    );
    const subscriber = (id: number) => ({
      id,
      email: `s${id}@ejemplo.mx`,
      confirmed: true,
      confirmToken: null,
      createdAt: new Date().toISOString(),
    });
    const moreRows = craftedArchive(
      {},
      { "database/000-Subscriber/000000.json": Buffer.from(JSON.stringify([subscriber(1), subscriber(2)])) },
      undefined,
      { tables: [{ name: "Subscriber", rows: 1 }] },
    );
    const hugeRows = craftedArchive(
      {},
      { "database/000-Subscriber/000000.json": Buffer.alloc(65 * MB, " ") },
      undefined,
      { tables: [{ name: "Subscriber", rows: 1 }] },
    );
    const noTables = craftedArchive({ [path]: png }, {}, undefined, { tables: [] });
    const cases: [string, string][] = [
      [bombed, `La copia está dañada: uploads/${path} no es del tamaño que declara el manifiesto`],
      [moreRows, "La copia está dañada: Subscriber trae más filas de las 1 que declara el manifiesto"],
      [
        hugeRows,
        `La copia está dañada: database/000-Subscriber/000000.json ocupa ${65 * MB} bytes, más de lo que cabe en una copia de este sitio`,
      ],
      [noTables, "No se restaura: el manifiesto de la copia no lista ninguna tabla."],
    ];
    const database = process.env.DATABASE_URL ? await createDatabase("restore_crafted") : undefined;
    if (database) cleanup.push(() => database.drop());
    for (const [archive, line] of cases) {
      const dataDir = mkdtempSync(join(tmpdir(), "autora-restore-"));
      cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const refused = await script(
        "restore",
        [archive],
        database ? { DATA_DIR: dataDir, DATABASE_URL: database.url } : { DATA_DIR: dataDir },
      );
      expect(refused.stderr, line).toBe(`${line}\n`);
      expect(refused.code, line).toBe(1);
      expect(readdirSync(dataDir, { recursive: true }), line).toEqual([]); // the staging folder is gone
    }
  }, 300_000);

  it("an interrupted restore: the site refuses to start on it (no demo content), and a rerun finishes it", async () => {
    // An archive of a site with one book and a 60 MB photo, made here on a database of its own.
    const source = await startEmbeddedPostgres("memory://");
    const uploadsDir = mkdtempSync(join(tmpdir(), "autora-origen-"));
    cleanup.push(async () => rmSync(uploadsDir, { recursive: true, force: true }));
    const photo = Buffer.concat([pngFile(6), randomBytes(60 * MB)]);
    const photoPath = "photos/mbx1-00000000000000dd.png";
    await import("node:fs/promises").then(async (fs) => {
      await fs.mkdir(join(uploadsDir, "photos"));
      await fs.writeFile(join(uploadsDir, photoPath), photo);
    });
    const archive = join(mkdtempSync(join(tmpdir(), "autora-archive-")), "respaldo.tar.gz");
    cleanup.push(async () => rmSync(dirname(archive), { recursive: true, force: true }));
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "Book" (name, description, price, language, editorial, format, "updatedAt") VALUES ('Libro restaurado', 'De la copia', 300, 'Español', 'Editorial', 'Pasta blanda', now())`,
      );
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
      await writeBackup({
        query: (sql, params) => client.query(sql, params).then((r) => r.rows),
        engine: "pglite",
        uploadsDir,
        file: archive,
      });
      await client.query("COMMIT");
    } finally {
      await client.end();
      await source.stop();
    }

    const database = process.env.DATABASE_URL ? await createDatabase("restore_interrupted") : undefined;
    if (database) cleanup.push(() => database.drop());
    const dataDir = join(mkdtempSync(join(tmpdir(), "autora-restore-")), "data");
    cleanup.push(async () => rmSync(dirname(dataDir), { recursive: true, force: true }));
    const env: Record<string, string> = database
      ? { DATA_DIR: dataDir, DATABASE_URL: database.url }
      : { DATA_DIR: dataDir };

    // Killed while it writes the photo into its staging folder.
    const restoring = spawn(
      process.execPath,
      ["--import", "tsx", join(repoRoot, "server/scripts/restore.ts"), archive],
      {
        env: { ...process.env, NODE_ENV: "production", ...env, ...(database ? {} : { DATABASE_URL: "" }) },
        stdio: "ignore",
      },
    );
    const staged = join(dataDir, ".restaurando", "uploads", photoPath);
    await expect.poll(() => existsSync(staged), { timeout: 60_000, interval: 5 }).toBe(true);
    restoring.kill("SIGKILL");
    await new Promise((resolve) => restoring.once("exit", resolve));
    expect(existsSync(join(dataDir, UNFINISHED_RESTORE_FILE))).toBe(true);

    const refused = await startServer({ ...env, SEED_DEMO: "true" }).then(
      (server) => (cleanup.push(() => server.kill()), "started"),
      (err: Error) => err.message,
    );
    expect(refused).toBe(
      `server exited with 1: En ${dataDir} hay una restauración sin terminar (se interrumpió npm run restore): vuelve a ejecutar npm run restore -- ${archive} y arranca el sitio cuando termine.\n`,
    );

    const rerun = await script("restore", [archive], env);
    expect(rerun.stderr).toBe("");
    expect(rerun.code).toBe(0);
    expect(existsSync(join(dataDir, UNFINISHED_RESTORE_FILE))).toBe(false);
    const server = await startServer({ ...env, SEED_DEMO: "true" });
    cleanup.push(() => server.kill());
    const books = (await call(`${server.url}/api/books`, "GET")).body as { name: string }[];
    expect(books.map((b) => b.name)).toEqual(["Libro restaurado"]); // hers, not the demo's
    expect(readFileSync(join(dataDir, "uploads", photoPath)).equals(photo)).toBe(true);
    expect(await server.stop()).toBe(0);
  }, 240_000);
});
