// The client's import direction, as README "How the client is laid out" describes it:
//   app -> features -> shared (components/, lib/, styles/, assets/, test/) -> @autora/common (common/, the API contract)
// - shared code never imports a feature or the app (not even app/hooks.ts); a feature never imports the app, except
//   the typed Redux hooks of app/hooks.ts;
// - a feature is entered only through its index.ts (`@/features/books`), never through its files (except the app's
//   lazy `import()` of a page module, which keeps each page its own chunk);
// - an import that leaves its own feature or folder is written with the `@/` alias, not `../../`.
import { dirname, relative, resolve, sep } from "node:path";

const clientSrc = resolve(import.meta.dirname, "..", "client", "src");
const SHARED = new Set(["components", "lib", "styles", "assets", "test"]);

/** "app", "feature:<name>", "shared:<folder>" or null (outside client/src) for a path without extension. */
function unitOf(path) {
  const rel = relative(clientSrc, path);
  if (rel.startsWith("..")) return null;
  const [top, next] = rel.split(sep);
  if (top === "features") return `feature:${next}`;
  if (SHARED.has(top)) return `shared:${top}`;
  return "app"; // app/, main.tsx, entry-server.tsx
}

const layer = (unit) => (unit === "app" ? 2 : unit.startsWith("feature:") ? 1 : 0);

export default {
  rules: {
    "import-direction": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const file = context.filename;
        const from = unitOf(file.replace(/\.[jt]sx?$/, ""));
        if (!from) return {};
        function check(node, source, dynamic = false) {
          if (typeof source !== "string") return;
          let target;
          if (source.startsWith("@/")) target = resolve(clientSrc, source.slice(2));
          else if (source.startsWith(".")) target = resolve(dirname(file), source);
          else return; // a package (@autora/common, the contract, among them)
          target = target.replace(/\.(tsx?|jsx?|css)$/, "");
          const to = unitOf(target);
          if (!to) return; // outside client/src: allowed from anywhere
          if (to !== from && source.startsWith(".")) {
            context.report({ node, message: `Importa "${source}" con el alias @/ (sale de su carpeta).` });
          }
          // tests may assemble the app and reach into modules; a feature may use the typed Redux hooks of app/hooks.ts
          // (Redux's template), shared code may not: it gets what it shows from the feature or page that uses it
          const isTest = from === "shared:test" || /\.test\.tsx?$/.test(file);
          const featureUsesHooks = from.startsWith("feature:") && target === resolve(clientSrc, "app", "hooks");
          if (layer(to) > layer(from) && !isTest && !featureUsesHooks) {
            context.report({ node, message: `"${source}": ${from} no puede importar ${to} (app -> features -> shared).` });
          }
          // the app and the admin shell lazy-load page modules (one chunk per page), so their import() may name a
          // feature's file; the admin shell also loads every domain's admin styles, in one order
          const composes = from === "app" || from === "feature:admin";
          const lazyPage = dynamic && composes;
          const adminStyles = from === "feature:admin" && source.endsWith(".css");
          if (to.startsWith("feature:") && to !== from && !isTest && !lazyPage && !adminStyles) {
            const featureRoot = resolve(clientSrc, "features", to.slice("feature:".length));
            if (target !== featureRoot && target !== `${featureRoot}${sep}index`) {
              context.report({ node, message: `"${source}": entra a la feature por su index.ts (@/features/${to.slice(8)}).` });
            }
          }
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value, true),
        };
      },
    },
  },
};
