import type { PrismaClient } from "../../lib/db/client.ts";

/** true for a new subscriber, false when the address was already on the list. */
export async function subscribe(prisma: PrismaClient, email: string): Promise<boolean> {
  // skipDuplicates: a repeated or simultaneous signup is not an error.
  const { count } = await prisma.subscriber.createMany({ data: [{ email }], skipDuplicates: true });
  return count === 1;
}
