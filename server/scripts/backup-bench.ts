// Measures `npm run backup` and `npm run restore` on a site with a large outbox: 80,000 e-mails of about 2 KB each
// (ROWS to change it) on the embedded database in a DATA_DIR of its own (or, with DATABASE_URL, on a throwaway
// database of that server), then each script's time and peak resident memory (the kernel's VmHWM of its process).
//   npx tsx server/scripts/backup-bench.ts [SERVER_FOLDER]
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx server/scripts/backup-bench.ts
// SERVER_FOLDER: the server/ folder whose scripts run (another checkout's, to compare versions); this one by default.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../src/lib/db/embedded.ts";
import { applyMigrations, fromPg } from "../src/lib/db/migrate.ts";
import { migrationsDir } from "../src/lib/paths.ts";
import { createServerDatabase } from "#test/test-app.ts";

const ROWS = Number(process.env.ROWS ?? 80_000);
const serverFolder = resolve(process.argv[2] ?? join(import.meta.dirname, ".."));
const root = mkdtempSync(join(tmpdir(), "autora-backup-bench-"));
const source = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : undefined;
const target = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : undefined;

/** Runs one script; answers its time, its peak resident memory and its output. */
function measure(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", join(serverFolder, "scripts", script), ...args], {
    cwd: serverFolder,
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peakKb = 0;
  const sample = setInterval(() => {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
    if (hwm) peakKb = Math.max(peakKb, Number(hwm));
  }, 20);
  return new Promise<{ seconds: number; peakMb: number; code: number | null; output: string }>((done) =>
    child.on("exit", (code) => {
      clearInterval(sample);
      done({
        seconds: Math.round((performance.now() - started) / 100) / 10,
        peakMb: Math.round(peakKb / 1024),
        code,
        output: output.trim(),
      });
    }),
  );
}

const dataDir = join(root, "origen");
const url =
  source?.url ??
  (await startEmbeddedPostgres(join(dataDir, "pglite")).then(
    (db) => (((globalThis as { stop?: () => Promise<void> }).stop = db.stop), db.url),
  ));
const client = new pg.Client({ connectionString: url });
await client.connect();
await applyMigrations(fromPg(client), migrationsDir);
await client.query(
  `INSERT INTO "EmailMessage" (kind, "to", subject, html, text, status, "sentAt")
   SELECT 'order_received', 'lectora' || n || '@ejemplo.mx', 'Recibimos tu pedido ' || n, '<p>' || repeat(md5(n::text), 50) || '</p>', repeat(md5(n::text), 10), 'sent', now()
   FROM generate_series(1, $1::int) n`,
  [ROWS],
);
await client.end();
await (globalThis as { stop?: () => Promise<void> }).stop?.();

const archive = join(root, "respaldo.tar.gz");
const backup = await measure("backup.ts", [archive], {
  DATA_DIR: dataDir,
  ...(source && { DATABASE_URL: source.url }),
});
console.log(
  `backup: ${backup.seconds} s, peak ${backup.peakMb} MB, exit ${backup.code}: ${backup.output.split("\n").at(-1)}`,
);
if (backup.code === 0) {
  console.log(`archive: ${Math.round(statSync(archive).size / 1024 / 1024)} MB`);
  const restore = await measure("restore.ts", [archive], {
    DATA_DIR: join(root, "destino"),
    ...(target && { DATABASE_URL: target.url }),
  });
  console.log(
    `restore: ${restore.seconds} s, peak ${restore.peakMb} MB, exit ${restore.code}: ${restore.output.split("\n").at(-1)}`,
  );
}
await source?.drop();
await target?.drop();
rmSync(root, { recursive: true, force: true });
