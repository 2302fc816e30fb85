// Per-IP request limits for the calls worth abusing (login, registration, newsletter, payment).
import { rateLimit } from "express-rate-limit";

const WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY = "Demasiadas solicitudes. Intenta de nuevo en unos minutos.";

export interface LimitOptions {
  /** count only the answers with these statuses (e.g. 409 "already registered"); default: every request */
  countOnly?: (status: number) => boolean;
  /** the 429's Spanish message */
  message?: string;
}

/** `max` requests per IP in 15 minutes (RATE_LIMIT_MAX); over it: 429 with a Spanish message. */
export function limitRequests(max: number, options: LimitOptions = {}) {
  const message = options.message ?? TOO_MANY;
  const { countOnly } = options;
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    ...(countOnly ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req, res) => !countOnly(res.statusCode) } : {}),
    message: { message, error: message },
  });
}
