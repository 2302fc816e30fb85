// The outgoing mail log (admin only).
import { api, apiPath } from "@/lib/api-client";
import type { MailMessage, MailPage, TestMailAnswer } from "@autora/common/contract/mail.ts";

export type { MailMessage, MailPage, MailStatus, MailSummary } from "@autora/common/contract/mail.ts";

/** GET /api/mail/messages?page= (50 per page, newest first) */
export async function getMessages(page: number): Promise<MailPage> {
  const { data } = await api.get<MailPage>("/mail/messages", { params: { page } });
  return data;
}

/** GET /api/mail/messages/{id}: with its HTML and text */
export async function getMessage(id: number): Promise<MailMessage> {
  const { data } = await api.get<MailMessage>(apiPath`/mail/messages/${id}`);
  return data;
}

/** POST /api/mail/test: a test mail to the signed-in administrator's own address */
export async function sendTestMail(): Promise<TestMailAnswer> {
  const { data } = await api.post<TestMailAnswer>("/mail/test");
  return data;
}
