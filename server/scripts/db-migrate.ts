// npm run db:migrate — applies pending prisma/migrations to DATABASE_URL, or to the embedded database under DATA_DIR.
import { loadConfig } from "../src/lib/config.ts";
import { openDatabase } from "../src/lib/db/client.ts";

const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite`, log: (m) => console.log(m) });
console.log(`Migraciones al día (${db.embedded ? "base embebida" : "DATABASE_URL"}).`);
await db.close();
