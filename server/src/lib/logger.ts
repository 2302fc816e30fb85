import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: undefined, redact: ["req.headers.authorization", "req.headers.cookie"] }, destination);
}

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
