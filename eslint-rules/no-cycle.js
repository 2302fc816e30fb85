// No import circles: a module never imports, directly or through others, a module that imports it. In a circle one
// of the modules runs before the module it imports has finished, and meets its exports still undefined; and a circle
// of types alone still ties the modules together (neither can be read, moved or tested without the other).
// Every static import counts, `import type` and `export type` included; `import()` does not: it loads its module
// later, when the importer has finished (the route tables load the page modules that way).
// eslint-plugin-import-x's no-cycle leaves type-only imports out, with no option to count them: hence this rule.
// The other files are read from disk once per process (one lint run); the file being linted is taken as written.
import { relative } from "node:path";
import { importChain, repoRoot, resolveImport } from "./import-graph.js";

export default {
  rules: {
    "no-cycle": {
      meta: {
        type: "problem",
        docs: { description: "Forbids an import that closes a circle of runtime imports." },
        schema: [],
      },
      create(context) {
        // the repository's root; the rule's own tests point it at a folder of their own
        const root = context.settings.importGraphRoot ?? repoRoot;
        const file = context.filename;
        const name = (path) => relative(root, path).split("\\").join("/");
        function check(node) {
          if (!node.source || typeof node.source.value !== "string") return;
          const target = resolveImport(root, file, node.source.value);
          if (!target) return;
          const chain = importChain(root, target, file);
          if (!chain) return;
          context.report({
            node,
            message: `"${node.source.value}" cierra un círculo de imports: ${[file, ...chain].map(name).join(" -> ")}. Mueve lo que comparten (también un tipo) a un módulo que ambos importen.`,
          });
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};
