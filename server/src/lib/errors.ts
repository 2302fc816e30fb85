// One error type and one error middleware for the whole API.
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { redactUrl } from "./logger.ts";

/** An error whose message is safe to show to the user (Spanish). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = "No encontrado") => new HttpError(404, message);

/** Unknown /api routes answer 404 in JSON instead of falling through to the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound("Ruta no encontrada"));

// PostgreSQL's codes for a server that is shutting down, restarting or ending sessions (57P01-57P03), a lost
// connection (08xxx), and the driver's and Prisma's for a database out of reach.
const DATABASE_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08006",
  "08001",
  "08003",
  "P1001",
  "P1017",
]);
/** SQLSTATE 53100 (disk_full) and the system's own codes for a full disk or quota. */
const DISK_FULL_CODES = new Set(["53100", "ENOSPC", "EDQUOT"]);

interface DriverError {
  code?: string;
  cause?: unknown;
  message?: string;
  /** Prisma's P2010 (a raw query failed) carries the database's code here */
  meta?: { code?: string };
}

/** Does the error, or one it wraps, carry one of `codes`? Raw queries (P2010) also say it in their message: "Code: `57P01`". */
function hasCode(err: unknown, codes: Set<string>, text?: RegExp): boolean {
  const e = err as DriverError;
  if (!e || typeof e !== "object") return false;
  if ((e.code && codes.has(e.code)) || (e.meta?.code && codes.has(e.meta.code))) return true;
  const quoted = /Code: `(\w+)`/.exec(e.message ?? "");
  if (quoted && codes.has(quoted[1])) return true;
  if (text?.test(e.message ?? "")) return true;
  return e.cause ? hasCode(e.cause, codes, text) : false;
}

/** True for errors that mean "the database does not answer" (they become 503). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return hasCode(
    err,
    DATABASE_DOWN_CODES,
    /connection (terminated|timeout)|Connection terminated|timeout exceeded when trying to connect|DatabaseNotReachable|Can't reach database server|connection error and is not queryable|terminating connection/i,
  );
}

/** True when the database could not write for lack of space (its disk or the data directory's is full). */
export function isDiskFull(err: unknown): boolean {
  return hasCode(err, DISK_FULL_CODES, /No space left on device|could not extend file/i);
}

export const DATABASE_DISK_FULL =
  "No queda espacio en el servidor para guardar los datos. Avisa a quien administra el sitio.";
export const DATABASE_UNAVAILABLE = "El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.";

/** How long a client, a cache or a crawler should wait before asking again for a page the outage kept from being made. */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;

/** The page a visitor gets while the database is down (with a 503 and Retry-After, so that nobody keeps it). */
export const OUTAGE_PAGE = `<!doctype html>
<html lang="es">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Autora Colimense: no disponible por un momento</title></head>
  <body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
    <h1>El sitio no está disponible en este momento</h1>
    <p>No pudimos cargar esta página. Intenta de nuevo en unos minutos.</p>
  </body>
</html>
`;

/** Translates known failures to a status and a Spanish message; anything else is a logged 500. */
export function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  const e = err as { type?: string; code?: string; name?: string; status?: number };
  if (e?.type === "entity.parse.failed") return new HttpError(400, "El cuerpo de la petición no es JSON válido");
  if (e?.type === "entity.too.large") return new HttpError(413, "El cuerpo de la petición es demasiado grande");
  if (e?.type === "charset.unsupported" || e?.type === "encoding.unsupported")
    return new HttpError(415, "Codificación no soportada");
  if (e?.name === "MulterError") {
    if (e.code === "LIMIT_FILE_SIZE") return new HttpError(413, "El archivo es demasiado grande");
    if (e.code === "LIMIT_UNEXPECTED_FILE") return new HttpError(400, "Campo de archivo inesperado");
    return new HttpError(400, "Archivo o formulario inválido");
  }
  if (e?.code === "P2025") return new HttpError(404, "No encontrado");
  if (e?.code === "P2002") return new HttpError(409, "Ya existe un registro con esos datos");
  if (e?.code === "P2003") return new HttpError(409, "El registro está relacionado con otros datos");
  if (isDiskFull(err)) return new HttpError(507, DATABASE_DISK_FULL);
  if (isDatabaseUnavailable(err)) return new HttpError(503, DATABASE_UNAVAILABLE);
  // every pooled connection stayed busy longer than maxWait: overload, worth retrying (Stripe retries its webhooks)
  if (e?.code === "P2024" || e?.code === "P2028")
    return new HttpError(503, "El servicio está ocupado. Intenta de nuevo en unos segundos.");
  if (e?.status === 404) return notFound();
  if (typeof e?.status === "number" && e.status >= 400 && e.status < 500)
    return new HttpError(e.status, "Petición inválida");
  return undefined;
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = toHttpError(err);
    if (!known || known.status >= 500)
      log.error({ err, method: req.method, url: redactUrl(req.originalUrl) }, "request failed");
    const status = known?.status ?? 500;
    const message = known?.message ?? "Error interno";
    if (res.headersSent) return res.end();
    // `error` repeats the message for the checkout page, which reads that field (as the original client did).
    res.status(status).json({ message, error: message });
  };
}
