// Every setting the server reads, validated once at start-up. A bad value stops the start with one clear line.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { clientDistDir, repoRoot } from "./paths.ts";

const flag = z.enum(["true", "false", "1", "0", ""]).optional().transform((v) => v === "true" || v === "1");

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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/([^@/\s]+@)?[^:/@\s]+(:\d{1,5})?\/?(\?\S*)?$/, "debe tener la forma smtp://usuario:clave@host:puerto (o smtps://)")
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/, "debe ser un correo, p. ej. Autora <hola@ejemplo.mx>")
    .optional(),
  TRUST_PROXY: z.string().optional(),
  SEED_DEMO: flag,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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
  if (e.SMTP_URL && !e.MAIL_FROM) throw new ConfigError("Configuración inválida: SMTP_URL necesita MAIL_FROM (el remitente de los correos)");
  if (e.SMTP_URL && !e.PUBLIC_URL) throw new ConfigError("Configuración inválida: SMTP_URL necesita PUBLIC_URL (los enlaces de los correos son absolutos)");
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
    /** the origin links in e-mails start with: PUBLIC_URL, else this server on localhost (never the request's Host) */
    siteUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? "Autora Colimense <no-responder@localhost>" },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO,
    rateLimitMax: e.RATE_LIMIT_MAX,
    logLevel: e.NODE_ENV === "test" ? ("silent" as const) : e.LOG_LEVEL,
  };
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** JWT_SECRET, or a random secret generated once and kept under DATA_DIR so tokens survive restarts. */
export function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
