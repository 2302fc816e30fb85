// Embedded PostgreSQL when DATABASE_URL is not set: PGlite (PostgreSQL compiled to WASM, running in
// this process) served over the normal wire protocol by pglite-socket on 127.0.0.1:<random port>, so
// the app uses exactly the same driver (pg + @prisma/adapter-pg) as with a real server.
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { cacheDir, migrationsDir } from "../paths.ts";
import { makePrivate } from "../private-files.ts";
import { applyMigrations, listMigrations, type SqlConn } from "./migrate.ts";

export interface EmbeddedPostgres {
  url: string;
  /** PGlite serves one session at a time: pg pools must stay at this size or below */
  maxConnections: number;
  /** true when the data directory was created by this start (first run) */
  created: boolean;
  stop(): Promise<void>;
}

const pgliteConn = (db: PGlite): SqlConn => ({
  query: (sql, params) => db.query(sql, params as unknown[]),
  exec: (sql) => db.exec(sql),
});

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

/** Data directories this process has open (a lock file with our own pid is stale unless listed here). */
const lockedHere = new Set<string>();

/** PGlite has no lock of its own: two openers of one data directory would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const lockPath = `${resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      lockedHere.add(lockPath);
      const release = () => {
        lockedHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(readFileSync(lockPath, "utf8"));
      let alive = pid === process.pid ? lockedHere.has(lockPath) : pid > 0;
      try {
        if (alive && pid !== process.pid) process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (alive) {
        throw new DataDirInUseError(
          `La base de datos en ${dataDir} ya está en uso por el proceso ${pid}. Detén ese proceso, usa otro DATA_DIR o define DATABASE_URL.`,
        );
      }
      rmSync(lockPath, { force: true }); // stale lock left by a crashed process
    }
  }
  throw new Error(`No se pudo bloquear ${dataDir}`);
}

/** An in-memory database with every migration applied, cloned from a cached snapshot (fast for tests). */
async function createMigratedInMemory(): Promise<PGlite> {
  const key = createHash("sha256");
  for (const m of listMigrations(migrationsDir)) key.update(m.name).update(m.script);
  const cacheFile = join(cacheDir, `pglite-template-${key.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(cacheFile)) return PGlite.create({ loadDataDir: new Blob([readFileSync(cacheFile)]) });
  const db = await PGlite.create("memory://");
  await applyMigrations(pgliteConn(db), migrationsDir);
  const dump = await db.dumpDataDir("none");
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, cacheFile); // atomic: parallel test processes may race here
  return db;
}

/** dataDir: a directory for persistent data, or "memory://" for a throwaway, already migrated database. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const maxConnections = 1;
  let db: PGlite;
  let unlock = () => {};
  let created = false;
  if (dataDir.startsWith("memory://")) {
    db = await createMigratedInMemory();
  } else {
    mkdirSync(resolve(dataDir, ".."), { recursive: true }); // PGlite does not create parents
    unlock = lockDataDir(dataDir);
    created = !existsSync(join(dataDir, "PG_VERSION"));
    try {
      db = await PGlite.create(dataDir);
    } catch (err) {
      unlock();
      throw err;
    }
    // Whatever the process's umask, PGlite (its WASM file system keeps a umask of its own, 022) writes its first files
    // 0666 and, at every start, the relation cache's files 0644: narrowed to the owner once it has opened.
    makePrivate(dataDir);
  }
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
    maxConnections,
    created,
    async stop() {
      await server.stop();
      await db.close();
      unlock();
    },
  };
}
