// npm run db:migrate — applies pending prisma/migrations to DATABASE_URL, or to the embedded database under DATA_DIR.
// A bad setting or a database that does not answer stops it with one line, as it stops the server.
import { loadConfig, type Config } from "../src/lib/config.ts";
import { openDatabase, type Database } from "../src/lib/db/client.ts";
import { describeDatabaseError, describeStartError } from "../src/lib/startup-errors.ts";

function exitWith(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  exitWith(describeStartError(err));
}
let db: Database;
try {
  db = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite`, log: (m) => console.log(m) });
} catch (err) {
  exitWith(describeDatabaseError(err, config.databaseUrl, `${config.dataDir}/pglite`));
}
console.log(`Migraciones al día (${db.embedded ? "base embebida" : "DATABASE_URL"}).`);
await db.close();
