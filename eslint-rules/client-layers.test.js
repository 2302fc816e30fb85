// The client's import direction (client-layers.js): app -> features -> shared, features entered through index.ts.
import { join } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import plugin from "./client-layers.js";
import { repoRoot } from "./import-graph.js";

RuleTester.describe = describe;
RuleTester.it = it;

const at = (path) => ({ filename: join(repoRoot, "client", "src", path) });
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("client-layers", plugin.rules["import-direction"], {
  valid: [
    // a feature uses the typed Redux hooks of app/hooks.ts and another feature through its index
    { ...at("features/cart/CartPage.tsx"), code: `import { useAppDispatch, useAppSelector } from "@/app/hooks";\nimport { getBooks } from "@/features/book";` },
    { ...at("components/ui/Spinner.tsx"), code: `import { formatPrice } from "@/lib/format";\nimport { IMAGE_WIDTHS } from "@autora/common/responsive-image.ts";` },
    { ...at("app/routes.tsx"), code: `const page = () => import("@/features/book/BookPage");` },
    // tests may assemble the app
    { ...at("components/ui/Header.test.tsx"), code: `import { createStore } from "@/app/store";` },
    { ...at("test/render.tsx"), code: `import { createStore } from "@/app/store";` },
  ],
  invalid: [
    {
      // shared code does not read the store: the feature or page that shows it passes the values down
      ...at("components/ui/CartBadge.tsx"),
      code: `import { useAppSelector } from "@/app/hooks";`,
      errors: [{ message: '"@/app/hooks": shared:components no puede importar app (app -> features -> shared).' }],
    },
    { ...at("lib/session.ts"), code: `import type { RootState } from "@/app/hooks";`, errors: [{ message: /shared:lib no puede importar app/ }] },
    { ...at("lib/session.ts"), code: `import { signOut } from "@/features/auth";`, errors: [{ message: /shared:lib no puede importar feature:auth/ }] },
    { ...at("features/cart/CartPage.tsx"), code: `import { createStore } from "@/app/store";`, errors: [{ message: /feature:cart no puede importar app/ }] },
    { ...at("features/cart/CartPage.tsx"), code: `import { getBooks } from "@/features/book/api";`, errors: [{ message: /entra a la feature por su index\.ts/ }] },
    { ...at("features/cart/CartPage.tsx"), code: `import { getBooks } from "../book";`, errors: [{ message: /con el alias @\// }] },
  ],
});
