// The outbox's sender: every half second, and right after a message is queued in this process, it sends (or, without
// SMTP_URL, keeps) the due messages (lib/mail/outbox.ts: lease, SKIP LOCKED claiming, backoff). When the server
// stops it finishes the message in hand and gives the rest back; what is still queued is sent after the next start.
import { onMailQueued, sendDueMail } from "../lib/mail/outbox.ts";
import type { Job } from "./runner.ts";

export default {
  name: "send-mail",
  // how often it looks for due messages (retries, messages queued by other processes)
  everyMs: 500,
  trigger: onMailQueued,
  // the caller's transaction usually commits within this; if not, the next poll finds the message
  triggerDelayMs: 40,
  run: ({ mail, signal }) => sendDueMail(mail, signal),
} satisfies Job;
