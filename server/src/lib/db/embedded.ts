// Embedded PostgreSQL when DATABASE_URL is not set: PGlite (PostgreSQL compiled to WASM, running in
// this process) served over the normal wire protocol by pglite-socket, so the app uses exactly the same driver
// (pg + @prisma/adapter-pg) as with a real server. The server opens it in a worker thread of its own, on a Unix socket
// (startEmbeddedPostgresInWorker); scripts and tests open it in their own thread on 127.0.0.1:<random port>.
import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { cacheDir, migrationsDir } from "../paths.ts";
import { makePrivate } from "../private-files.ts";
import { applyMigrations, listMigrations, type SqlConn } from "./migrate.ts";

export interface EmbeddedPostgres {
  url: string;
  /** PGlite serves one session at a time: pg pools must stay at this size or below */
  maxConnections: number;
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
  const { PGlite } = await import("@electric-sql/pglite");
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
  const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite-socket"),
  ]);
  const maxConnections = 1;
  let db: PGlite;
  let unlock = () => {};
  if (dataDir.startsWith("memory://")) {
    db = await createMigratedInMemory();
  } else {
    mkdirSync(resolve(dataDir, ".."), { recursive: true }); // PGlite does not create parents
    unlock = lockDataDir(dataDir);
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
    async stop() {
      await server.stop();
      await db.close();
      unlock();
    },
  };
}

/** Where the embedded database's thread (embedded-worker.ts) opens and serves the database. */
export interface WorkerSetup {
  dataDir: string;
  socketPath: string;
  migrationsDir: string;
  maxConnections: number;
}
export type ToWorker = { type: "open"; setup: WorkerSetup } | { type: "stop" };
export type FromWorker =
  | { type: "log"; message: string }
  | { type: "ready" }
  | { type: "failed"; message: string; name?: string; code?: string; path?: string };

export interface EmbeddedInWorker {
  /** where it will serve, known before it has opened (the Prisma client is made meanwhile) */
  url: string;
  maxConnections: number;
  /** once it is open, migrated and serving at url */
  ready: Promise<EmbeddedPostgres>;
}

/** pg looks for this file in the folder given as host (port 5432). */
const SOCKET_NAME = ".s.PGSQL.5432";
/** A Unix socket's path holds at most 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * The folder of the database's socket: DATA_DIR itself (beside the data directory, readable by its owner only), or a
 * private temporary folder when that path is too long for a socket. Only the server's user can connect, unlike a TCP
 * port on 127.0.0.1, open to every user of the machine.
 */
function socketFolder(dataDir: string): { folder: string; temporary: boolean } {
  const beside = dirname(resolve(dataDir));
  if (Buffer.byteLength(join(beside, SOCKET_NAME)) <= MAX_SOCKET_PATH) return { folder: beside, temporary: false };
  return { folder: mkdtempSync(join(tmpdir(), "autora-pg-")), temporary: true }; // 0700
}

/**
 * The embedded database's worker thread, started before it is known where the database is: it loads PGlite meanwhile
 * (the server starts it first thing, before reading its settings) and opens nothing until startEmbeddedPostgresInWorker
 * says where. From the built server it runs embedded-worker.js beside it; from the TypeScript sources, through tsx.
 * No source maps there: the thread's errors reach the server as messages, without their stack.
 */
export class EmbeddedThread {
  readonly worker: Worker;
  /** the thread's exit code, once it has ended */
  readonly exited: Promise<number>;
  private readonly early: Error[] = [];
  private onError?: (err: Error) => void;

  constructor() {
    const self = fileURLToPath(import.meta.url);
    const execArgv = process.execArgv.filter((arg) => arg !== "--enable-source-maps");
    if (!self.endsWith(".ts")) {
      this.worker = new Worker(new URL("./embedded-worker.js", import.meta.url), { execArgv });
    } else {
      // tsx's API as an ES module (require.resolve finds its CommonJS twin beside it)
      const tsx = pathToFileURL(
        createRequire(import.meta.url)
          .resolve("tsx/esm/api")
          .replace(/\.cjs$/, ".mjs"),
      ).href;
      const script = pathToFileURL(join(dirname(self), "embedded-worker.ts")).href;
      const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); })`;
      this.worker = new Worker(code, { eval: true, execArgv });
    }
    this.exited = new Promise((resolveExit) => this.worker.once("exit", resolveExit));
    // an error before anyone listens (PGlite would not load) is kept for whoever opens the database
    this.worker.on("error", (err) => (this.onError ? this.onError(err) : this.early.push(err)));
  }

  /** Errors the thread throws, those thrown before included. */
  listen(onError: (err: Error) => void): void {
    this.onError = onError;
    for (const err of this.early.splice(0)) onError(err);
  }

  /** The database turned out to be DATABASE_URL: the thread ends. */
  discard(): void {
    void this.worker.terminate();
  }
}

/**
 * The server's embedded database: PGlite opens, migrates and serves in a worker thread of its own while the caller goes
 * on (most of a start is opening PGlite and loading the server, and they no longer wait for each other). `ready`
 * rejects with the reason it could not open (DataDirInUseError when another process has it). `onCrash` is told when
 * the thread ends after it opened, without stop(): the database is gone. `thread`: one started earlier.
 */
export function startEmbeddedPostgresInWorker(
  dataDir: string,
  {
    log = () => {},
    onCrash,
    thread,
  }: { log?: (message: string) => void; onCrash: (err: Error) => void; thread?: EmbeddedThread },
): EmbeddedInWorker {
  const maxConnections = 1;
  const { folder, temporary } = socketFolder(dataDir);
  const url = `postgresql://postgres:postgres@localhost:5432/postgres?host=${encodeURIComponent(folder)}`;
  const removeFolder = () => {
    if (temporary) rmSync(folder, { recursive: true, force: true });
  };
  const ready = new Promise<EmbeddedPostgres>((resolveReady, reject) => {
    let unlock: () => void;
    try {
      mkdirSync(resolve(dataDir, ".."), { recursive: true }); // PGlite does not create parents
      unlock = lockDataDir(dataDir);
    } catch (err) {
      thread?.discard();
      removeFolder();
      reject(err);
      return;
    }
    const { worker, exited } = (thread ??= new EmbeddedThread());
    let opened = false;
    let stopping = false;
    let failure: Error | undefined;
    // released once the thread has ended, before `ready` says why it did not open
    void exited.then((code) => {
      unlock();
      removeFolder();
      const err = failure ?? new Error(`el hilo de la base de datos embebida terminó (código ${code})`);
      if (!opened) reject(err);
      else if (!stopping) onCrash(err);
    });
    thread.listen((err) => {
      if (!opened)
        failure ??= err; // told when the thread has ended
      else if (!stopping) onCrash(err);
      stopping = true; // told once
    });
    worker.on("message", (message: FromWorker) => {
      if (message.type === "log") log(message.message);
      else if (message.type === "failed") {
        const { name, code, path } = message;
        failure = Object.assign(
          new Error(message.message),
          name ? { name } : {},
          code ? { code } : {},
          path ? { path } : {},
        );
        void worker.terminate();
      } else if (message.type === "ready") {
        opened = true;
        resolveReady({
          url,
          maxConnections,
          async stop() {
            stopping = true;
            worker.postMessage({ type: "stop" } satisfies ToWorker);
            await exited;
          },
        });
      }
    });
    const setup: WorkerSetup = {
      dataDir: resolve(dataDir),
      socketPath: join(folder, SOCKET_NAME),
      migrationsDir,
      maxConnections,
    };
    worker.postMessage({ type: "open", setup } satisfies ToWorker);
  });
  ready.catch(() => {}); // the caller reads the reason when it awaits ready, perhaps after loading the rest of the server
  return { url, maxConnections, ready };
}
