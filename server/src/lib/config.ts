// Every setting the server reads, validated once at start-up. A bad value stops the start with one clear line.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { LOG_FORMATS } from "./logger.ts";
import { MAX_PASSWORD_BYTES } from "./passwords.ts";
import { clientDistDir, repoRoot } from "./paths.ts";
import { makePrivate, NotPrivateError } from "./private-files.ts";
import { describeFileError } from "./startup-errors.ts";

const flag = z
  .enum(["true", "false", "1", "0", ""], { error: "debe ser true o false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A whole number between min and max, with the Spanish line the operator reads. */
const whole = (min: number, max: number) => {
  const message = `debe ser un número entero entre ${min} y ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** An http(s) address; with `origin`, nothing after the host and port. */
const httpUrl = (example: string, { origin = false } = {}) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        if (!["http:", "https:"].includes(url.protocol) || !url.hostname) return false;
        return !origin || (url.pathname === "/" && !url.search && !url.hash && !value.endsWith("/"));
      } catch {
        return false;
      }
    },
    { error: `debe ser una dirección ${origin ? "de origen " : ""}http(s), p. ej. ${example}` },
  );

/** A URL of the given scheme that the URL parser accepts, with a host (and, for Cloudinary, a key and a secret). */
const serviceUrl = (protocols: string[], needsCredentials: boolean, message: string) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        const host = url.hostname || url.searchParams.get("host"); // postgresql:///base?host=/var/run/postgresql
        return protocols.includes(url.protocol) && !!host && (!needsCredentials || (!!url.username && !!url.password));
      } catch {
        return false;
      }
    },
    { error: message },
  );

/** Session tokens are signed with at least this many characters of secret. */
const MIN_SECRET_LENGTH = 32;

/** A time limit in milliseconds: between 0.1 s and one hour. */
const milliseconds = z.coerce
  .number("debe ser un número entero de milisegundos")
  .int("debe ser un número entero de milisegundos")
  .min(100, "debe ser al menos 100 (milisegundos)")
  .max(3_600_000, "debe ser como máximo 3600000 (una hora)");

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: whole(0, 65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  /** where the daily automatic backups go; DATA_DIR/backups when unset */
  BACKUP_DIR: z.string().optional(),
  DATABASE_URL: serviceUrl(
    ["postgres:", "postgresql:"],
    false,
    "debe tener la forma postgresql://usuario:contraseña@host:5432/base",
  ).optional(),
  DATABASE_POOL_SIZE: whole(1, 100).default(10),
  JWT_SECRET: z.string().min(MIN_SECRET_LENGTH, `debe tener al menos ${MIN_SECRET_LENGTH} caracteres`).optional(),
  ADMIN_EMAIL: z.email("no es un correo válido").optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, "debe tener al menos 8 caracteres")
    .refine(
      (value) => Buffer.byteLength(value, "utf8") <= MAX_PASSWORD_BYTES,
      `debe tener como máximo ${MAX_PASSWORD_BYTES} bytes (bcrypt no lee más)`,
    )
    .optional(),
  ADMIN_NAME: z.string().default("Administradora"),
  /** while no administrator exists: turn the reader account that already has ADMIN_EMAIL into the administrator */
  ADMIN_PROMOTE_EXISTING: flag,
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "debe empezar con sk_ o rk_")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "debe empezar con pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "debe empezar con whsec_")
    .optional(),
  /** for tests: point the stripe SDK at a local fake server, e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: httpUrl("http://127.0.0.1:12111").optional(),
  OXXO_EXPIRES_AFTER_DAYS: whole(1, 30).default(3),
  CLOUDINARY_URL: serviceUrl(["cloudinary:"], true, "debe tener la forma cloudinary://key:secret@cloud").optional(),
  CLIENT_ORIGIN: httpUrl("https://tienda.ejemplo.mx", { origin: true }).optional(),
  /** the built client to serve (the browser tests build into a folder of their own) */
  CLIENT_DIST_DIR: z.string().optional(),
  PUBLIC_URL: httpUrl("https://autora.ejemplo.mx").optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/([^@/\s]+@)?[^:/@\s]+(:\d{1,5})?\/?(\?\S*)?$/,
      "debe tener la forma smtp://usuario:clave@host:puerto (o smtps://)",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/,
      "debe ser un correo, p. ej. Autora <hola@ejemplo.mx>",
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, {
      error: "debe ser true, false, un número de saltos o una lista de IP/subredes (p. ej. loopback, 10.0.0.0/8)",
    })
    .optional(),
  SEED_DEMO: flag,
  RATE_LIMIT_MAX: whole(1, 1_000_000).default(100),
  /** seconds an account waits between two comments (books and photos together); 0: no wait */
  COMMENT_INTERVAL_SECONDS: whole(0, 3600).default(15),
  COMMENTS_PER_HOUR: whole(1, 100_000).default(20),
  /** comments from one client address, whatever the accounts (accounts are free to make): in a minute and in an hour */
  COMMENTS_PER_IP_PER_MINUTE: whole(1, 1_000_000).default(3),
  COMMENTS_PER_IP_PER_HOUR: whole(1, 1_000_000).default(30),
  /** accounts one client address may register in an hour */
  REGISTRATIONS_PER_IP_PER_HOUR: whole(1, 1_000_000).default(5),
  // What anonymous checkouts may hold at once: pending vouchers and the copies they hold per e-mail and per phone, and
  // pending vouchers per IP (higher: many buyers share a mobile carrier's address).
  PENDING_ORDERS_PER_BUYER: whole(1, 1_000_000).default(2),
  HELD_COPIES_PER_BUYER: whole(1, 1_000_000).default(5),
  PENDING_ORDERS_PER_IP: whole(1, 1_000_000).default(20),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "debe ser fatal, error, warn, info, debug, trace o silent",
    })
    .default("info"),
  /** readable lines or JSON; unset: readable on a terminal, JSON otherwise (logger.ts) */
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: "debe ser pretty o json" }).optional(),
  // HTTP server limits (lib/http-server.ts): a slow or idle client cannot hold a connection for long.
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(5_000),
  MAX_CONNECTIONS: z.coerce
    .number("debe ser un número entero")
    .int("debe ser un número entero")
    .min(1, "debe ser al menos 1")
    .max(1_000_000)
    .default(1000),
  // One address may hold this many: a browser opens about six, so 50 leaves room for a household or an office behind
  // one address, while one client cannot take every connection. Behind a proxy every connection has the proxy's address.
  MAX_CONNECTIONS_PER_IP: z.coerce
    .number("debe ser un número entero")
    .int("debe ser un número entero")
    .min(1, "debe ser al menos 1")
    .max(1_000_000)
    .default(50),
});

/** Values that are safe to repeat in the error line (never a URL with credentials, a key or a password). */
const SHOWN_VALUES = new Set([
  "PORT",
  "HOST",
  "DATA_DIR",
  "BACKUP_DIR",
  "DATABASE_POOL_SIZE",
  "ADMIN_EMAIL",
  "ADMIN_PROMOTE_EXISTING",
  "OXXO_EXPIRES_AFTER_DAYS",
  "CLIENT_ORIGIN",
  "CLIENT_DIST_DIR",
  "PUBLIC_URL",
  "TRUST_PROXY",
  "SEED_DEMO",
  "RATE_LIMIT_MAX",
  "COMMENT_INTERVAL_SECONDS",
  "COMMENTS_PER_HOUR",
  "COMMENTS_PER_IP_PER_MINUTE",
  "COMMENTS_PER_IP_PER_HOUR",
  "REGISTRATIONS_PER_IP_PER_HOUR",
  "PENDING_ORDERS_PER_BUYER",
  "HELD_COPIES_PER_BUYER",
  "PENDING_ORDERS_PER_IP",
  "LOG_LEVEL",
  "LOG_FORMAT",
  "STRIPE_API_BASE",
  "HEADERS_TIMEOUT_MS",
  "REQUEST_TIMEOUT_MS",
  "KEEP_ALIVE_TIMEOUT_MS",
  "MAX_CONNECTIONS",
  "MAX_CONNECTIONS_PER_IP",
]);

export type Config = ReturnType<typeof loadConfig>;

/** Empty strings count as unset, like a commented-out line in .env. */
function cleanEnv(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(cleanEnv(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue.path.join(".");
    const shown = SHOWN_VALUES.has(name) ? ` (valor: "${String(env[name]).trim()}")` : "";
    throw new ConfigError(
      `Configuración inválida: ${name} ${issue.message}${shown}. Corrígelo en el entorno o en .env.`,
    );
  }
  const e = parsed.data;
  if (!!e.ADMIN_EMAIL !== !!e.ADMIN_PASSWORD) {
    throw new ConfigError("Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntos");
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError("Configuración inválida: HEADERS_TIMEOUT_MS no puede ser mayor que REQUEST_TIMEOUT_MS");
  }
  if (e.SMTP_URL && !e.MAIL_FROM)
    throw new ConfigError("Configuración inválida: SMTP_URL necesita MAIL_FROM (el remitente de los correos)");
  if (e.SMTP_URL && !e.PUBLIC_URL)
    throw new ConfigError(
      "Configuración inválida: SMTP_URL necesita PUBLIC_URL (los enlaces de los correos son absolutos)",
    );
  const dataDir = resolve(repoRoot, e.DATA_DIR);
  const distDir = e.CLIENT_DIST_DIR ? resolve(repoRoot, e.CLIENT_DIST_DIR) : undefined;
  if (distDir && !(existsSync(distDir) && statSync(distDir).isDirectory())) {
    throw new ConfigError(
      `Configuración inválida: CLIENT_DIST_DIR (${distDir}) no existe o no es una carpeta. Construye el sitio con npm run build o corrige la ruta.`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: join(dataDir, "uploads"),
    variantsDir: join(dataDir, "image-variants"),
    backupDir: e.BACKUP_DIR ? resolve(repoRoot, e.BACKUP_DIR) : join(dataDir, "backups"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL,
            password: e.ADMIN_PASSWORD,
            nombre: e.ADMIN_NAME,
            promoteExisting: e.ADMIN_PROMOTE_EXISTING,
          }
        : undefined,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    oxxoExpiresAfterDays: e.OXXO_EXPIRES_AFTER_DAYS,
    cloudinaryUrl: e.CLOUDINARY_URL,
    clientOrigin: e.CLIENT_ORIGIN,
    clientDistDir: distDir ?? clientDistDir,
    publicUrl: e.PUBLIC_URL,
    /** the origin links in e-mails start with: PUBLIC_URL, else this server on localhost (never the request's Host) */
    /** links the server writes (canonical, Open Graph, sitemap, e-mails, setup link); never the request's Host header */
    siteUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? "Autora Colimense <no-responder@localhost>" },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO,
    rateLimitMax: e.RATE_LIMIT_MAX,
    /** how fast one account may comment (books and photos counted together) */
    commentPace: {
      intervalSeconds: e.COMMENT_INTERVAL_SECONDS,
      perHour: e.COMMENTS_PER_HOUR,
      perIpPerMinute: e.COMMENTS_PER_IP_PER_MINUTE,
      perIpPerHour: e.COMMENTS_PER_IP_PER_HOUR,
    },
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    checkoutLimits: {
      ordersPerBuyer: e.PENDING_ORDERS_PER_BUYER,
      copiesPerBuyer: e.HELD_COPIES_PER_BUYER,
      ordersPerIp: e.PENDING_ORDERS_PER_IP,
    },
    logLevel: e.NODE_ENV === "test" ? ("silent" as const) : e.LOG_LEVEL,
    server: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    },
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** What Express accepts for "trust proxy" (anything else makes it throw when the app is built). */
function isTrustProxy(value: string): boolean {
  if (value === "true" || value === "false" || /^\d+$/.test(value)) return true;
  return value.split(",").every((part) => {
    const [address, prefix, ...rest] = part.trim().split("/");
    if (TRUST_PROXY_NAMES.has(address) && prefix === undefined) return true;
    const version = isIP(address);
    if (!version || rest.length) return false;
    if (prefix === undefined) return true;
    if (isIP(prefix) === 4) return version === 4;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  });
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Whether anything lives under DATA_DIR with this configuration (embedded database, local uploads, generated secret). */
export const usesDataDir = (config: Pick<Config, "databaseUrl" | "cloudinaryUrl">) =>
  !config.databaseUrl || !config.cloudinaryUrl;

/**
 * Stops the start with one line when DATA_DIR is not a folder this process can write to, or when it cannot be made
 * private to this user (see private-files.ts).
 */
export function checkDataDir(config: Pick<Config, "dataDir" | "databaseUrl" | "cloudinaryUrl">): void {
  if (!usesDataDir(config)) return;
  const probe = join(config.dataDir, `.prueba-de-escritura-${process.pid}`);
  try {
    makeFolder(config.dataDir);
    writeFileSync(probe, "ok");
    rmSync(probe, { force: true });
    makePrivate(config.dataDir);
  } catch (err) {
    if (err instanceof NotPrivateError && (err.cause as NodeJS.ErrnoException).code === "EPERM") {
      throw new ConfigError(
        `No se puede usar DATA_DIR (${config.dataDir}): ${err.path} es de otro usuario y otros usuarios podrían leer o cambiar sus datos. Haz dueño de DATA_DIR al usuario que inicia el servidor (chown -R) o elige otra carpeta en DATA_DIR.`,
      );
    }
    throw new ConfigError(
      `No se puede usar DATA_DIR (${config.dataDir}): ${describeFileError(err instanceof NotPrivateError ? err.cause : err)}. Elige otra carpeta en DATA_DIR.`,
    );
  }
}

/**
 * mkdir -p one level at a time: Node's recursive mkdir never returns for a folder that cannot be created inside an
 * existing one (e.g. under /proc), so DATA_DIR is created this way before anything else touches it.
 */
function makeFolder(path: string): void {
  if (existsSync(path)) return;
  if (dirname(path) !== path) makeFolder(dirname(path));
  mkdirSync(path);
}
