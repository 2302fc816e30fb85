// The numbers beside the admin menu's entries: paid orders waiting to be shipped, and the readers' comments and the
// contact messages that came in since the administrator last opened their pages (kept as two app settings).
import type { NavCounts, SeenSection } from "@autora/common/contract/dashboard.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import type { PrismaClient } from "../../lib/db/client.ts";

const DAY_MS = 86_400_000;
/** Before her first visit to a page, what came in during the last week counts as new. */
const FIRST_VISIT_WINDOW_MS = 7 * DAY_MS;

const seenKey = (section: SeenSection) => `admin_seen_${section}`;

async function seenAt(prisma: PrismaClient, section: SeenSection, now: Date): Promise<Date> {
  const row = await prisma.appSetting.findUnique({ where: { key: seenKey(section) } });
  const at = row ? new Date(row.value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date(now.getTime() - FIRST_VISIT_WINDOW_MS);
}

/** A comment by a reader (or by an account since deleted), not one the administrators wrote themselves. */
const byReaders = { OR: [{ usuarioId: null }, { usuario: { rol: { not: ROLE_ADMIN } } }] };

export async function navCounts(prisma: PrismaClient, now = new Date()): Promise<NavCounts> {
  const [commentsSince, messagesSince] = await Promise.all([
    seenAt(prisma, "comments", now),
    seenAt(prisma, "messages", now),
  ]);
  const newComment = { oculto: false, fecha: { gt: commentsSince }, ...byReaders };
  const [ordersToShip, bookComments, photoComments, newMessages] = await Promise.all([
    prisma.order.count({ where: { status: "paid" } }),
    prisma.bookComment.count({ where: newComment }),
    prisma.photoComment.count({ where: newComment }),
    prisma.contactMessage.count({ where: { createdAt: { gt: messagesSince } } }),
  ]);
  return { ordersToShip, newComments: bookComments + photoComments, newMessages };
}

/** She opened the section's page: what it holds now is no longer new. */
export async function markSeen(prisma: PrismaClient, section: SeenSection, now = new Date()): Promise<void> {
  const key = seenKey(section);
  const value = now.toISOString();
  await prisma.appSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
}
