// Every six hours (the first time a minute after the start), the outbox's finished messages older than
// MAIL_RETENTION_DAYS are deleted: sent, kept (no SMTP configured) or given up. The outbox is where every e-mail the
// site writes waits to be sent, so without this it grows for good (each order, comment notice and newsletter copy
// stays), and with it every backup. The author still sees the recent ones; a message still waiting to be sent is never
// deleted. A few thousand at a time, so no delete holds the table long.
import type { PrismaClient } from "../lib/db/client.ts";
import type { Job } from "./runner.ts";

/** how long a finished e-mail is kept in the outbox */
export const MAIL_RETENTION_DAYS = 90;
const BATCH = 2_000;
const FINISHED = ["sent", "kept", "failed"] as const;

/** Deletes the finished messages created before `before`; answers how many. Stops between batches when `signal` aborts. */
export async function purgeFinishedMail(prisma: PrismaClient, before: Date, signal?: AbortSignal): Promise<number> {
  let deleted = 0;
  while (!signal?.aborted) {
    const ids = await prisma.emailMessage.findMany({
      where: { status: { in: [...FINISHED] }, createdAt: { lt: before } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (!ids.length) break;
    deleted += (
      await prisma.emailMessage.deleteMany({
        where: { id: { in: ids.map((m) => m.id) }, status: { in: [...FINISHED] } },
      })
    ).count;
  }
  return deleted;
}

export default {
  name: "purge-sent-mail",
  everyMs: 6 * 60 * 60 * 1000,
  startDelayMs: 60_000,
  run: (ctx) =>
    purgeFinishedMail(
      ctx.prisma,
      new Date(ctx.now().getTime() - MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000),
      ctx.signal,
    ),
} satisfies Job;
