import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "common",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    environment: "node",
  },
});
