// Real server processes for the tests that need more than one, or need to kill one: `node --import tsx
// server/src/index.ts` on a free port, and a PostgreSQL database of the test's own on the server of DATABASE_URL
// (or the local one at 127.0.0.1:5432).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { repoRoot } from "../src/lib/paths.ts";
import { UNLIMITED_HOLDS, UNLIMITED_PER_ADDRESS } from "./unlimited-holds.ts";

export const POSTGRES_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit code */
  stop(): Promise<number | null>;
  /** SIGKILL and wait */
  kill(): Promise<void>;
}

/** Starts the server with these variables (DATABASE_URL is removed unless given) and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    RATE_LIMIT_MAX: "10000",
    ...UNLIMITED_HOLDS,
    ...UNLIMITED_PER_ADDRESS,
    NODE_ENV: "production",
    ...env,
  };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  if (!env.JWT_SECRET) delete fullEnv.JWT_SECRET;
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server/src/index.ts")], {
    env: fullEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        child,
        stop: () => (child.kill("SIGTERM"), exited),
        kill: async () => {
          child.kill("SIGKILL");
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${stderr}`);
}

/** A fresh database on the PostgreSQL server, dropped by drop(). */
export async function createDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** JSON request helper: status and parsed body. */
export async function call(url: string, method: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  return { status: res.status, body: json as any, headers: res.headers };
}
