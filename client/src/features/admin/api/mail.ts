import { api } from "../../../lib/api-client";

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
}

export interface MailPage {
  items: MailSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/mail/messages?page= (50 per page, newest first) */
export async function getMessages(page: number): Promise<MailPage> {
  const { data } = await api.get<MailPage>("/mail/messages", { params: { page } });
  return data;
}

/** GET /api/mail/messages/{id}: with its HTML and text */
export async function getMessage(id: number): Promise<MailMessage> {
  const { data } = await api.get<MailMessage>(`/mail/messages/${id}`);
  return data;
}
