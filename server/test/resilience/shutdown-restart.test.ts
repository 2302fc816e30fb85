// The real server process: SIGTERM lets in-flight requests finish and closes the database cleanly, and a
// restart on the same DATA_DIR keeps every row and uploaded file.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/lib/paths.ts";
import { pngFile } from "../files.ts";
import { freePort } from "../server-process.ts";

const dataDir = join(mkdtempSync(join(tmpdir(), "autora-restart-")), ".data"); // named like the default DATA_DIR
const admin = { email: "admin@ejemplo.mx", password: "clave-de-prueba-123" };
let running: ChildProcess | undefined;
afterAll(() => running?.kill("SIGKILL"));

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    RATE_LIMIT_MAX: "10000",
    NODE_ENV: "production",
  };
  delete env.DATABASE_URL; // this test is about the embedded database under DATA_DIR
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server/src/index.ts")], {
    env,
    stdio: "ignore",
  });
  running = child;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000; // a first start creates the database: slow on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("server did not start");
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe("shutdown and restart", () => {
  it("drains in-flight requests on SIGTERM and keeps rows and files across a restart", async () => {
    const first = await startServer();
    const login = await fetch(`${first.url}/api/usuarios/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append("file", new Blob([pngFile()], { type: "image/png" }), "telar.png");
    form.append("descripcion", "Telar de cintura");
    const upload = await fetch(`${first.url}/api/fotografias/create`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const photo = (await upload.json()) as { url: string };

    // Requests on their way when SIGTERM arrives must still be answered.
    const inFlight = Array.from({ length: 15 }, (_, i) =>
      fetch(`${first.url}/api/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `lectora${i}@ejemplo.mx` }),
      }).then(
        (r) => r.status,
        () => "refused" as const,
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    const exit = exited(first.child);
    first.child.kill("SIGTERM");
    const statuses = await Promise.all(inFlight);
    expect(await exit).toBe(0); // clean exit after closing the database
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
    const answered = statuses.filter((s) => s !== "refused");
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((s) => s === 201)).toBe(true);

    const second = await startServer();
    const photos = (await (await fetch(`${second.url}/api/fotografias`)).json()) as {
      url: string;
      descripcion: string;
    }[];
    expect(photos.map((p) => p.descripcion)).toContain("Telar de cintura");
    const file = await fetch(`${second.url}${photo.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pngFile())).toBe(true);
    // Every subscription that was answered 201 before the shutdown is still there (the administrator's list).
    const relogin = await fetch(`${second.url}/api/usuarios/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token: adminToken } = (await relogin.json()) as { token: string };
    const subscribers = (await (
      await fetch(`${second.url}/api/newsletter/subscribers`, { headers: { Authorization: `Bearer ${adminToken}` } })
    ).json()) as { email: string }[];
    const stored = new Set(subscribers.map((s) => s.email));
    statuses.forEach((s, i) => {
      if (s === 201) expect(stored.has(`lectora${i}@ejemplo.mx`)).toBe(true);
    });
    const stop = exited(second.child);
    second.child.kill("SIGTERM");
    expect(await stop).toBe(0);
  }, 120_000);
});
