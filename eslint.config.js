import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./eslint-rules/boundaries.js";
import clientLayers from "./eslint-rules/client-layers.js";
import noCycle from "./eslint-rules/no-cycle.js";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "server/src/generated/**", "**/.data/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Work that repeats on a clock is a job in server/src/jobs/ (one file, started and stopped by jobs/runner.ts), never
    // a timer of its own elsewhere. The HTTP server's slow-body check is not background work: it belongs to one server
    // and is cleared when that server closes.
    files: ["server/src/**/*.ts"],
    ignores: ["server/src/jobs/**", "server/src/lib/http-server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Identifier[name='setInterval']", message: "Repeating work is a job: add a file to server/src/jobs/ (see jobs/runner.ts) instead of calling setInterval." },
      ],
    },
  },
  {
    // No import circles (type-only imports and import() left out), in the client, the server and common.
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"],
    plugins: { "no-cycle": noCycle },
    rules: { "no-cycle/no-cycle": "error" },
  },
  {
    // server/src/lib never imports a feature or a job; common/ never imports the client or the server.
    files: ["server/src/lib/**/*.ts", "common/**/*.ts"],
    plugins: { boundaries },
    rules: { "boundaries/import-direction": "error" },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "client-layers": clientLayers },
    rules: { ...reactHooks.configs.recommended.rules, "client-layers/import-direction": "error" },
  },
);
