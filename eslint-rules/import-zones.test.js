// The import zones of eslint.config.js (eslint-plugin-import-x's no-restricted-paths), checked with the repository's
// own configuration on code written at real paths of the tree.
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./import-graph.js";

const eslint = new ESLint({ cwd: repoRoot });
async function messages(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("import zones", () => {
  it.each([
    [
      "server/src/lib/example.ts",
      `import { ordersRoutes } from "../features/orders/index.ts";\nexport const x = ordersRoutes;`,
      /infraestructura compartida/,
    ],
    [
      "server/src/lib/example.ts",
      `import type { Job } from "../jobs/runner.ts";\nexport type X = Job;`,
      /infraestructura compartida/,
    ],
    [
      "common/example.ts",
      `import { createApp } from "../server/src/app.ts";\nexport const x = createApp;`,
      /cliente y servidor comparten/,
    ],
    [
      "server/src/features/seo/example.ts",
      `import { listBooks } from "../books/books.service.ts";\nexport const x = listBooks;`,
      /Entra a la feature books por su index\.ts/,
    ],
    [
      "server/src/jobs/example.ts",
      `import { x } from "../features/orders/orders.service.ts";\nexport const y = x;`,
      /Entra a la feature orders/,
    ],
    [
      "client/src/lib/example.ts",
      `import { useAppDispatch } from "@/app/hooks";\nexport const x = useAppDispatch;`,
      /código compartido/,
    ],
    [
      "client/src/components/ui/Example.tsx",
      `import { getBooks } from "@/features/books";\nexport const x = getBooks;`,
      /código compartido/,
    ],
    [
      "client/src/features/orders/example.ts",
      `import { createStore } from "@/app/store";\nexport const x = createStore;`,
      /no importa la app/,
    ],
    [
      "client/src/features/orders/example.ts",
      `import { getBooks } from "@/features/books/api";\nexport const x = getBooks;`,
      /por su index\.ts \(@\/features\/books\)/,
    ],
    [
      "client/src/features/legal/example.ts",
      `import { getBooks } from "@/features/books";\nexport const x = getBooks;`,
      /La feature legal no usa esa feature/,
    ],
  ])("%s: %s is refused", async (path, code, message) => {
    expect(await messages(path, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    [
      "server/src/features/seo/example.ts",
      `import { listBooks } from "../books/index.ts";\nexport const x = listBooks;`,
    ],
    [
      "client/src/features/orders/example.ts",
      `import { useAppDispatch } from "@/app/hooks";\nimport { getBooks } from "@/features/books";\nexport const x = [useAppDispatch, getBooks];`,
    ],
    [
      "client/src/features/orders/example.test.ts",
      `import { createStore } from "@/app/store";\nimport { getBooks } from "@/features/books/api";\nexport const x = [createStore, getBooks];`,
    ],
    ["client/src/app/routes.tsx", `export const page = () => import("@/features/books/BookPage");`],
  ])("%s: %s is allowed", async (path, code) => {
    expect(await messages(path, code)).toEqual([]);
  });
});
