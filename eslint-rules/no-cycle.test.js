// The no-cycle rule on a small repository written for the test: a client with the @/ alias, a server with #test/ and
// a common folder imported as @autora/common.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import plugin from "./no-cycle.js";

RuleTester.describe = describe;
RuleTester.it = it;

const root = mkdtempSync(join(tmpdir(), "no-cycle-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files = {
  // client: hooks -> store -> features/auth (its index) -> features/auth/session -> nothing that leads back
  "client/src/app/hooks.ts": `import type { AppDispatch } from "./store";\nexport const useAppDispatch = (): AppDispatch => 1;\n`,
  "client/src/app/store.ts": `import { sessionReducer } from "@/features/auth";\nexport type AppDispatch = number;\nexport const store = sessionReducer;\n`,
  "client/src/features/auth/index.ts": `export { sessionReducer } from "./session";\n`,
  "client/src/features/auth/session.ts": `export const sessionReducer = 1;\n`,
  "client/src/lib/format.ts": `export const format = 1;\n`,
  // server: lib/uploads -> lib/storage.ts -> #test/helper.ts
  "server/src/lib/uploads.ts": `import { save } from "./storage.ts";\nexport const upload = save;\n`,
  "server/src/lib/storage.ts": `import { helper } from "#test/helper.ts";\nexport const save = helper;\n`,
  "server/test/helper.ts": `export const helper = 1;\n`,
  // common: contract/books.ts -> ../id.js (TypeScript's .js for a .ts file)
  "common/contract/books.ts": `import { id } from "../id.js";\nexport const books = id;\n`,
  "common/id.ts": `export const id = 1;\n`,
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const at = (path) => ({ filename: join(root, path), settings: { importGraphRoot: root } });
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("no-cycle", plugin.rules["no-cycle"], {
  valid: [
    // imports that lead nowhere back
    {
      ...at("client/src/features/auth/session.ts"),
      code: `import { format } from "@/lib/format";\nexport const sessionReducer = format;`,
    },
    // import() loads its module once the importer has finished
    { ...at("client/src/features/auth/session.ts"), code: `export const load = () => import("@/app/store");` },
    // the @/ alias means client/src in the client only
    { ...at("server/test/helper.ts"), code: `import "@/lib/uploads";\nexport const helper = 1;` },
  ],
  invalid: [
    {
      ...at("client/src/features/auth/session.ts"),
      code: `import { store } from "@/app/store";\nexport const sessionReducer = store;`,
      errors: [
        {
          message:
            '"@/app/store" cierra un círculo de imports: client/src/features/auth/session.ts -> client/src/app/store.ts -> client/src/features/auth/index.ts -> client/src/features/auth/session.ts. Mueve lo que comparten (también un tipo) a un módulo que ambos importen.',
        },
      ],
    },
    // a type names its module just the same: type-only imports and exports close a circle too
    ...[
      `import type { AppDispatch } from "@/app/store";\nexport const sessionReducer = 1;`,
      `import { type AppDispatch } from "@/app/store";\nexport const sessionReducer = 1;`,
      `export type { AppDispatch } from "@/app/store";\nexport const sessionReducer = 1;`,
      // the typed hooks name the store's types: a feature that uses them is in a circle with the store
      `import { useAppDispatch } from "@/app/hooks";\nexport const sessionReducer = useAppDispatch;`,
    ].map((code) => ({
      ...at("client/src/features/auth/session.ts"),
      code,
      errors: [{ message: /cierra un círculo de imports/ }],
    })),
    {
      // a mixed import loads the module: one value among the types is enough
      ...at("client/src/features/auth/session.ts"),
      code: `import { type AppDispatch, store } from "../../app/store";\nexport const sessionReducer = store;`,
      errors: [{ message: /client\/src\/features\/auth\/session\.ts -> client\/src\/app\/store\.ts -> / }],
    },
    {
      // a re-export loads its module too
      ...at("client/src/features/auth/session.ts"),
      code: `export * from "@/app/store";\nexport const sessionReducer = 1;`,
      errors: [{ message: /cierra un círculo de imports/ }],
    },
    {
      // #test/ in the server
      ...at("server/test/helper.ts"),
      code: `import { upload } from "../src/lib/uploads.ts";\nexport const helper = upload;`,
      errors: [
        {
          message:
            /server\/test\/helper\.ts -> server\/src\/lib\/uploads\.ts -> server\/src\/lib\/storage\.ts -> server\/test\/helper\.ts\./,
        },
      ],
    },
    {
      // @autora/common and a .js name for a .ts file
      ...at("common/id.ts"),
      code: `import { books } from "@autora/common/contract/books.ts";\nexport const id = books;`,
      errors: [{ message: /common\/id\.ts -> common\/contract\/books\.ts -> common\/id\.ts\./ }],
    },
    {
      // a module that imports itself
      ...at("common/id.ts"),
      code: `import "./id.ts";\nexport const id = 1;`,
      errors: [{ message: /common\/id\.ts -> common\/id\.ts\./ }],
    },
  ],
});
