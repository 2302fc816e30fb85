// The outbox's sender: every half second, and right after a message is queued in this process, it sends (or, without
// SMTP_URL, keeps) the due messages (lib/mail/outbox.ts: lease, SKIP LOCKED claiming, backoff). When the server
// stops it finishes the message in hand and gives the rest back; what is still queued is sent after the next start.
import { onMailQueued, sendDueMail, type MailSenderOptions } from "../lib/mail/outbox.ts";
import type { Job } from "./runner.ts";

/** the caller's transaction usually commits within this; if not, the next poll finds the message */
const AFTER_COMMIT_MS = 40;

export interface SendMailOptions extends MailSenderOptions {
  /** how often it looks for due messages (retries, messages queued by other processes) */
  pollMs?: number;
}

export function sendMailJob(options: SendMailOptions): Job {
  if (!options.transport) options.log.info("SMTP_URL no configurado: los correos no se envían, se guardan en Administración → Correos");
  return {
    config: { name: "send-mail", everyMs: options.pollMs ?? 500, trigger: onMailQueued, triggerDelayMs: AFTER_COMMIT_MS },
    handler: (signal) => sendDueMail(options, signal),
    close: () => options.transport?.close(),
  };
}
