import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: "e2e",
    include: ["tests/**/*.test.ts"],
    setupFiles: ["setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
