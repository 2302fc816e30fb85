// Every few minutes, the visit statistics' salts and visitor hashes of the days before today (central Mexico's) are
// deleted: after midnight nothing is left that could link a visitor to yesterday. The first visit of a day does the
// same (features/stats/visitor.ts); this covers a night without visits.
import { forgetEarlierDays, mexicoDay } from "../features/stats/index.ts";
import type { Job } from "./runner.ts";

export default {
  name: "rotate-stats-salt",
  everyMs: 5 * 60 * 1000,
  run: ({ prisma, now }) => forgetEarlierDays(prisma, mexicoDay(now())),
} satisfies Job;
