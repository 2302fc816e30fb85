// The server as plain JavaScript for `npm start`: esbuild bundles server/src, the TypeScript of @autora/common and the
// plain-JavaScript packages it uses into server/dist, without comments and spaces, so that a start reads a few files
// instead of hundreds of small modules. Built again only when missing or older than its sources. `npm run dev` and the tests
// keep running the TypeScript directly.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Packages loaded from node_modules as they are: native code or WebAssembly found beside their own files (sharp,
 * PGlite, Prisma's query compiler), Prisma's packages and pg (the Prisma adapter loads pg itself, and its errors are
 * recognised by class across Prisma's packages: one copy of each), and the SDKs loaded only when a feature first uses
 * them.
 */
const EXTERNAL = ["sharp", "@prisma/*", "pg", "pg-native", "@electric-sql/*", "stripe", "nodemailer", "cloudinary"];

/**
 * Prisma's generated client imports its query compiler (WebAssembly, 3.4 MB) as a 4.5 MB JavaScript module holding it
 * in base64, and compiles it on the main thread. In the bundle it is read from a .wasm file beside it instead and
 * compiled by WebAssembly.compile, off the main thread: a start saves parsing the module and waiting for the compiler.
 * If a new Prisma writes that code differently, the bundle keeps Prisma's own way (and the build says so).
 */
function prismaCompilerFromFile(root, wasmFiles) {
  const pattern =
    /getQueryCompilerWasmModule: async \(\) => \{\s*const \{ wasm \} = await import\("(@prisma\/client\/runtime\/(query_compiler_\w+\.\w+)\.wasm-base64\.mjs)"\)\s*return await decodeBase64AsWasm\(wasm\)\s*\}/;
  return {
    name: "prisma-compiler-from-file",
    setup(build) {
      build.onLoad({ filter: /[\\/]generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, async (args) => {
        const source = readFileSync(args.path, "utf8");
        const match = pattern.exec(source);
        if (!match) {
          console.warn(
            "Aviso: el cliente de Prisma cambió; su compilador de consultas se carga como Prisma lo hace (el arranque es más lento).",
          );
          return { contents: source, loader: "ts" };
        }
        const [found, base64Module, name] = match;
        const { wasm } = await import(pathToFileURL(join(root, "node_modules", base64Module)).href);
        wasmFiles.set(`${name}.wasm`, Buffer.from(wasm, "base64"));
        const loadFromFile = `getQueryCompilerWasmModule: async () => {
    const { readFile } = await import("node:fs/promises")
    return await WebAssembly.compile(await readFile(new URL(${JSON.stringify(`./${name}.wasm`)}, import.meta.url)))
  }`;
        return { contents: source.replace(found, loadFromFile), loader: "ts" };
      });
    },
  };
}

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** The built entry of the server under root, built first when missing or stale. */
export async function buildServerIfStale(root) {
  const outdir = join(root, "server", "dist");
  const entry = join(outdir, "index.js");
  // server/src holds the generated Prisma client too (made from prisma/schema.prisma); the packages bundled in change
  // with package-lock.json
  const sources = [
    join(root, "server", "src"),
    join(root, "common"),
    join(root, "prisma", "schema.prisma"),
    join(root, "package.json"),
    join(root, "package-lock.json"),
    join(root, "server", "package.json"),
    fileURLToPath(import.meta.url), // this script: a change in how the server is built builds it again
  ].filter(existsSync);
  // a build made before the embedded database had its worker is built again whatever its time
  const complete = existsSync(entry) && existsSync(join(outdir, "embedded-worker.js"));
  if (complete && Math.max(...sources.map(newestChange)) <= statSync(entry).mtimeMs) return entry;

  console.log("Construyendo el servidor (server/dist)...");
  const { build } = await import("esbuild");
  const wasmFiles = new Map();
  const { outputFiles } = await build({
    entryPoints: {
      index: join(root, "server", "src", "index.ts"),
      // the embedded database runs in a worker thread of its own (lib/db/embedded.ts)
      "embedded-worker": join(root, "server", "src", "lib", "db", "embedded-worker.ts"),
    },
    outdir,
    bundle: true,
    splitting: true, // what the server imports only when needed (uploads, payments, backups) stays in its own file
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL,
    alias: { "@autora/common": join(root, "common") }, // a workspace package written in TypeScript: bundled in
    // CommonJS packages bundled into ES modules still call require() for Node's own modules
    banner: {
      js: 'import { createRequire as __autoraCreateRequire } from "node:module"; const require = __autoraCreateRequire(import.meta.url);',
    },
    // spaces and syntax only: names stay as written, so error names, stack traces and packages that read their
    // functions' names work without esbuild's name-keeping wrappers, which slowed every start
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    // stack traces point into server/src; Node reads the maps at every start (--enable-source-maps), so they carry
    // positions only, not a copy of the sources
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
    write: false,
    plugins: [prismaCompilerFromFile(root, wasmFiles)],
  });
  // Each file written whole under its final name (two starts building at once never read a half-written file), the
  // entry last: its time tells the next start that the build is complete. Files of earlier builds stay: a server
  // still running loads its own parts (named by their content) when a feature is first used.
  const files = [
    ...[...wasmFiles].map(([name, contents]) => ({ path: join(outdir, name), contents })),
    ...outputFiles.filter((file) => file.path !== entry),
    ...outputFiles.filter((file) => file.path === entry),
  ];
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return entry;
}
