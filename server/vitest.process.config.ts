import { defineConfig } from "vitest/config";
import { processTests } from "./vitest.config.ts";

// The server's process-level tests (see processTests): `npm run test:process`.
export default defineConfig({
  test: {
    name: "server-process",
    include: processTests,
    exclude: ["**/node_modules/**"],
    environment: "node",
    env: { NODE_ENV: "test" },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
