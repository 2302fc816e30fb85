// The real server, started with ADMIN_EMAIL set to an address a stranger registered first as a reader: the start
// stops with one Spanish line and exit code 1; with ADMIN_PROMOTE_EXISTING=true that account becomes the
// administrator and the stranger's session is refused.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readerHasAdminEmail } from "../src/features/accounts/ensure-admin.ts";
import { repoRoot } from "../src/lib/paths.ts";
import { call, startServer } from "./server-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "autora-admin-email-"));
const CONTACT = "contacto@autora.mx";
const ADMIN = { DATA_DIR: dataDir, ADMIN_EMAIL: CONTACT, ADMIN_PASSWORD: "clave-de-la-autora" };

/** Runs the server until it exits by itself; its exit code and what it wrote on stderr. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const fullEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
    SEED_DEMO: "false",
    ...env,
  };
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server/src/index.ts")], {
    env: fullEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) => child.on("close", (code) => (clearTimeout(timer), resolve({ code, stderr }))));
}

describe("ADMIN_EMAIL on a reader's address", () => {
  it("stops the start; with ADMIN_PROMOTE_EXISTING=true promotes the account and ends the reader's session", async () => {
    const open = await startServer({ DATA_DIR: dataDir });
    const created = await call(`${open.url}/api/usuarios/crear`, "POST", {
      nombre: "Soporte",
      email: CONTACT,
      password: "clave-del-extraño",
    });
    expect(created.status).toBe(201);
    const stranger = (
      await call(`${open.url}/api/usuarios/login`, "POST", { email: CONTACT, password: "clave-del-extraño" })
    ).body.token as string;
    expect((await call(`${open.url}/api/orders`, "GET", undefined, stranger)).status).toBe(403);
    await open.stop();

    const refused = await runUntilExit(ADMIN);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stderr.trim()).toBe(readerHasAdminEmail(CONTACT));
    expect(refused.stderr).not.toContain("clave-de-la-autora");

    const promoted = await startServer({ ...ADMIN, ADMIN_PROMOTE_EXISTING: "true" });
    try {
      const old = await call(`${promoted.url}/api/orders`, "GET", undefined, stranger);
      expect(old.status).toBe(401);
      expect(old.body.message).toBe("Debes iniciar sesión");
      expect(
        (await call(`${promoted.url}/api/usuarios/login`, "POST", { email: CONTACT, password: "clave-del-extraño" }))
          .status,
      ).toBe(401);
      const owner = await call(`${promoted.url}/api/usuarios/login`, "POST", {
        email: CONTACT,
        password: "clave-de-la-autora",
      });
      expect(owner.status).toBe(200);
      expect((await call(`${promoted.url}/api/orders`, "GET", undefined, owner.body.token)).status).toBe(200);
    } finally {
      await promoted.stop();
    }
  }, 300_000);
});
