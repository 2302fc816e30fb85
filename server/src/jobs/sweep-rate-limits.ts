// Every ten minutes, the rate-limit counters whose window has passed are deleted (lib/rate-limit.ts): a counter that is
// hit again restarts by itself, this only keeps the "RateLimit" table from keeping every address it ever saw.
import { deleteExpiredCounters } from "../lib/rate-limit.ts";
import type { Job } from "./runner.ts";

export default {
  name: "sweep-rate-limits",
  everyMs: 10 * 60 * 1000,
  run: ({ prisma }) => deleteExpiredCounters(prisma),
} satisfies Job;
