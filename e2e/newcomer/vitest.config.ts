import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "newcomer",
    root: "e2e/newcomer",
    include: ["*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
