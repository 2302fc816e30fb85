// client-alias.js: an import that leaves its feature or folder uses @/.
import { join } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import plugin from "./client-alias.js";
import { repoRoot } from "./import-graph.js";

RuleTester.describe = describe;
RuleTester.it = it;

const at = (path) => ({ filename: join(repoRoot, "client", "src", path) });
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("client-alias", plugin.rules.alias, {
  valid: [
    {
      ...at("features/orders/cart/CartPage.tsx"),
      code: `import { quote } from "../api";\nimport { getBooks } from "@/features/books";`,
    },
    {
      ...at("components/ui/Spinner.tsx"),
      code: `import { Icon } from "./Icon";\nimport { formatPrice } from "@/lib/format";`,
    },
    // main.tsx and entry-server.tsx belong to the app
    { ...at("main.tsx"), code: `import { routes } from "./app/routes";` },
  ],
  invalid: [
    {
      ...at("features/orders/cart/CartPage.tsx"),
      code: `import { getBooks } from "../../books";`,
      errors: [{ message: 'Importa "../../books" con el alias @/ (sale de su carpeta).' }],
    },
    {
      ...at("components/ui/Spinner.tsx"),
      code: `import { formatPrice } from "../../lib/format";`,
      errors: [{ message: /con el alias @\// }],
    },
    {
      ...at("app/routes.tsx"),
      code: `const page = () => import("../features/books/BookPage");`,
      errors: [{ message: /con el alias @\// }],
    },
  ],
});
