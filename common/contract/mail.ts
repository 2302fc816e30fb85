// The admin area's "Correos": the outbox as the API lists it (GET /api/mail/messages, /api/mail/messages/{id}).
export type MailStatus = "pending" | "sent" | "kept" | "failed";

export interface MailSummary {
  id: number;
  kind: string;
  kindText: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailMessage extends MailSummary {
  html: string;
  text: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers: unknown;
}

export interface MailPage {
  items: MailSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** POST /api/mail/test: a test mail queued to the signed-in administrator's own address. */
export interface TestMailAnswer {
  to: string;
}
