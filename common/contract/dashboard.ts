// What needs the administrator on her dashboard (GET /api/dashboard/attention): each thing is listed only while it
// holds. The server sends facts (kinds and numbers); the dashboard writes them in Spanish and links where she acts.
import { z } from "zod";

const count = z.number().int().positive();

export const attentionItemSchema = z.discriminatedUnion("kind", [
  /** mails the outbox gave up on */
  z.strictObject({ kind: z.literal("failedMail"), count }),
  /** pending vouchers that expire within the next 24 hours */
  z.strictObject({ kind: z.literal("expiringVouchers"), count }),
  /** a book with a stock limit and few (or no) copies left */
  z.strictObject({ kind: z.literal("lowStock"), bookId: z.number().int().positive(), name: z.string(), stock: z.number().int().min(0) }),
  /** little free space on the disk that holds DATA_DIR */
  z.strictObject({ kind: z.literal("lowDisk"), freeBytes: z.number().int().min(0), totalBytes: z.number().int().min(0) }),
  /** the last automatic or manual backup failed */
  z.strictObject({ kind: z.literal("backupFailed"), error: z.string() }),
  /** the newest backup is more than two days old */
  z.strictObject({ kind: z.literal("backupStale"), newestAt: z.string() }),
]);

export const attentionSchema = z.strictObject({ items: z.array(attentionItemSchema) });

export type AttentionItem = z.infer<typeof attentionItemSchema>;
export type Attention = z.infer<typeof attentionSchema>;
