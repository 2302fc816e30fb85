// Request limits for the calls worth abusing: per IP (login, registration, newsletter, payment, order lookup) or per
// signed-in account (comments, favourites: mount after auth.requireUser).
import { rateLimit } from "express-rate-limit";

const WINDOW_MS = 15 * 60 * 1000;

export interface LimitOptions {
  /** "account": counted per signed-in user (req.user, set by requireUser) instead of per IP */
  per?: "ip" | "account";
}

/** `max` requests per IP (or per account) in 15 minutes; over it: 429 with a Spanish message. */
export function limitRequests(max: number, options: LimitOptions = {}) {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    ...(options.per === "account" && { keyGenerator: (req) => `usuario:${req.user?.id ?? "?"}` }),
    message: { message: "Demasiadas solicitudes. Intenta de nuevo en unos minutos.", error: "Demasiadas solicitudes. Intenta de nuevo en unos minutos." },
  });
}
