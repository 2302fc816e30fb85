import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: undefined, redact: ["req.headers.authorization", "req.headers.cookie"] }, destination);
}

/** Query parameters whose value gives access to something (setup links, Stripe's return URL, tokens). */
const SECRET_PARAM = /token|secret|password|clave|key|signature|code/i;

/**
 * A request URL as it may be logged: the voucher page's reference (the only key to that page) and the values of
 * secret-looking query parameters become "[oculto]".
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(/^(\/api\/orders\/voucher\/)[^/]+/, "$1[oculto]");
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
