// The real server's log: readable single lines in a terminal (as `npm start` shows them), JSON when its output goes
// to a pipe or a file, and whatever LOG_FORMAT says when it is set (both formats: server/src/lib/logger.test.ts).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../src/lib/paths.ts";
import { freePort } from "./server-process.ts";

const serverEntry = join(repoRoot, "server/src/index.ts");

/**
 * Starts the server (in a pseudo-terminal with `terminal`), asks it for /api/books once it listens, stops it and
 * returns what it printed on standard output.
 */
async function serverOutput(env: Record<string, string>, { terminal = false } = {}): Promise<string> {
  const port = await freePort();
  const fullEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "info",
    SEED_DEMO: "false",
    DATA_DIR: mkdtempSync(join(tmpdir(), "autora-registro-")),
    ...env,
  };
  const command = [process.execPath, "--import", "tsx", serverEntry];
  // script(1) gives the server a terminal of its own and copies what it shows to our pipe
  const child = terminal
    ? spawn("script", ["-qfec", `exec ${command.join(" ")}`, "/dev/null"], { env: fullEnv })
    : spawn(command[0], command.slice(1), { env: fullEnv });
  /** the server itself (in a terminal, the child of script(1), which would end it without a clean stop) */
  const server = () =>
    terminal ? Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim()) : child.pid!;
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  try {
    for (let i = 0; !output.includes("listo en"); i++) {
      if (child.exitCode !== null || i > 600) throw new Error(`the server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/books`)).status).toBe(200);
    for (let i = 0; !output.includes("/api/books") && i < 50; i++) await new Promise((r) => setTimeout(r, 100));
  } finally {
    process.kill(server(), "SIGTERM");
  }
  expect(await exited).toBe(0);
  return output.replaceAll("\r\n", "\n");
}

/** The log's lines: what the server prints besides its log (the address banner) left out. */
const logLines = (output: string) => output.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("  "));

describe("the server's log", () => {
  it("in a terminal: one readable line per record", async () => {
    const lines = logLines(await serverOutput({}, { terminal: true }));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\d\d:\d\d:\d\d INFO {2}listo en http:\/\/localhost:\d+ \(\d+ ms, database=embebida \(PGlite\)\)$/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/books 200 \d+ ms$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}SIGTERM: cerrando$/));
    for (const line of lines) expect(line).toMatch(/^\d\d:\d\d:\d\d (TRACE|DEBUG|INFO |WARN |ERROR|FATAL) \S/);
  }, 60_000);

  it("into a pipe: one JSON object per record", async () => {
    const lines = logLines(await serverOutput({}));
    const records = lines.map(
      (line) =>
        JSON.parse(line) as {
          level: number;
          msg: string;
          req?: { method: string; url: string };
          res?: { status: number };
        },
    );
    expect(records).toContainEqual(
      expect.objectContaining({ level: 30, msg: expect.stringMatching(/^listo en http:\/\/localhost:\d+$/) }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ req: { method: "GET", url: "/api/books" }, res: { status: 200 } }),
    );
  }, 60_000);

  it("LOG_FORMAT wins: json in a terminal", async () => {
    const lines = logLines(await serverOutput({ LOG_FORMAT: "json" }, { terminal: true }));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  }, 60_000);
});
