import { defineConfig } from "vitest/config";

/**
 * Process-level tests: they start and kill server processes, run migrations on real databases, mount tmpfs, compare
 * timings. They run in `npm run test:process` (vitest.process.config.ts), not in `npm test`. Where a file is put
 * decides which side it lands on: in test/resilience/, or named *.process.test.ts.
 */
export const processTests = ["test/resilience/**/*.test.ts", "**/*.process.test.ts"];

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...processTests],
    environment: "node",
    env: { NODE_ENV: "test" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
