import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["server", "client", "common", "eslint-rules"],
    // Vitest's default is one file per core but one: on a 2-core machine, one at a time. Most server test files spend
    // their time waiting for the servers and scripts they start, so at least three run at once (about 6 instead of
    // 9 min on two cores).
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});
