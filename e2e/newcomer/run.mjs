// npm run test:newcomer — the README's path exactly as a newcomer takes it: a fresh clone of the committed tree,
// `npm install`, `npm start` with no variables but PORT (and ADMIN_EMAIL/ADMIN_PASSWORD to reach the admin pages),
// so on the default `.data` folder; then e2e/newcomer/newcomer.test.ts clicks through the pages in Chromium.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `No se encontró Chromium en ${chromium}. Instálalo con: apt-get install -y chromium (o define CHROMIUM_PATH).`,
  );
  process.exit(1);
}
if (spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout.trim()) {
  console.log("Aviso: se prueba lo confirmado (git clone); los cambios sin confirmar no entran.");
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const workDir = mkdtempSync(join(tmpdir(), "autora-newcomer-"));
const clone = join(workDir, "autora-colimense");
const port = await freePort();
const admin = { email: "autora@ejemplo.mx", password: "una-clave-larga" };
// What a newcomer's shell has: no DATA_DIR, DATABASE_URL, CLIENT_DIST_DIR or any other setting of ours.
const shell = Object.fromEntries(
  ["PATH", "HOME", "LANG", "TERM", "TMPDIR", "USER"].filter((k) => process.env[k]).map((k) => [k, process.env[k]]),
);
const env = { ...shell, PORT: String(port), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd, env: shell, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} terminó con ${result.status}`);
}

let server;
let status = 1;
try {
  run("git", ["clone", "--quiet", root, clone], workDir);
  run("npm", ["install", "--no-audit", "--no-fund"], clone);
  console.log(`$ PORT=${port} ADMIN_EMAIL=${admin.email} ADMIN_PASSWORD=... npm start`);
  server = spawn("npm", ["start"], { cwd: clone, env, stdio: "inherit", detached: true });
  const baseUrl = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error("npm start terminó antes de estar listo");
    if (i > 360) throw new Error("npm start no respondió en 3 minutos");
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!existsSync(join(clone, ".data", "uploads"))) throw new Error("npm start no usó la carpeta .data del README");
  const tests = spawnSync(
    join(root, "node_modules/.bin/vitest"),
    ["run", "--config", "e2e/newcomer/vitest.config.ts"],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        CHROMIUM_PATH: chromium,
        E2E_ADMIN_EMAIL: admin.email,
        E2E_ADMIN_PASSWORD: admin.password,
      },
    },
  );
  status = tests.status ?? 1;
} catch (err) {
  console.error(err.message);
} finally {
  if (server && server.exitCode === null) {
    process.kill(-server.pid, "SIGTERM"); // npm, the start script and the server
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(status);
