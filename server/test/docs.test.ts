// The docs stay true: every API route the server mounts is a row of docs/api.md (and every row a mounted route), and
// every repository path that README.md and docs/**/*.md name exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/lib/paths.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A route the way docs/api.md writes it: "GET /book/{}", parameters unnamed (the docs may name them otherwise). */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+|\{[^}]*\}/g, "{}").replace(/\?.*$/, "")}`;

/** Express 5's layers: a route has .route; a router mounted with use(router) has .handle.stack and matches "/". */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  slash?: boolean;
  name?: string;
}

function mountedRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).filter((method) => method !== "_all");
      return paths.flatMap((path) => methods.map((method) => routeKey(method, path)));
    }
    if (layer.handle.stack) {
      // a feature router mounted under a path of its own would need its prefix here; none is today
      expect(layer.slash, "a router mounted under a path inside /api: docs.test.ts does not add its prefix").toBe(true);
      return mountedRoutes(layer.handle.stack);
    }
    return [];
  });
}

/** The rows of docs/api.md's table: "| GET | /health | ...". */
function documentedRoutes(): string[] {
  const text = readFileSync(join(repoRoot, "docs", "api.md"), "utf8");
  // a path may hold an escaped bar: /comentarios/{libro\|foto}/{id}
  return [...text.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| ((?:\\\||[^ |])+) \|/gm)].map(([, method, path]) =>
    routeKey(method, path),
  );
}

describe("docs/api.md", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function apiRoutes(): string[] {
    const appStack = (t.app as unknown as { router: { stack: Layer[] } }).router.stack;
    // the API is the router mounted at /api (app.ts: app.use("/api", api)); its routes are written without /api
    const api = appStack.find(
      (layer) => layer.name === "router" && !layer.slash && layer.handle.stack?.some((inner) => inner.handle.stack),
    );
    expect(api, "the /api router was not found in the app").toBeDefined();
    return [...new Set(mountedRoutes(api!.handle.stack!))];
  }

  it("lists every route the server mounts under /api", () => {
    const documented = new Set(documentedRoutes());
    const missing = apiRoutes().filter((route) => !documented.has(route));
    expect(missing, "routes missing from docs/api.md (add a row to its table)").toEqual([]);
  });

  it("lists no route the server does not have", () => {
    const mounted = new Set(apiRoutes());
    const stale = documentedRoutes().filter((route) => !mounted.has(route));
    expect(stale, "rows of docs/api.md with no such route").toEqual([]);
  });
});

describe("paths named in the docs", () => {
  const topFolders = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules")
    .map((entry) => entry.name);
  // made by a build, a run or an install, never committed (.gitignore): a fresh clone does not have them yet
  const made = [
    "node_modules/",
    ".data/",
    "dist/",
    "server/src/generated/",
    "coverage/",
    "bench/results/",
    "e2e/screenshots/",
    ".env",
  ];
  const docs = [join(repoRoot, "README.md"), ...markdownUnder(join(repoRoot, "docs"))];

  function markdownUnder(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? markdownUnder(join(dir, entry.name))
        : entry.name.endsWith(".md")
          ? [join(dir, entry.name)]
          : [],
    );
  }

  /** Repository paths in `code` spans ("server/src/app.ts", "client/src/lib/") and relative link targets of a doc. */
  function namedPaths(file: string): string[] {
    const text = readFileSync(file, "utf8");
    const inCode = [...text.matchAll(/`([^`\s]+)`/g)]
      .map(([, span]) => span.replace(/[:,.]$/, "").replace(/#.*$/, ""))
      .filter((span) => topFolders.includes(span.split("/")[0]) && span.includes("/"))
      // a pattern, a placeholder or an address rather than one path
      .filter((span) => !/[*<>{}()$]|\.\.\./.test(span));
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target]) => target.replace(/#.*$/, ""))
      .filter((target) => target !== "" && !/^[a-z]+:/.test(target))
      .map((target) => relative(repoRoot, join(dirname(file), target)));
    return [...new Set([...inCode, ...links])].filter(
      (path) => !made.some((prefix) => `${path}/`.startsWith(prefix) || `${path}/`.includes(`/${prefix}`)),
    );
  }

  it.each(docs.map((file) => [relative(repoRoot, file), file]))("%s names only paths that exist", (_name, file) => {
    const missing = namedPaths(file).filter((path) => !existsSync(join(repoRoot, path)));
    expect(missing).toEqual([]);
  });
});

describe("docs/architecture.md", () => {
  it("names every background job in server/src/jobs in its project layout", () => {
    const layout = readFileSync(join(repoRoot, "docs", "architecture.md"), "utf8");
    // the layout's lines from "src/jobs/" to the next folder
    const text = /^ {2}src\/jobs\/[\s\S]*?(?=^ {2}\S)/m.exec(layout)?.[0] ?? "";
    const jobs = readdirSync(join(repoRoot, "server", "src", "jobs"))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "runner.ts")
      .map((name) => name.replace(/\.ts$/, ""));
    expect(jobs.filter((job) => !new RegExp(`\\b${job}\\b`).test(text))).toEqual([]);
  });
});
