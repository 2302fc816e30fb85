// What every feature router receives: the database, the auth checks, the config and the logger.
import type { Auth } from "./lib/auth.ts";
import type { ChangeFeed } from "./lib/change-feed.ts";
import type { Config } from "./lib/config.ts";
import type { PrismaClient } from "./lib/db/client.ts";
import type { Logger } from "./lib/logger.ts";
import type { Payments } from "./lib/payments/types.ts";
import type { Storage } from "./lib/storage.ts";

export interface AppContext {
  config: Config;
  prisma: PrismaClient;
  auth: Auth;
  log: Logger;
  storage: Storage;
  payments: Payments;
  /** with DATABASE_URL: change notices between the server processes on that database (public cache) */
  changes?: ChangeFeed;
}
