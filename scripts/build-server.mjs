// The server as plain JavaScript for `npm start`: esbuild bundles server/src (and the TypeScript of @autora/common)
// into server/dist, leaving the packages of node_modules as they are. Built again only when missing or older than its
// sources. `npm run dev` and the tests keep running the TypeScript directly.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** The built entry of the server under root, built first when missing or stale. */
export async function buildServerIfStale(root) {
  const outdir = join(root, "server", "dist");
  const entry = join(outdir, "index.js");
  // server/src holds the generated Prisma client too (made from prisma/schema.prisma)
  const sources = [join(root, "server", "src"), join(root, "common"), join(root, "prisma", "schema.prisma"), join(root, "package.json"), join(root, "server", "package.json")].filter(existsSync);
  if (existsSync(entry) && Math.max(...sources.map(newestChange)) <= statSync(entry).mtimeMs) return entry;

  console.log("Construyendo el servidor (server/dist)...");
  const { build } = await import("esbuild");
  const { outputFiles } = await build({
    entryPoints: [join(root, "server", "src", "index.ts")],
    outdir,
    bundle: true,
    splitting: true, // what the server imports only when needed (the embedded database) stays in its own file
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: { "@autora/common": join(root, "common") }, // a workspace package written in TypeScript: bundled in
    sourcemap: true,
    logLevel: "warning",
    write: false,
  });
  // Each file written whole under its final name (two starts building at once never read a half-written file), the
  // entry last: its time tells the next start that the build is complete.
  const files = [...outputFiles.filter((file) => file.path !== entry), ...outputFiles.filter((file) => file.path === entry)];
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return entry;
}
