// Every setting the server reads, validated once at start-up. A bad value stops the start with one clear line.
import { join, resolve } from "node:path";
import { z } from "zod";
import { clientDistDir, repoRoot } from "./paths.ts";

const flag = z.enum(["true", "false", "1", "0", ""]).optional().transform((v) => v === "true" || v === "1");

/** A time limit in milliseconds: between 0.1 s and one hour. */
const milliseconds = z.coerce
  .number("debe ser un número entero de milisegundos")
  .int("debe ser un número entero de milisegundos")
  .min(100, "debe ser al menos 100 (milisegundos)")
  .max(3_600_000, "debe ser como máximo 3600000 (una hora)");

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "debe empezar con postgresql://").optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  ADMIN_EMAIL: z.email("no es un correo válido").optional(),
  ADMIN_PASSWORD: z.string().min(8, "debe tener al menos 8 caracteres").max(72).optional(),
  ADMIN_NAME: z.string().default("Administradora"),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "debe empezar con sk_ o rk_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "debe empezar con pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "debe empezar con whsec_").optional(),
  /** for tests: point the stripe SDK at a local fake server, e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.url().optional(),
  OXXO_EXPIRES_AFTER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  CLOUDINARY_URL: z.string().regex(/^cloudinary:\/\/[^:]+:[^@]+@.+/, "debe tener la forma cloudinary://key:secret@cloud").optional(),
  CLIENT_ORIGIN: z.url().optional(),
  /** the built client to serve (the browser tests build into a folder of their own) */
  CLIENT_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.string().optional(),
  SEED_DEMO: flag,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // HTTP server limits (lib/http-server.ts): a slow or idle client cannot hold a connection for long.
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(5_000),
  MAX_CONNECTIONS: z.coerce.number("debe ser un número entero").int("debe ser un número entero").min(1, "debe ser al menos 1").max(1_000_000).default(1000),
});

export type Config = ReturnType<typeof loadConfig>;

/** Empty strings count as unset, like a commented-out line in .env. */
function cleanEnv(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(cleanEnv(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuración inválida: ${issue.path.join(".")} ${issue.message}`);
  }
  const e = parsed.data;
  if (!!e.ADMIN_EMAIL !== !!e.ADMIN_PASSWORD) {
    throw new ConfigError("Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntos");
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError("Configuración inválida: HEADERS_TIMEOUT_MS no puede ser mayor que REQUEST_TIMEOUT_MS");
  }
  const dataDir = resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: join(dataDir, "uploads"),
    variantsDir: join(dataDir, "image-variants"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, nombre: e.ADMIN_NAME } : undefined,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    oxxoExpiresAfterDays: e.OXXO_EXPIRES_AFTER_DAYS,
    cloudinaryUrl: e.CLOUDINARY_URL,
    clientOrigin: e.CLIENT_ORIGIN,
    clientDistDir: e.CLIENT_DIST_DIR ? resolve(repoRoot, e.CLIENT_DIST_DIR) : clientDistDir,
    publicUrl: e.PUBLIC_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO,
    rateLimitMax: e.RATE_LIMIT_MAX,
    logLevel: e.NODE_ENV === "test" ? ("silent" as const) : e.LOG_LEVEL,
    server: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
  };
}

export class ConfigError extends Error {}

/**
 * The site's address for links the server writes (canonical, Open Graph, sitemap, setup link): PUBLIC_URL, or
 * http://localhost:PORT. Never the request's Host header, which any client can set.
 */
export function siteUrl(config: Pick<Config, "publicUrl" | "port">, port: number = config.port): string {
  return (config.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, "");
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
