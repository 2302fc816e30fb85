// Per-IP request limits for the calls worth abusing (login, registration, newsletter, payment).
import { rateLimit } from "express-rate-limit";

const WINDOW_MS = 15 * 60 * 1000;

/** `max` requests per IP in 15 minutes (RATE_LIMIT_MAX); over it: 429 with a Spanish message. */
export function limitRequests(max: number) {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { message: "Demasiadas solicitudes. Intenta de nuevo en unos minutos.", error: "Demasiadas solicitudes. Intenta de nuevo en unos minutos." },
  });
}
