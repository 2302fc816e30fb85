import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: "e2e",
    include: ["tests/**/*.test.ts"],
    setupFiles: ["setup.ts"],
    // The files share one server and its data, so they run one after another; tests a file marks concurrent (they
    // only read) run three at a time.
    fileParallelism: false,
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
