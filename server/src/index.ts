// Starts the site: configuration, database (embedded or DATABASE_URL), demo content, HTTP server, clean shutdown.
// A mistake in the set-up (a bad setting, a port in use, a DATA_DIR that cannot be written, a database that does not
// answer) stops the start with one Spanish line and exit code 1.
//
// Most of a start is opening the embedded database (PGlite) and loading the server's modules, and they do not wait for
// each other: the database's thread starts first thing, loads PGlite while this file reads and checks the settings,
// and opens the database once they are good; the rest of the server (start-server.ts) loads meanwhile.
import { setFlagsFromString } from "node:v8";
import type { Config } from "./lib/config.ts";
import { EmbeddedThread, startEmbeddedPostgresInWorker } from "./lib/db/embedded.ts";
import { createPrivateFiles } from "./lib/private-files.ts";
import { describeStartError, exitWith, probeListen } from "./lib/startup-errors.ts";

const startedAt = performance.now();

// PGlite's and Prisma's WebAssembly run hot while the server starts (PostgreSQL opening, the first queries), and with
// V8's default budget its optimizing compiler then recompiles much of that code: about a second of CPU on other
// threads, which a start on a 2-core machine waits for. With a larger budget only what stays hot once the site serves
// is optimized (the same requests per second after a few seconds of load). Set before any WebAssembly is compiled,
// for this thread and the database's.
setFlagsFromString("--wasm-tiering-budget=180000000");

createPrivateFiles(); // before anything is written: DATA_DIR and all in it for this user only

// Without DATABASE_URL the database is the embedded one (the settings read it from the same variable).
const thread = process.env.DATABASE_URL?.trim() ? undefined : new EmbeddedThread();

const [{ checkDataDir, loadConfig }, { createLogger }] = await Promise.all([
  import("./lib/config.ts"),
  import("./lib/logger.ts"),
]);
let config: Config;
try {
  config = loadConfig();
  checkDataDir(config);
  await probeListen(config); // a port in use is found before the database is opened, not after
} catch (err) {
  exitWith(describeStartError(err, config!));
}
const log = createLogger(config.logLevel);

if (config.databaseUrl) thread?.discard();
const embedded = config.databaseUrl
  ? undefined
  : startEmbeddedPostgresInWorker(`${config.dataDir}/pglite`, {
      thread,
      log: (message) => log.info(message),
      // PGlite failed after it opened: nothing can be served any more, and a supervisor restarts a process that exits
      onCrash: (err) => {
        log.fatal({ err }, "la base de datos embebida dejó de funcionar; el servidor se detiene");
        process.exit(1);
      },
    });

const { startServer } = await import("./start-server.ts");
await startServer({ config, log, embedded, startedAt });
