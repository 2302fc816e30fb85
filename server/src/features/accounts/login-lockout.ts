// Brute-force guard for the login: after MAX_FAILURES wrong passwords for one account from one IP, that pair is
// locked for the window. The failures are counted in the database (lib/rate-limit.ts), so every server process on
// one database sees the same count and a restart forgets nothing.
import { HttpError } from "../../lib/errors.ts";
import type { SharedCounters } from "../../lib/rate-limit.ts";

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

export type LoginLockout = ReturnType<typeof createLoginLockout>;

export function createLoginLockout(counters: SharedCounters) {
  const keyOf = (email: string, ip: string | undefined) => `login:${email.toLowerCase()}\n${ip ?? ""}`;

  return {
    /** Throws 429 while the pair is locked. */
    async assertAllowed(email: string, ip: string | undefined): Promise<void> {
      if (((await counters.get(keyOf(email, ip)))?.hits ?? 0) >= MAX_FAILURES) {
        throw new HttpError(429, "Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.");
      }
    },
    /** Failures count within a window from the first one; the lock lasts a full window from the failure that set it. */
    async recordFailure(email: string, ip: string | undefined): Promise<void> {
      await counters.hit(keyOf(email, ip), WINDOW_MS, MAX_FAILURES);
    },
    async recordSuccess(email: string, ip: string | undefined): Promise<void> {
      await counters.reset(keyOf(email, ip));
    },
  };
}
