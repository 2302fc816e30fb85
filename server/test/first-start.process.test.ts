// The real server started without ADMIN_EMAIL/ADMIN_PASSWORD: it prints a one-time setup link built from the address
// it really listens on, and only that link registers the first administrator.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NEEDS_SETUP_LINK } from "../src/features/accounts/setup-token.ts";
import { repoRoot } from "../src/lib/paths.ts";

const dataDir = mkdtempSync(join(tmpdir(), "autora-first-start-"));
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill("SIGKILL")));

/** Starts the server on a port the system picks; resolves with its address and everything it printed until ready. */
async function startServer(): Promise<{ url: string; output: () => string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    CLIENT_DIST_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    NODE_ENV: "production",
  };
  for (const name of ["DATABASE_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD", "PUBLIC_URL", "JWT_SECRET"]) delete env[name];
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server/src/index.ts")], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let printed = "";
  child.stdout!.on("data", (chunk) => (printed += chunk));
  child.stderr!.on("data", (chunk) => (printed += chunk));
  const deadline = Date.now() + 120_000; // a start with the embedded database is slow while the whole suite runs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${printed}`);
    const port = /está en http:\/\/localhost:(\d+)/.exec(printed)?.[1];
    if (port) {
      await new Promise((r) => setTimeout(r, 100)); // the rest of the start-up lines
      return { url: `http://127.0.0.1:${port}`, output: () => printed, child };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${printed}`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

const registerAdmin = (url: string, body: object) =>
  fetch(`${url}/api/usuarios/crear`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ nombre: "Mariana", email: "mariana@autora.mx", password: "primera-admin", rol: 1, ...body }),
  });

describe("first start without a configured administrator", () => {
  it("prints a setup link once; only it registers the first administrator; a restart with one prints none", async () => {
    const first = await startServer();
    const port = new URL(first.url).port;
    const link = new RegExp(`http://127\\.0\\.0\\.1:${port}/admin/register\\?token=([\\w-]+)`).exec(first.output());
    expect(link, first.output()).not.toBeNull();
    expect(first.output()).toContain("PUBLIC_URL no está definida");

    const anonymous = await registerAdmin(first.url, {});
    expect(anonymous.status).toBe(403);
    expect(((await anonymous.json()) as { message: string }).message).toBe(NEEDS_SETUP_LINK);

    const created = await registerAdmin(first.url, { setupToken: link![1] });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { rol: number }).rol).toBe(1);
    await stop(first.child);

    const second = await startServer();
    expect(second.output()).not.toContain("/admin/register?token=");
    expect((await registerAdmin(second.url, { email: "otra@autora.mx", setupToken: link![1] })).status).toBe(403);
    await stop(second.child);
  }, 300_000);
});
