import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "eslint-rules",
    include: ["*.test.js"],
    environment: "node",
    // the zones test lints with the whole configuration: its first file loads the TypeScript resolver
    testTimeout: 60_000,
  },
});
