import { defineConfig } from "vitest/config";

// `npm run test:process`: the tests that start, kill and time whole processes (server/vitest.config.ts says which).
// Two files at a time: each one starts servers and databases of its own, which is what fills the cores.
export default defineConfig({
  test: {
    projects: ["server/vitest.process.config.ts"],
    maxWorkers: 2,
  },
});
