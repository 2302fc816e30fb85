// In the client, an import that leaves its own feature or top folder is written with the @/ alias (`@/lib/format`,
// `@/features/books`), never as `../../lib/format`: `../` stays inside a feature. Which folder may import which is
// eslint-plugin-import-x's no-restricted-paths, in eslint.config.js; no plugin checks how a path is written.
import { dirname, relative, resolve, sep } from "node:path";

const clientSrc = resolve(import.meta.dirname, "..", "client", "src");

/** "features/<name>" or the top folder (app, lib, components...; main.tsx and entry-server.tsx are the app's); null outside. */
function unitOf(path) {
  const rel = relative(clientSrc, path);
  if (rel.startsWith("..")) return null;
  const parts = rel.split(sep);
  if (parts.length === 1) return "app";
  return parts[0] === "features" ? `features/${parts[1]}` : parts[0];
}

export default {
  rules: {
    alias: {
      meta: { type: "suggestion", schema: [] },
      create(context) {
        const file = context.filename;
        const from = unitOf(file);
        if (from === null) return {};
        function check(node, source) {
          if (typeof source !== "string" || !source.startsWith(".")) return;
          const to = unitOf(resolve(dirname(file), source));
          if (to !== null && to !== from)
            context.report({ node, message: `Importa "${source}" con el alias @/ (sale de su carpeta).` });
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
        };
      },
    },
  },
};
