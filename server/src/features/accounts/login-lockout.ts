// Brute-force guard for the login. Every attempt is counted before the password is checked, in one atomic statement
// in the database (lib/rate-limit.ts), so parallel attempts in any number of server processes on one database never
// get more checks than the limits allow, and a restart forgets nothing. Two counts:
// - per account and client address (an IPv6 client by its /64, the network one subscriber gets): MAX_TRIES attempts in
//   the window, then that pair is refused for a full window; signing in clears it.
// - per account, across addresses: past ACCOUNT_TRIES attempts in the window, the account takes one attempt per
//   PACE_MS from addresses it has never signed in from. Guessing from many networks is slowed to that pace, while the
//   owner is not locked out: from an address she signed in from in the last KNOWN_FOR_MS only her own pair's limit
//   applies, and from a new one she gets in by trying again a few seconds later (or by resetting the password).
//   Signing in clears the count.
import { HttpError } from "../../lib/errors.ts";
import { clientAddress, type SharedCounters } from "../../lib/rate-limit.ts";

const MAX_TRIES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_TRIES = 20;
const PACE_MS = 10 * 1000;
const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** an IPv6 subscriber is given a /64 at least: rotating addresses inside it is free */
const IPV6_PREFIX = 64;

export type LoginLockout = ReturnType<typeof createLoginLockout>;

export function createLoginLockout(counters: SharedCounters) {
  const account = (email: string) => email.toLowerCase();
  const pairKey = (email: string, ip: string | undefined) =>
    `login:${account(email)}\n${clientAddress(ip, IPV6_PREFIX)}`;
  const accountKey = (email: string) => `login-cuenta:${account(email)}`;
  const paceKey = (email: string) => `login-cuenta-pausa:${account(email)}`;
  const knownKey = (email: string, ip: string | undefined) =>
    `login-conocida:${account(email)}\n${clientAddress(ip, IPV6_PREFIX)}`;
  /** past the account's tries, an address it never signed in from waits its turn */
  const mustWait = async (email: string, ip: string | undefined) =>
    !(await counters.get(knownKey(email, ip))) && (await counters.hit(paceKey(email), PACE_MS)).hits > 1;

  return {
    /** Counts this attempt; throws 429 (and checks no password) when it is beyond the limits. */
    async countAttempt(email: string, ip: string | undefined): Promise<void> {
      // The attempt that reaches MAX_TRIES restarts the window: the lock lasts a full window from it.
      const pair = await counters.hit(pairKey(email, ip), WINDOW_MS, MAX_TRIES);
      if (pair.hits > MAX_TRIES)
        throw new HttpError(429, "Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.");
      const tries = await counters.hit(accountKey(email), WINDOW_MS);
      if (tries.hits > ACCOUNT_TRIES && (await mustWait(email, ip))) {
        // refused unchecked: the attempt takes nothing from the owner's own tries
        await counters.decrement(pairKey(email, ip));
        await counters.decrement(accountKey(email));
        throw new HttpError(
          429,
          "Hubo muchos intentos fallidos con esta cuenta. Espera unos segundos e intenta de nuevo.",
        );
      }
    },
    async recordSuccess(email: string, ip: string | undefined): Promise<void> {
      await counters.reset(pairKey(email, ip));
      await counters.reset(accountKey(email));
      await counters.hit(knownKey(email, ip), KNOWN_FOR_MS);
    },
  };
}
