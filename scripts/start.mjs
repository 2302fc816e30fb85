// npm start: build the client (and its server renderer) and the server when a build is missing or older than its
// sources, then run the built server with plain Node, in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServerIfStale } from "./build-server.mjs";
import { loadEnvFile } from "./env-file.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
loadEnvFile(root); // settings from .env (see .env.example) when present; variables already set win
const client = join(root, "client");
const builtIndex = join(client, "dist", "index.html");
const builtRenderer = join(client, "dist", ".ssr", "entry-server.js"); // the server renderer of the public pages

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

// the client also bundles the API contract in common/, so a change there needs a new build too
const sources = [
  ...["src", "public", "index.html", "vite.config.ts", "package.json"].map((p) => join(client, p)),
  join(root, "common"),
].filter(existsSync);
const stale =
  !existsSync(builtIndex) ||
  !existsSync(builtRenderer) ||
  Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log("Construyendo el sitio (client/dist y su renderizador en el servidor)...");
  const build = spawnSync("npm", ["run", "build", "-w", "client"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverEntry = await buildServerIfStale(root);

// The built server runs in this same process (no second Node to start): production settings unless NODE_ENV says
// otherwise, and stack traces that name the TypeScript sources.
process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
