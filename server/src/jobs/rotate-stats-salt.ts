// Every few minutes, the visit statistics' salts and visitor hashes of the days before today (central Mexico's) are
// deleted: after midnight nothing is left that could link a visitor to yesterday. The first visit of a day does the
// same (features/stats/visitor.ts); this covers a night without visits.
import type { PrismaClient } from "../lib/db/client.ts";
import { forgetEarlierDays, mexicoDay } from "../features/stats/index.ts";
import type { Job } from "./runner.ts";

export function rotateStatsSaltJob(prisma: PrismaClient, options: { everyMs?: number; now?: () => Date } = {}): Job {
  const now = options.now ?? (() => new Date());
  return {
    config: { name: "rotate-stats-salt", everyMs: options.everyMs ?? 5 * 60 * 1000 },
    handler: () => forgetEarlierDays(prisma, mexicoDay(now())),
  };
}
