// npm run test:e2e — builds the site, starts it on a free port with a fresh data folder (demo content and an
// administrator), and runs the browser tests in e2e/tests with playwright-core driving Debian's Chromium.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerIfStale } from "../scripts/build-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `No se encontró Chromium en ${chromium}. Instálalo con: apt-get install -y chromium (o define CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// Each run builds into a folder of its own, so that parallel runs never overwrite each other's build; the data
// folder is named `.data` like the README's default (Express refuses dot-folders in paths it is not told about).
const workDir = mkdtempSync(join(tmpdir(), "autora-e2e-"));
const dataDir = join(workDir, ".data");
const distDir = join(workDir, "dist");
const build = spawnSync(
  join(root, "node_modules/.bin/vite"),
  ["build", "--outDir", distDir, "--emptyOutDir", "--logLevel", "warn"],
  { cwd: join(root, "client"), stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);
// the server renderer of the public pages, where the server looks for it (<dist>/.ssr)
const ssrBuild = spawnSync(
  join(root, "node_modules/.bin/vite"),
  ["build", "--ssr", "src/entry-server.tsx", "--outDir", join(distDir, ".ssr"), "--emptyOutDir", "--logLevel", "warn"],
  { cwd: join(root, "client"), stdio: "inherit" },
);
if (ssrBuild.status !== 0) process.exit(ssrBuild.status ?? 1);
spawnSync(process.execPath, [join(root, "scripts/precompress.mjs"), distDir], { stdio: "inherit" });

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  CLIENT_DIST_DIR: distDir,
  SEED_DEMO: "true",
  ADMIN_EMAIL: "admin@autora.mx",
  ADMIN_PASSWORD: "admin-e2e-123",
  RATE_LIMIT_MAX: "1000",
  // the browser tests place many orders with one e-mail and phone from one address
  PENDING_ORDERS_PER_BUYER: "1000",
  HELD_COPIES_PER_BUYER: "1000",
  PENDING_ORDERS_PER_IP: "1000",
  // and register accounts and comment from that one address
  REGISTRATIONS_PER_IP_PER_HOUR: "1000",
  COMMENTS_PER_IP_PER_MINUTE: "1000",
  COMMENTS_PER_IP_PER_HOUR: "1000",
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL; // the browser tests use the embedded default
// the built server, as `npm start` runs it (built again only when its sources changed)
const server = spawn(process.execPath, ["--enable-source-maps", await buildServerIfStale(root)], {
  cwd: root,
  env,
  stdio: "inherit",
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error("el servidor terminó antes de estar listo");
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("el servidor no respondió en 60 s");
}

let status = 1;
try {
  await waitForHealth();
  const tests = spawnSync(
    join(root, "node_modules/.bin/vitest"),
    ["run", "--config", "e2e/vitest.config.ts", ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        CHROMIUM_PATH: chromium,
        E2E_ADMIN_EMAIL: env.ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
      },
    },
  );
  status = tests.status ?? 1;
} catch (err) {
  console.error(err.message);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(status);
