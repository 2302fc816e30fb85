// Double opt-in newsletter: a signup is stored as pending and mailed a confirmation link; only confirmed
// addresses receive newsletters, each with a visible unsubscribe link and one-click unsubscribe headers (RFC 8058).
// The two links carry different tokens: the confirmation token is single-use, expires and is stored hashed; the
// unsubscribe token lasts as long as the subscription. So an old confirmation mail cannot subscribe again an address
// that left.
import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../../context.ts";
import { toCsv } from "../../lib/csv.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { enqueueMail, type OutgoingMail } from "../../lib/mail/outbox.ts";
import { newsletterConfirmMail, newsletterMail } from "./newsletter.mails.ts";
import { authorTextToEmail } from "@autora/common/author-text.ts";
import {
  CONFIRM_LINK_USED_UP,
  INVALID_NEWSLETTER_LINK,
  type NewsletterDraft,
  type NewsletterRow,
  type SubscriberRow,
} from "@autora/common/contract/newsletter.ts";

type Ctx = Pick<AppContext, "prisma" | "config">;

/** A pending address gets at most one confirmation e-mail per 10 minutes, however often it is submitted. */
const RESEND_AFTER_MS = 10 * 60 * 1000;
/** How long a confirmation link works. */
const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const newToken = () => randomBytes(24).toString("base64url");
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Same outcome for the caller whatever the address's state: nobody learns who is subscribed. */
export async function subscribe({ prisma, config }: Ctx, email: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // Inserting first (or finding the row) under the unique index makes simultaneous signups safe.
    await tx.subscriber.createMany({
      data: [{ email, token: newToken(), createdAt: new Date() }],
      skipDuplicates: true,
    });
    const [row] = await tx.$queryRaw<
      { id: number; status: string; token: string | null; confirmationSentAt: Date | null }[]
    >`
      SELECT "id", "status"::text AS "status", "token", "confirmationSentAt" FROM "Subscriber" WHERE "email" = ${email} FOR UPDATE`;
    if (!row || row.status === "confirmed") return;
    if (row.confirmationSentAt && Date.now() - row.confirmationSentAt.getTime() < RESEND_AFTER_MS) return;
    // A fresh confirmation token each time: the newest mail's link is the one that works.
    const confirmToken = newToken();
    await tx.subscriber.update({
      where: { id: row.id },
      data: {
        status: "pending",
        token: row.token ?? newToken(),
        confirmTokenHash: sha256(confirmToken),
        confirmTokenExpiresAt: new Date(Date.now() + CONFIRM_LIFETIME_MS),
        confirmationSentAt: new Date(),
      },
    });
    const link = `${config.siteUrl}/newsletter/confirm?token=${confirmToken}`;
    await enqueueMail(tx, {
      kind: "newsletter_confirm",
      to: email,
      ...newsletterConfirmMail(config.siteUrl, { link }),
    });
  });
}

/** Confirms a pending address and uses the token up, in one statement: two clicks cannot both confirm. */
export async function confirmSubscription({ prisma }: Ctx, token: string): Promise<void> {
  const confirmed = await prisma.subscriber.updateMany({
    where: { confirmTokenHash: sha256(token), confirmTokenExpiresAt: { gt: new Date() }, status: "pending" },
    data: {
      status: "confirmed",
      confirmedAt: new Date(),
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    },
  });
  if (confirmed.count === 0) throw new HttpError(400, CONFIRM_LINK_USED_UP);
}

/** Leaving also ends any confirmation link still unused: only a new signup (and its new mail) subscribes again. */
export async function unsubscribe({ prisma }: Ctx, token: string): Promise<void> {
  const row = await prisma.subscriber.findUnique({ where: { token }, select: { id: true, status: true } });
  if (!row) throw new HttpError(400, INVALID_NEWSLETTER_LINK);
  if (row.status !== "unsubscribed") {
    await prisma.subscriber.update({
      where: { id: row.id },
      data: { status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null },
    });
  }
}

export async function listSubscribers({ prisma }: Ctx): Promise<SubscriberRow[]> {
  const rows = await prisma.subscriber.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, email: true, status: true, createdAt: true, confirmedAt: true, unsubscribedAt: true },
  });
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
  }));
}

export async function subscribersCsv(ctx: Ctx): Promise<string> {
  const rows = await listSubscribers(ctx);
  return toCsv([
    ["correo", "estado", "alta", "confirmacion", "baja"],
    ...rows.map((r) => [r.email, r.status, r.createdAt, r.confirmedAt ?? "", r.unsubscribedAt ?? ""]),
  ]);
}

function newsletterFor(
  siteUrl: string,
  draft: NewsletterDraft,
  to: string,
  token: string | null,
  kind: "newsletter" | "newsletter_test",
): OutgoingMail {
  // The test copy has a harmless link to the unsubscribe page, without a token.
  const unsubscribeUrl = token
    ? `${siteUrl}/newsletter/unsubscribe?token=${token}`
    : `${siteUrl}/newsletter/unsubscribe`;
  const body = authorTextToEmail(draft.body, siteUrl);
  const rendered = newsletterMail(siteUrl, { title: draft.title, html: body.html, text: body.text, unsubscribeUrl });
  const headers = token
    ? {
        "List-Unsubscribe": `<${siteUrl}/api/newsletter/unsubscribe/${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }
    : undefined;
  return { kind, to, ...rendered, headers };
}

const toRow = (n: {
  id: number;
  title: string;
  testSentAt: Date;
  sentAt: Date | null;
  recipients: number;
}): NewsletterRow => ({
  id: n.id,
  title: n.title,
  testSentAt: n.testSentAt.toISOString(),
  sentAt: n.sentAt?.toISOString() ?? null,
  recipients: n.recipients,
});

/** Stores the draft and mails its test copy to the author who wrote it; the real send needs this row. */
export async function createNewsletterWithTest(
  { prisma, config }: Ctx,
  draft: NewsletterDraft,
  authorEmail: string,
): Promise<NewsletterRow> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.newsletter.create({
      data: { title: draft.title, body: draft.body, testSentAt: new Date(), createdAt: new Date() },
    });
    await enqueueMail(tx, newsletterFor(config.siteUrl, draft, authorEmail, null, "newsletter_test"));
    return toRow(row);
  });
}

export async function listNewsletters({ prisma }: Ctx): Promise<NewsletterRow[]> {
  return (await prisma.newsletter.findMany({ orderBy: { id: "desc" }, take: 50 })).map(toRow);
}

/** Queues one message per confirmed subscriber, once: a second send of the same newsletter is refused. */
export async function sendNewsletter({ prisma, config }: Ctx, id: number): Promise<NewsletterRow> {
  return prisma.$transaction(
    async (tx) => {
      const newsletter = await tx.newsletter.findUnique({ where: { id } });
      if (!newsletter) throw notFound("Boletín no encontrado");
      const subscribers = await tx.subscriber.findMany({
        where: { status: "confirmed", token: { not: null } },
        select: { email: true, token: true },
        orderBy: { id: "asc" },
      });
      const claimed = await tx.newsletter.updateMany({
        where: { id, sentAt: null },
        data: { sentAt: new Date(), recipients: subscribers.length },
      });
      if (claimed.count === 0) throw new HttpError(409, "Este boletín ya se envió");
      await enqueueMail(
        tx,
        ...subscribers.map((s) => newsletterFor(config.siteUrl, newsletter, s.email, s.token, "newsletter")),
      );
      return toRow({ ...newsletter, sentAt: new Date(), recipients: subscribers.length });
    },
    { timeout: 60_000 },
  );
}
