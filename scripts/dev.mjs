// npm run dev: the API (reloading on change) and Vite's dev server (proxying /api and /uploads to it).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnvFile } from "./env-file.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
loadEnvFile(root); // settings from .env (see .env.example) when present; variables already set win
const bin = (name) => join(root, "node_modules", ".bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", join(root, "server", "src", "index.ts")], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn(bin("vite"), [], { cwd: join(root, "client"), stdio: "inherit" }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exit(code ?? 0);
  });
