// The real server process and a real SMTP server: mail queued while SMTP is down survives a SIGTERM and a
// SIGKILL and is sent once after the restart; a malformed SMTP_URL stops the start with one Spanish line.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/lib/paths.ts";
import { closedPort, startSmtpSink, type SmtpSink } from "../smtp-sink.ts";
import { UNLIMITED_HOLDS } from "../unlimited-holds.ts";

const dataDir = mkdtempSync(join(tmpdir(), "autora-mail-restart-"));
const admin = { email: "autora@ejemplo.mx", password: "clave-de-prueba-123" };
let running: ChildProcess | undefined;
let smtp: SmtpSink | undefined;
afterAll(async () => {
  running?.kill("SIGKILL");
  await smtp?.stop();
});

function serverEnv(port: number, smtpPort: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Autora Colimense <tienda@autora.test>",
    PUBLIC_URL: "http://tienda.test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "10000",
    ...UNLIMITED_HOLDS,
    NODE_ENV: "production",
    ...extra,
  };
  delete env.DATABASE_URL; // the embedded database under DATA_DIR
  return env;
}

async function startServer(smtpPort: number) {
  const port = await closedPort();
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server/src/index.ts")], {
    env: serverEnv(port, smtpPort),
    stdio: "ignore",
  });
  running = child;
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 150));
  }
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
  const { token } = (await (await post("/usuarios/login", admin)).json()) as { token: string };
  const books = (await (await fetch(`${url}/api/books`)).json()) as { id: number; price: number }[];
  return {
    child,
    async order(email: string) {
      const res = await post("/pago-oxxo", {
        nombre: "María López",
        email,
        telefono: "312 555 0101",
        direccion: {
          calleNumero: "Av. Juárez 123",
          colonia: "Centro",
          codigoPostal: "28000",
          ciudad: "Colima",
          estado: "Colima",
          referencias: "Casa azul",
        },
        items: [{ id: books[0].id, name: "Urdimbre", price: books[0].price, quantity: 1 }],
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { orderId: number }).orderId;
    },
    /** the outbox row of the e-mail to that address, as the admin area shows it */
    async message(to: string) {
      const res = await fetch(`${url}/api/mail/messages`, { headers: { Authorization: `Bearer ${token}` } });
      const { items } = (await res.json()) as {
        items: { to: string; status: string; attempts: number; lastError: string | null }[];
      };
      return items.find((m) => m.to === to);
    },
  };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

async function untilTried(server: Awaited<ReturnType<typeof startServer>>, to: string) {
  for (let i = 0; i < 200; i++) {
    const row = await server.message(to);
    if (row?.lastError) return row; // an attempt failed and ended (not killed in the middle of its lease)
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no attempt to send to ${to}`);
}

describe("mail across restarts", () => {
  it("sends mail queued before a SIGTERM and before a SIGKILL once, after the restart, and never slows checkout", async () => {
    const smtpPort = await closedPort();

    const first = await startServer(smtpPort);
    const started = performance.now();
    await first.order("antes-de-sigterm@ejemplo.mx");
    expect(performance.now() - started).toBeLessThan(3000); // SMTP down does not slow the request
    expect(await untilTried(first, "antes-de-sigterm@ejemplo.mx")).toMatchObject({ status: "pending" });
    const stopped = exited(first.child);
    first.child.kill("SIGTERM");
    expect(await stopped).toBe(0);

    const second = await startServer(smtpPort);
    await second.order("antes-de-sigkill@ejemplo.mx");
    await untilTried(second, "antes-de-sigkill@ejemplo.mx");
    const killed = exited(second.child);
    second.child.kill("SIGKILL");
    await killed;

    smtp = await startSmtpSink(smtpPort);
    const third = await startServer(smtpPort);
    const isOurs = (m: { to: string }) => m.to.startsWith("antes-de-");
    await smtp.waitFor(2, isOurs, 40_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      smtp.received
        .filter(isOurs)
        .map((m) => m.to)
        .sort(),
    ).toEqual(["antes-de-sigkill@ejemplo.mx", "antes-de-sigterm@ejemplo.mx"]);
    expect(await third.message("antes-de-sigkill@ejemplo.mx")).toMatchObject({ status: "sent" });

    // Checkout to the message accepted by the SMTP server, with SMTP up (printed for the README).
    const times: number[] = [];
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const to = `medida${i}@ejemplo.mx`;
      const t0 = performance.now();
      await third.order(to);
      answers.push(performance.now() - t0);
      const [mail] = await smtp.waitFor(1, (m) => m.to === to);
      times.push(mail.acceptedAt - t0);
    }
    const median = (list: number[]) => Math.round([...list].sort((a, b) => a - b)[2]);
    console.log(
      `checkout → SMTP accepted (ms, 5 orders): ${times.map(Math.round).join(", ")}; median ${median(times)} (checkout answered: median ${median(answers)})`,
    );
    expect(median(times)).toBeLessThan(5000);

    const stop = exited(third.child);
    third.child.kill("SIGTERM");
    expect(await stop).toBe(0);
  }, 180_000);

  it("stops the start with one clear Spanish line for a malformed SMTP_URL", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server/src/index.ts")], {
      env: serverEnv(await closedPort(), 25, { SMTP_URL: "correo.ejemplo.mx:587", LOG_LEVEL: "info" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    expect(await exited(child)).toBe(1);
    expect(stderr.trim()).toBe(
      "Configuración inválida: SMTP_URL debe tener la forma smtp://usuario:clave@host:puerto (o smtps://). Corrígelo en el entorno o en .env.",
    );
  }, 30_000);
});
