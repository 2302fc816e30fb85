// Where an import leads, and the repository's import graph, for the import rules in this folder.
// An import is followed when it names a file of the repository:
//   - a relative path (`./x`, `../x/y.ts`);
//   - `@/x` in the client: client/src/x (client/tsconfig.json and vite.config.ts say the same);
//   - `#test/x` in the server: server/test/x (server/package.json "imports");
//   - a workspace package: `@autora/common/x` is common/x, `client/x` and `server/x` their folders.
// Any other name is a package from node_modules and has no edge in the graph.
// A path without an extension is tried as .ts, .tsx, .js, .jsx, .mjs, then as a folder's index; a `.js` that does not
// exist is looked for as `.ts` (TypeScript's own rule).
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, resolve, sep } from "node:path";
import ts from "typescript";

export const repoRoot = resolve(import.meta.dirname, "..");

const CODE = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
const isCode = (path) => CODE.includes(extname(path)) && !path.endsWith(".d.ts");
const inside = (path, dir) => path === dir || path.startsWith(dir + sep);

/** The absolute path an import names (not checked on disk), or null for a package from node_modules. */
export function importedPath(root, fromFile, source) {
  if (source.startsWith("./") || source.startsWith("../") || source === "." || source === "..") {
    return resolve(dirname(fromFile), source);
  }
  if (source.startsWith("@/") && inside(fromFile, join(root, "client")))
    return join(root, "client", "src", source.slice(2));
  if (source.startsWith("#test/") && inside(fromFile, join(root, "server")))
    return join(root, "server", "test", source.slice(6));
  if (source.startsWith("@autora/common/")) return join(root, "common", source.slice("@autora/common/".length));
  const [first] = source.split("/");
  if ((first === "client" || first === "server") && source.includes("/")) return join(root, source);
  return null;
}

/** Per root, what the disk answered (files are read once per process: one lint run). */
const caches = new Map();
function cacheFor(root) {
  let cache = caches.get(root);
  if (!cache) caches.set(root, (cache = { isFile: new Map(), resolved: new Map(), imports: new Map() }));
  return cache;
}

function isFile(cache, path) {
  let answer = cache.isFile.get(path);
  if (answer === undefined) {
    answer = existsSync(path) && statSync(path).isFile();
    cache.isFile.set(path, answer);
  }
  return answer;
}

/** The source file an import loads, or null when it is a package, a missing file or not code (CSS, JSON, images). */
export function resolveImport(root, fromFile, source) {
  const path = importedPath(root, fromFile, source);
  if (!path) return null;
  const cache = cacheFor(root);
  if (cache.resolved.has(path)) return cache.resolved.get(path);
  const candidates = [
    path,
    ...(path.endsWith(".js") ? [path.slice(0, -3) + ".ts", path.slice(0, -3) + ".tsx"] : []),
    ...CODE.map((ext) => path + ext),
    ...CODE.map((ext) => join(path, "index" + ext)),
  ];
  const found = candidates.find((candidate) => isFile(cache, candidate)) ?? null;
  const result = found && isCode(found) ? found : null;
  cache.resolved.set(path, result);
  return result;
}

/**
 * The imports written in a file: { source, typeOnly, dynamic }. `import type`, `export type` and an import whose names
 * are all marked `type` are typeOnly (TypeScript removes them); `import("x")` with a literal name is dynamic.
 */
function parseImports(path) {
  const text = readFileSync(path, "utf8");
  const kind = /\.[cm]?tsx$|\.jsx$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const imports = [];
  const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  function visit(node) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = Boolean(
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            allTypes(clause.namedBindings.elements))),
      );
      imports.push({ source: node.moduleSpecifier.text, typeOnly, dynamic: false });
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || Boolean(clause && ts.isNamedExports(clause) && allTypes(clause.elements));
      imports.push({ source: node.moduleSpecifier.text, typeOnly, dynamic: false });
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument))
        imports.push({ source: argument.text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  return imports;
}

/** The files a file names in its static imports and exports (type-only ones too), resolved to source files. */
export function staticImports(root, path) {
  const cache = cacheFor(root);
  let edges = cache.imports.get(path);
  if (!edges) {
    edges = parseImports(path)
      .filter((entry) => !entry.dynamic)
      .map((entry) => resolveImport(root, path, entry.source))
      .filter((target) => target !== null);
    cache.imports.set(path, [...new Set(edges)]);
    edges = cache.imports.get(path);
  }
  return edges;
}

/** The shortest chain of static imports from `start` to `goal` ([start, ..., goal]), or null when there is none. */
export function importChain(root, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const current = queue[index];
    if (current === goal) {
      const chain = [];
      for (let step = current; step !== null; step = cameFrom.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of staticImports(root, current)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}
