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
  z.strictObject({
    kind: z.literal("lowStock"),
    bookId: z.number().int().positive(),
    name: z.string(),
    stock: z.number().int().min(0),
  }),
  /** little free space on the disk that holds DATA_DIR */
  z.strictObject({
    kind: z.literal("lowDisk"),
    freeBytes: z.number().int().min(0),
    totalBytes: z.number().int().min(0),
  }),
  /** the last automatic or manual backup failed */
  z.strictObject({ kind: z.literal("backupFailed"), error: z.string() }),
  /** the newest backup is more than two days old */
  z.strictObject({ kind: z.literal("backupStale"), newestAt: z.string() }),
  /** no mail server is set (SMTP_URL): mails are kept in Correos, none reaches anybody */
  z.strictObject({ kind: z.literal("mailNotConfigured") }),
]);

export const attentionSchema = z.strictObject({ items: z.array(attentionItemSchema) });

export type AttentionItem = z.infer<typeof attentionItemSchema>;
export type Attention = z.infer<typeof attentionSchema>;

/**
 * GET /api/dashboard/nav-counts: the numbers the admin menu shows beside its entries. ordersToShip: paid orders not
 * yet shipped. newComments: readers' comments (not hidden) since she last opened Comentarios; newMessages: contact
 * messages since she last opened Mensajes (the last 7 days before her first visit).
 */
export const navCountsSchema = z.strictObject({
  ordersToShip: z.number().int().min(0),
  newComments: z.number().int().min(0),
  newMessages: z.number().int().min(0),
});
export type NavCounts = z.infer<typeof navCountsSchema>;

/** The admin pages whose entries count what is new since her last visit. */
export const SEEN_SECTIONS = ["comments", "messages"] as const;
export type SeenSection = (typeof SEEN_SECTIONS)[number];

/** POST /api/dashboard/seen: she has just opened Comentarios or Mensajes, so what they held is no longer new. */
export const seenSchema = z.strictObject({ section: z.enum(SEEN_SECTIONS, { error: "La sección no es válida" }) });
