import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import clientAlias from "./eslint-rules/client-alias.js";
import noCycle from "./eslint-rules/no-cycle.js";

const root = import.meta.dirname;
const featuresOf = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverFeatures = featuresOf("server/src/features");
const clientFeatures = featuresOf("client/src/features");

/**
 * Which client feature may use which other (through its index.ts). A feature not listed for another may not import
 * it: a new dependency between two features is a choice made here, in one place, not an import that slips in.
 * The admin shell (features/admin) composes every domain's screens and no feature uses it back: what a screen needs
 * from the shell (its data loading, its title) is handed to it (lib/admin-screen.ts).
 */
const CLIENT_FEATURE_USES = {
  accounts: ["gallery", "orders"],
  admin: clientFeatures.filter((feature) => feature !== "admin"),
  backups: [],
  books: ["comments", "orders", "stats"],
  comments: ["accounts"],
  dashboard: ["gallery", "orders"],
  events: ["pages"],
  gallery: ["accounts", "comments"],
  legal: [],
  mail: [],
  newsletter: ["mail"],
  orders: ["accounts", "books", "mail", "pages"],
  pages: ["mail"],
  stats: [],
};

// The layers, for every file, tests included.
const LAYERS = [
  {
    target: "server/src/lib",
    from: ["server/src/features", "server/src/jobs"],
    message: "server/src/lib es infraestructura compartida: las features y los jobs la usan, ella no los conoce.",
  },
  {
    target: "common",
    from: ["client", "server"],
    message: "common/ es lo que cliente y servidor comparten: ellos lo importan, no al revés.",
  },
  {
    target: ["client/src/components", "client/src/lib", "client/src/styles", "client/src/assets"],
    from: ["client/src/features", "client/src/app", "client/src/main.tsx", "client/src/entry-server.tsx"],
    message:
      "El código compartido (components/, lib/) no importa features ni la app: recibe lo que muestra como props (app -> features -> shared).",
  },
];

// What only the code itself keeps (tests may assemble the app and reach into the modules they exercise).
const CODE_ONLY = [
  {
    target: "client/src/features",
    from: "client/src/app",
    except: ["./hooks.ts"],
    message: "Una feature no importa la app, salvo los hooks tipados de @/app/hooks (app -> features -> shared).",
  },
  // a feature is entered through its index.ts, from the rest of its side
  ...serverFeatures.map((feature) => ({
    target: [`server/src/features/!(${feature})/**`, "server/src/jobs/**"],
    from: `server/src/features/${feature}`,
    except: ["./index.ts"],
    message: `Entra a la feature ${feature} por su index.ts (server/src/features/${feature}/index.ts).`,
  })),
  ...clientFeatures.map((feature) => ({
    target: [`client/src/features/!(${feature})/**`, "client/src/!(features)/**", "client/src/*.tsx"],
    from: `client/src/features/${feature}`,
    except: ["./index.ts"],
    message: `Entra a la feature por su index.ts (@/features/${feature}).`,
  })),
  ...clientFeatures.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: clientFeatures
      .filter((other) => other !== feature && !CLIENT_FEATURE_USES[feature].includes(other))
      .map((other) => `client/src/features/${other}`),
    message: `La feature ${feature} no usa esa feature: si debe, añádela a CLIENT_FEATURE_USES en eslint.config.js.`,
  })),
].filter((zone) => zone.from.length > 0);

const TESTS = ["**/*.test.{ts,tsx}", "client/src/test/**"];
// The tables of pages and of admin screens lazy-load each page module with import() (one chunk per page): those
// files may name a feature's own files.
const COMPOSERS = [
  "client/src/app/routes.tsx",
  "client/src/features/admin/screens.ts",
  "client/src/features/admin/routes.tsx",
];

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "server/src/generated/**", "**/.data/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Prettier lays out the lines (`npm run format`); this rule would refuse its chains such as `request(app)\n[method](path)`.
      "no-unexpected-multiline": "off",
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
        {
          selector: "Identifier[name='setInterval']",
          message:
            "Repeating work is a job: add a file to server/src/jobs/ (see jobs/runner.ts) instead of calling setInterval.",
        },
      ],
    },
  },
  {
    // No import circles in the client, the server and common, type-only imports included (eslint-rules/no-cycle.js).
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"],
    plugins: { "no-cycle": noCycle },
    rules: { "no-cycle/no-cycle": "error" },
  },
  {
    // Which folder may import which (eslint-plugin-import-x's no-restricted-paths); every import counts, type-only and
    // import() too: a type names the module it comes from just the same.
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["client/tsconfig.json", "server/tsconfig.json", "common/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: LAYERS }] },
  },
  {
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [...TESTS, ...COMPOSERS],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...LAYERS, ...CODE_ONLY] }] },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "client-alias": clientAlias },
    rules: { ...reactHooks.configs.recommended.rules, "client-alias/alias": "error" },
  },
);
