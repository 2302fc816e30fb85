// The embedded database's own thread (EmbeddedThread and startEmbeddedPostgresInWorker in embedded.ts): loads PGlite,
// and once told where, opens the data directory, applies the pending migrations, then serves it over the PostgreSQL
// protocol on a Unix socket. Opening PGlite is mostly WebAssembly work, so the server's thread loads the rest of the
// server meanwhile, and later runs its JavaScript while this thread runs the queries. The data directory's lock is
// taken and released by the server's thread.
import { rmSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { makePrivate } from "../private-files.ts";
import { applyMigrations } from "./migrate.ts";
import type { FromWorker, ToWorker, WorkerSetup } from "./embedded.ts";

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

/** What the server's thread needs of an error to say why the database did not open (an Error does not cross threads whole). */
function describe(err: unknown): FromWorker & { type: "failed" } {
  if (!(err instanceof Error)) return { type: "failed", message: String(err) };
  const { name, message, code, path } = err as NodeJS.ErrnoException;
  return { type: "failed", message, name, code, path };
}

let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;

async function open({ dataDir, socketPath, migrationsDir, maxConnections }: WorkerSetup) {
  try {
    db = await PGlite.create(dataDir);
    // Whatever the process's umask, PGlite (its WASM file system keeps a umask of its own, 022) writes its first files
    // 0666 and, at every start, the relation cache's files 0644: narrowed to the owner once it has opened.
    makePrivate(dataDir);
    const pglite = db;
    await applyMigrations(
      { query: (sql, params) => pglite.query(sql, params), exec: (sql) => pglite.exec(sql) },
      migrationsDir,
      (message) => send({ type: "log", message: `migración: ${message}` }),
    );
    rmSync(socketPath, { force: true }); // left by a server that was killed (the data directory's lock says none runs now)
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
    await server.start();
    send({ type: "ready" });
  } catch (err) {
    await db?.close().catch(() => {});
    send(describe(err)); // the server's thread then ends this one
  }
}

// PGlite is loaded (the imports above) while the server reads its settings; the database opens once it says where.
port.on("message", async (message: ToWorker) => {
  if (message.type === "open") await open(message.setup);
  if (message.type !== "stop") return;
  await server?.stop();
  await db?.close(); // PGlite writes what it holds and shuts PostgreSQL down cleanly
  port.close(); // nothing is left: the thread ends
});
