import { pino, type DestinationStream, type Logger } from "pino";
import { repoRoot } from "./paths.ts";

export type { Logger };

/** How log records are written: one readable line each for a person at a terminal, or one JSON object each for machines. */
export const LOG_FORMATS = ["pretty", "json"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * LOG_FORMAT when it is set (config.ts refuses any other value before the logger exists); otherwise readable lines
 * when standard output is a terminal and JSON when it goes to a file, a pipe or a log collector.
 */
export function logFormatOf(
  env: NodeJS.ProcessEnv = process.env,
  isTerminal = process.stdout.isTTY === true,
): LogFormat {
  const chosen = env.LOG_FORMAT?.trim();
  if (chosen === "pretty" || chosen === "json") return chosen;
  return isTerminal ? "pretty" : "json";
}

interface LoggerOutput {
  format?: LogFormat;
  /** where the lines go; standard output when left out */
  destination?: DestinationStream;
}

/**
 * The logger. Both formats are made from the same JSON record, after redaction and the request serializers, so what
 * is hidden in one is hidden in the other.
 */
export function createLogger(
  level: string,
  { format = logFormatOf(), destination = standardOutput(format) }: LoggerOutput = {},
): Logger {
  const output =
    format === "json" ? destination : { write: (record: string) => destination.write(`${prettyLine(record)}\n`) };
  return pino({ level, base: undefined, redact: ["req.headers.authorization", "req.headers.cookie"] }, output);
}

/**
 * Standard output: buffered for JSON (pino's default, fastest under load); written at once for a person reading, so
 * the lines keep their order with what the server prints directly (its address, the setup link).
 */
const standardOutput = (format: LogFormat) =>
  pino.destination({ dest: process.stdout.fd ?? 1, sync: format === "pretty" });

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Fields every record has, or that the line shows in a place of its own. */
const SHOWN_APART = new Set(["level", "time", "msg", "pid", "hostname", "err", "req", "res", "responseTime"]);

interface SerializedError {
  type?: string;
  message?: string;
  stack?: string;
}

/**
 * One pino JSON record as one line: the local time, the level and the message, then the other fields in parentheses,
 * e.g. `12:03:04 INFO  listo en http://localhost:3000 (120 ms, database=embebida (PGlite))`. A request reads
 * `GET /urdimbre 200 12 ms`; an error adds its type, message and the frame it was thrown from (the whole stack is in
 * LOG_FORMAT=json).
 */
export function prettyLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return oneLine(json);
  }
  const time = new Date(Number(record.time));
  const clock = [time.getHours(), time.getMinutes(), time.getSeconds()]
    .map((n) => String(n).padStart(2, "0"))
    .join(":");
  const level = (LEVELS[Number(record.level)] ?? String(record.level)).padEnd(5);
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { status?: number } | undefined;
  const message =
    req?.method && res ? `${req.method} ${req.url} ${res.status} ${record.responseTime} ms` : String(record.msg ?? "");
  const fields = Object.entries(record)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
    .map(([key, value]) =>
      key === "ms" ? `${value} ms` : `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`,
    );
  let line = `${clock} ${level} ${message}`;
  if (fields.length) line += ` (${fields.join(", ")})`;
  if (record.err !== undefined) line += `: ${describeError(record.err)}`;
  return oneLine(line);
}

function describeError(err: unknown): string {
  if (typeof err !== "object" || err === null) return String(err);
  const { type, message, stack } = err as SerializedError;
  const frame = stack
    ?.split("\n")
    .find((l) => /^\s+at /.test(l))
    ?.trim()
    .replaceAll(`file://${repoRoot}`, "")
    .replaceAll(repoRoot, "");
  return `${type ?? "Error"}: ${message ?? ""}${frame ? ` (${frame})` : ""}`;
}

/** A record never spreads over several lines, whatever its message holds. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ").trim();

/** Query parameters whose value gives access to something (setup links, Stripe's return URL, tokens). */
const SECRET_PARAM = /token|secret|password|clave|key|signature|code/i;

/**
 * A path segment that is a key rather than a name: 20 or more letters, digits, "-" or "_" (a voucher's 24-digit
 * reference, a link's random token), unless it is lowercase words joined by hyphens, as the site's own paths are
 * ("restablecer-contrasena"). Ids have at most 10 digits; file names have a dot.
 */
const isSecretSegment = (segment: string) => /^[\w-]{20,}$/.test(segment) && !/^[a-z]+(-[a-z]+)+$/.test(segment);

/**
 * A request URL as it may be logged: key-like path segments (isSecretSegment) and the values of secret-looking
 * query parameters become "[oculto]".
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const safePath = path
    .split("/")
    .map((segment) => (isSecretSegment(decodeURIComponentSafe(segment)) ? "[oculto]" : segment))
    .join("/");
  if (query === undefined) return safePath;
  const params = query.split("&").map((pair) => {
    const [name, value] = pair.split(/=(.*)/s, 2);
    return value !== undefined && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=[oculto]` : pair;
  });
  return `${safePath}?${params.join("&")}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
