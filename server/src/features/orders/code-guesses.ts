// Discount codes must not be guessable by trying many: every attempt with a code counts against the client address
// (quote and checkout together, in the shared counters, so every server process counts the same), and a code that
// exists takes its count back. Past the limit every attempt gets the same 429, existing code or not, so the 429 tells
// nothing either.
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { createSharedCounters } from "../../lib/rate-limit.ts";

/** Unknown codes a client address may try per hour. */
export const CODE_GUESSES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
export const TOO_MANY_GUESSES =
  "Demasiados intentos con códigos de descuento desde tu conexión. Intenta de nuevo en una hora.";

export async function guardCodeGuesses(prisma: PrismaClient, ip: string, code: string): Promise<void> {
  const counters = createSharedCounters(prisma);
  const key = `codigo-descuento:${ip}`;
  const { hits } = await counters.hit(key, HOUR_MS);
  if (hits > CODE_GUESSES_PER_HOUR) throw new HttpError(429, TOO_MANY_GUESSES);
  if (await prisma.discountCode.findUnique({ where: { code }, select: { id: true } })) await counters.decrement(key);
}
