// Restart to healthy on an existing embedded database: the server is started once to create its data folder, then
// restarted 5 times; each run is timed from the spawn to the first 200 of /api/health. Compares the TypeScript run
// through tsx's loader with the built server that `npm start` runs (server/dist, built here when stale), and `npm start`
// itself (npm, then scripts/start.mjs, which checks the builds and starts the built server). The load average is
// printed beside each result: other work on the machine slows every start.
//   npx tsx bench/restart.ts
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildServerIfStale } from "../scripts/build-server.mjs";
import { freePort, root, waitForHealth } from "./lib.ts";

const RUNS = 5;
const builtEntry: string = await buildServerIfStale(root);
const node = process.execPath;
const variants: Record<string, [command: string, ...args: string[]]> = {
  "tsx (server/src/index.ts)": [node, "--import", "tsx", join(root, "server/src/index.ts")],
  "built (server/dist/index.js)": [node, "--enable-source-maps", builtEntry],
  "npm start": ["npm", "start", "--silent"],
};

async function timeStart([command, ...args]: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
  };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, stdio: "ignore", detached: true }); // a process group: npm's children too
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  const ms = performance.now() - started;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGTERM");
  await exited;
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg()[0].toFixed(1);

for (const [name, command] of Object.entries(variants)) {
  const dataDir = join(mkdtempSync(join(tmpdir(), "autora-restart-")), ".data");
  await timeStart(command, dataDir); // the first start creates the database and the demo content
  const times: number[] = [];
  const loadBefore = load();
  for (let i = 0; i < RUNS; i++) times.push(await timeStart(command, dataDir));
  console.log(
    `${name}: median ${Math.round(median(times))} ms (${times.map(Math.round).join(", ")}; load average ${loadBefore} before, ${load()} after)`,
  );
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
}
