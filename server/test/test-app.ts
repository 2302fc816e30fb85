// Test harness: a real database per test file (an in-memory PGlite clone of the migrated schema, or a
// fresh database on the server named by DATABASE_URL) and the real app around it.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createApp } from "../src/app.ts";
import type { AppContext } from "../src/context.ts";
import expireVouchers from "../src/jobs/expire-vouchers.ts";
import { jobContext, startJobs, type JobContext, type RunningJobs } from "../src/jobs/runner.ts";
import sendMail from "../src/jobs/send-mail.ts";
import { createAuth, ROLE_ADMIN, ROLE_READER } from "../src/lib/auth.ts";
import { loadConfig } from "../src/lib/config.ts";
import { openDatabase, type Database } from "../src/lib/db/client.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../src/lib/db/embedded.ts";
import { createLogger } from "../src/lib/logger.ts";
import { smtpTransport, type MailSenderOptions } from "../src/lib/mail/outbox.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { createPayments } from "../src/lib/payments/index.ts";
import { createStorage } from "../src/lib/storage.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";
import { UNLIMITED_HOLDS, UNLIMITED_PER_ADDRESS } from "./unlimited-holds.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  ctx: AppContext;
  prisma: Database["prisma"];
  /** creates a user and returns it with a valid bearer header */
  createUser(options?: {
    rol?: number;
    email?: string;
    nombre?: string;
    password?: string;
  }): Promise<{ id: number; email: string; token: string; auth: { Authorization: string } }>;
  /** starts the outbox worker (fast polling) sending through smtpUrl, or keeping messages without it; close() stops it */
  startMailWorker(smtpUrl?: string, options?: Partial<MailWorkerOptions>): RunningJobs;
  /** with options.databaseProxy: stop() takes the database away, start() brings it back */
  proxy?: TcpProxy;
  close(): Promise<void>;
}

/** A database of its own on the server named by DATABASE_URL, dropped when the test file ends. */
export async function createServerDatabase(baseUrl: string) {
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * databaseProxy: the app reaches its database through a TCP proxy the test can stop and start again, as if the
 * database server went away (the embedded database is then served on a port of its own for the proxy to reach).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { databaseProxy?: boolean } = {},
): Promise<TestApp> {
  const dataDir = join(mkdtempSync(join(tmpdir(), "autora-test-")), ".data"); // named like the default DATA_DIR
  const baseUrl = process.env.DATABASE_URL;
  const serverDb = baseUrl ? await createServerDatabase(baseUrl) : undefined;
  let url = serverDb?.url;
  let embedded: EmbeddedPostgres | undefined;
  let proxy: TcpProxy | undefined;
  if (options.databaseProxy) {
    if (!url) {
      embedded = await startEmbeddedPostgres("memory://");
      url = embedded.url;
    }
    const target = new URL(url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.port = String(proxy.port);
    url = target.toString();
  }
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    RATE_LIMIT_MAX: "10000",
    ...UNLIMITED_HOLDS,
    ...UNLIMITED_PER_ADDRESS,
    ...env,
    DATABASE_URL: url ?? "",
  });
  const db = await openDatabase({ url, dataDir: "memory://", poolSize: embedded ? embedded.maxConnections : 5 });
  const log = createLogger("silent");
  const auth = createAuth(db.prisma, config.jwtSecret!);
  const ctx: AppContext = {
    config,
    prisma: db.prisma,
    auth,
    log,
    storage: createStorage(config),
    payments: createPayments(config, log),
  };
  const app = createApp(ctx);
  let counter = 0;
  const workers: RunningJobs[] = [];
  return {
    app,
    ctx,
    prisma: db.prisma,
    async createUser(options = {}) {
      counter += 1;
      const email = options.email ?? `persona${counter}@ejemplo.mx`;
      const user = await db.prisma.user.create({
        data: {
          email,
          nombre: options.nombre ?? `Persona ${counter}`,
          passwordHash: await hashPassword(options.password ?? "secreto123"),
          rol: options.rol ?? ROLE_READER,
        },
      });
      const token = auth.signToken(user);
      return { id: user.id, email, token, auth: { Authorization: `Bearer ${token}` } };
    },
    startMailWorker(smtpUrl, options = {}) {
      const worker = startMailWorker({
        prisma: db.prisma,
        log,
        from: "Autora Colimense <tienda@autora.test>",
        transport: smtpUrl ? smtpTransport(smtpUrl) : undefined,
        pollMs: 50,
        retryBaseMs: 200,
        ...options,
      });
      workers.push(worker);
      return worker;
    },
    proxy,
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      await db.close();
      await proxy?.close();
      await embedded?.stop();
      await serverDb?.drop();
    },
  };
}

/** The outbox's sender settings, and how often the mail job looks for due messages. */
type MailWorkerOptions = MailSenderOptions & { pollMs?: number };

/** The send-mail job alone, run as the server runs it (jobs/runner.ts); stop() stops it and closes its transport. */
export function startMailWorker({ pollMs, ...mail }: MailWorkerOptions): RunningJobs {
  const config = loadConfig({ NODE_ENV: "test" });
  const jobs = startJobs(
    [{ ...sendMail, everyMs: pollMs ?? sendMail.everyMs }],
    jobContext({ prisma: mail.prisma, config, log: mail.log }, { mail }),
  );
  return { stop: async () => (await jobs.stop(), mail.transport?.close()) };
}

/** The expire-vouchers job alone, run as the server runs it, and sweep(): one run now, answering the ids it expired. */
export function startExpirySweeper(
  ctx: AppContext,
  { intervalMs, ...rest }: Partial<Pick<JobContext, "now" | "publicDataChanged">> & { intervalMs?: number } = {},
) {
  const job = { ...expireVouchers, everyMs: intervalMs ?? expireVouchers.everyMs };
  const jobCtx = jobContext(ctx, rest);
  const jobs = startJobs([job], jobCtx);
  return { sweep: () => job.run({ ...jobCtx, signal: new AbortController().signal }), stop: () => jobs.stop() };
}

export { ROLE_ADMIN, ROLE_READER };
