import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

export default defineConfig({
  resolve: { alias },
  test: {
    name: "client",
    include: ["src/**/*.test.{ts,tsx}"],
    // Component tests opt into a browser-like DOM with a `// @vitest-environment jsdom` comment at their top.
    environment: "node",
    setupFiles: ["src/test/setup.ts"],
    // jsdom page tests are slower than unit tests when the two cores are busy.
    testTimeout: 15_000,
  },
});
