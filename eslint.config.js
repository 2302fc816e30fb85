import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import clientLayers from "./eslint-rules/client-layers.js";

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
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "client-layers": clientLayers },
    rules: { ...reactHooks.configs.recommended.rules, "client-layers/import-direction": "error" },
  },
);
