// No import circles: a module never imports, directly or through others, a module that imports it. In a circle one
// of the modules runs before the module it imports has finished, and meets its exports still undefined.
// What counts is what runs: `import type`, `export type` and imports whose names are all marked `type` are left out
// (TypeScript removes them), and so is `import()`, which loads its module later, when the importer has finished.
// An import that names only types without saying so is counted: mark it `import type`.
// The other files are read from disk once per process (one lint run); the file being linted is taken as written.
import { relative } from "node:path";
import { importChain, repoRoot, resolveImport } from "./import-graph.js";

/** Whether an import or export declaration is removed by TypeScript (it names types only). */
function typeOnly(node) {
  if (node.type === "ImportDeclaration") {
    if (node.importKind === "type") return true;
    return node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type");
  }
  if (node.exportKind === "type") return true;
  return node.type === "ExportNamedDeclaration" && node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.exportKind === "type");
}

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
          if (!node.source || typeof node.source.value !== "string" || typeOnly(node)) return;
          const target = resolveImport(root, file, node.source.value);
          if (!target) return;
          const chain = importChain(root, target, file);
          if (!chain) return;
          context.report({
            node,
            message: `"${node.source.value}" cierra un círculo de imports: ${[file, ...chain].map(name).join(" -> ")}. Mueve lo que comparten a un módulo que ambos importen, o usa import type si solo son tipos.`,
          });
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};
