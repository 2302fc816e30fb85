// Brute-force guard for the login: after MAX_FAILURES wrong passwords for one account from one IP, that pair is
// locked for the window. Kept in process memory: a restart forgets it, which is acceptable for a single-server site.
import { HttpError } from "../../lib/errors.ts";

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
/** Above this many tracked pairs, expired entries are swept so the map cannot grow without bound. */
const SWEEP_ABOVE = 10_000;

interface Attempts {
  failures: number;
  expiresAt: number;
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;

export function createLoginLockout(now: () => number = Date.now) {
  const attempts = new Map<string, Attempts>();
  const keyOf = (email: string, ip: string | undefined) => `${email}\n${ip ?? ""}`;

  function current(key: string): Attempts | undefined {
    const entry = attempts.get(key);
    if (entry && entry.expiresAt <= now()) {
      attempts.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep() {
    const time = now();
    for (const [key, entry] of attempts) if (entry.expiresAt <= time) attempts.delete(key);
  }

  return {
    /** Throws 429 while the pair is locked. */
    assertAllowed(email: string, ip: string | undefined): void {
      if ((current(keyOf(email, ip))?.failures ?? 0) >= MAX_FAILURES) {
        throw new HttpError(429, "Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.");
      }
    },
    recordFailure(email: string, ip: string | undefined): void {
      const key = keyOf(email, ip);
      const entry = current(key) ?? { failures: 0, expiresAt: now() + WINDOW_MS };
      entry.failures += 1;
      // The lock itself lasts a full window from the failure that triggered it.
      if (entry.failures >= MAX_FAILURES) entry.expiresAt = now() + WINDOW_MS;
      attempts.set(key, entry);
      if (attempts.size > SWEEP_ABOVE) sweep();
    },
    recordSuccess(email: string, ip: string | undefined): void {
      attempts.delete(keyOf(email, ip));
    },
  };
}
