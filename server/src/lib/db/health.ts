// Does the database answer? One trivial query, given up after a few seconds: a database that does not answer at all
// (a dropped network) must not hold the question for the driver's own, longer timeouts.
import type { PrismaClient } from "./client.ts";

export const DATABASE_CHECK_TIMEOUT_MS = 3_000;

export async function databaseAnswers(prisma: PrismaClient, timeoutMs = DATABASE_CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([prisma.$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
