// Every ten minutes, the rate-limit counters whose window has passed are deleted (lib/rate-limit.ts): a counter that is
// hit again restarts by itself, this only keeps the "RateLimit" table from keeping every address it ever saw.
import type { PrismaClient } from "../lib/db/client.ts";
import { deleteExpiredCounters } from "../lib/rate-limit.ts";
import type { Job } from "./runner.ts";

export function sweepRateLimitsJob(prisma: PrismaClient, options: { everyMs?: number } = {}): Job {
  return {
    config: { name: "sweep-rate-limits", everyMs: options.everyMs ?? 10 * 60 * 1000 },
    handler: () => deleteExpiredCounters(prisma),
  };
}
