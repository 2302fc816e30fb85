// The durable outbox. A message is a row written in the same transaction as what causes it; the send-mail job
// (jobs/send-mail.ts) calls sendDueMail, which claims due rows (FOR UPDATE SKIP LOCKED plus a lease, so two processes
// on one database never take the same row), sends them through SMTP, and retries failures with exponential backoff.
// Without SMTP_URL each message is kept ("kept") for the admin area's "Correos" page instead of being sent.
import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import type nodemailer from "nodemailer";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createSharedCounters } from "../rate-limit.ts";
import type { Rendered } from "./layout.ts";
import { mailbox } from "./mailbox.ts";

/** What the kinds mean (shown in the admin area). */
export const MAIL_KINDS = {
  order_received: "Pedido recibido (ficha OXXO)",
  payment_received: "Pago recibido",
  order_shipped: "Pedido enviado",
  order_shipping_corrected: "Datos de envío corregidos",
  voucher_expired: "Ficha vencida",
  order_canceled: "Pedido cancelado",
  order_to_ship: "Pedido pagado por enviar",
  password_reset: "Restablecer contraseña",
  newsletter_confirm: "Confirmar suscripción",
  newsletter: "Boletín",
  newsletter_test: "Boletín (prueba)",
  contact_message: "Mensaje de contacto",
  mail_test: "Correo de prueba",
} as const;
export type MailKind = keyof typeof MAIL_KINDS;

export interface OutgoingMail extends Rendered {
  kind: MailKind;
  to: string;
  headers?: Record<string, string>;
}

type Db = Prisma.TransactionClient | PrismaClient;

/** Tells this process's send-mail job that something was queued, so it looks soon instead of at its next poll. */
const queuedSignal = new EventEmitter().setMaxListeners(50);

/** Calls `listener` whenever a message is queued (its transaction may still be committing); answers the unsubscribe. */
export function onMailQueued(listener: () => void): () => void {
  queuedSignal.on("queued", listener);
  return () => void queuedSignal.off("queued", listener);
}

/**
 * The kinds anyone can make the shop send to an address they type (a checkout, a password reset, a newsletter signup).
 * Together they count against the mailbox (its "+tag" and Gmail dots removed: mailbox.ts), so no stranger floods an
 * inbox by mixing kinds or spellings. The others follow a payment, the author's own action or a confirmed subscription.
 */
const UNSOLICITED_KINDS: ReadonlySet<MailKind> = new Set(["order_received", "password_reset", "newsletter_confirm"]);
export const UNSOLICITED_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Whether the mailbox may get one more unsolicited mail this hour (counted in the caller's transaction). */
async function mayMail(tx: Db, to: string): Promise<boolean> {
  const { hits } = await createSharedCounters(tx).hit(`correo-buzon:${mailbox(to)}`, HOUR_MS);
  return hits <= UNSOLICITED_MAILS_PER_HOUR;
}

/**
 * Queues messages inside the caller's transaction: they exist exactly when what caused them was committed. An
 * unsolicited mail past its mailbox's hourly limit is dropped (what caused it still stands).
 */
export async function enqueueMail(tx: Db, ...queued: OutgoingMail[]): Promise<void> {
  const mails: OutgoingMail[] = [];
  for (const mail of queued) if (!UNSOLICITED_KINDS.has(mail.kind) || (await mayMail(tx, mail.to))) mails.push(mail);
  if (!mails.length) return;
  await tx.emailMessage.createMany({
    data: mails.map((m) => ({
      nextAttemptAt: new Date(),
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      html: m.html,
      text: m.text,
      headers: m.headers ?? undefined,
    })),
  });
  queuedSignal.emit("queued");
}

export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL, pooled so a newsletter reuses its connections; short timeouts so an outage fails fast. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  // loaded only when SMTP_URL is set (without it nothing is sent)
  const mailer = createRequire(import.meta.url)("nodemailer") as typeof nodemailer;
  const transporter = mailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export interface MailSenderOptions {
  prisma: PrismaClient;
  log: Logger;
  from: string;
  /** undefined: no SMTP_URL, messages are kept for the admin area */
  transport?: MailTransport;
  /** first retry delay; doubles on every failure up to an hour */
  retryBaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
}

const LEASE_SECONDS = 120;
/** messages sent at the same time (over the transport's pooled connections) */
const GROUP = 10;
const MAX_DELAY_MS = 60 * 60 * 1000;

interface ClaimedRow {
  id: number;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * Sends (or keeps) what is due, a batch at a time, until nothing due is left. When `signal` aborts (the server stops),
 * the group in hand is finished and what was claimed but not tried is given back, so the next start sends it at once.
 * A database that does not answer makes it throw; the job runs it again at its next poll.
 */
export async function sendDueMail(options: MailSenderOptions, signal: AbortSignal): Promise<void> {
  const { prisma, log, transport } = options;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 15;
  const batchSize = options.batchSize ?? 25;

  // One statement: the inner SELECT skips rows another worker holds, the UPDATE leases the rest. Prisma stores
  // DateTime as UTC in "timestamp without time zone", hence now() AT TIME ZONE 'UTC'.
  const claim = () =>
    prisma.$queryRaw<ClaimedRow[]>`
      UPDATE "EmailMessage" SET "lockedUntil" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${LEASE_SECONDS}), "attempts" = "attempts" + 1
      WHERE "id" IN (
        SELECT "id" FROM "EmailMessage"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC') AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))
        ORDER BY "id" LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING "id", "kind", "to", "subject", "html", "text", "headers", "attempts"`;

  /** Sends (or keeps) one message; true when it left, false when it failed and was rescheduled. */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    if (!transport) {
      log.info(
        { id: row.id, to: row.to, subject: row.subject },
        "correo guardado sin enviar (sin SMTP_URL): véalo en Administración → Correos",
      );
      return true;
    }
    try {
      await transport.send({
        from: options.from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers ?? undefined,
      });
      return true;
    } catch (err) {
      const failed = row.attempts >= maxAttempts;
      const delay = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_DELAY_MS);
      await prisma.emailMessage.update({
        where: { id: row.id },
        data: {
          status: failed ? "failed" : "pending",
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + delay),
          lastError: String((err as Error).message).slice(0, 500),
        },
      });
      log.warn(
        { id: row.id, attempts: row.attempts, retryInMs: failed ? null : delay, err: (err as Error).message },
        failed ? "correo abandonado" : "correo no enviado; se reintentará",
      );
      return false;
    }
  }

  /** One statement per group for the messages that left. */
  async function markDone(rows: ClaimedRow[]): Promise<void> {
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    if (!transport) {
      await prisma.emailMessage.updateMany({ where: { id: { in: ids } }, data: { status: "kept", lockedUntil: null } });
      return;
    }
    await prisma.emailMessage.updateMany({
      where: { id: { in: ids } },
      data: { status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null },
    });
    // A reset link must not stay readable in the admin area once it reached its owner.
    const resets = rows.filter((row) => row.kind === "password_reset").map((row) => row.id);
    if (resets.length) {
      await prisma.emailMessage.updateMany({
        where: { id: { in: resets } },
        data: { html: "<p>(Contenido borrado tras el envío.)</p>", text: "(Contenido borrado tras el envío.)" },
      });
    }
  }

  let full: boolean;
  do {
    const rows = await claim();
    // A few at a time over the pooled connections.
    let i = 0;
    for (; i < rows.length && !signal.aborted; i += GROUP) {
      const group = rows.slice(i, i + GROUP);
      const left = await Promise.all(
        group.map((row) => deliver(row).catch((err) => (log.error({ err, id: row.id }, "cola de correo"), false))),
      );
      await markDone(group.filter((_, k) => left[k])).catch((err) =>
        log.error({ err }, "cola de correo: no se pudo marcar como enviado"),
      );
    }
    // Stopping: hand back what was claimed but not tried, so the next start sends it at once.
    const untried = rows.slice(i).map((row) => row.id);
    if (untried.length) {
      await prisma.emailMessage
        .updateMany({ where: { id: { in: untried } }, data: { lockedUntil: null, attempts: { decrement: 1 } } })
        .catch(() => {});
    }
    full = rows.length === batchSize;
  } while (full && !signal.aborted);
}
