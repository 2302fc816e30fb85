// The author's contact details (/api/contact-info) and the messages of the contact form (/api/contact-messages): the
// contact page and the admin screens.
import { api, apiPath } from "@/lib/api-client";

import type { ContactInfo } from "@autora/common/contract/pages.ts";
import type { ContactMessage, ContactMessageInput, ContactMessagePage } from "@autora/common/contract/pages-contact-message.ts";

export type { ContactInfo, ContactMessage, ContactMessageInput, ContactMessagePage };

/** GET /api/contact-info */
export async function getContactInfo(): Promise<ContactInfo> {
  const { data } = await api.get<ContactInfo>("/contact-info");
  return data;
}

export async function saveContactInfo(info: ContactInfo): Promise<ContactInfo> {
  const { data } = await api.post<ContactInfo>("/contact-info", info);
  return data;
}

/** POST /api/contact-messages: the contact form; answers the server's thank-you text. */
export async function sendContactMessage(message: ContactMessageInput): Promise<string> {
  const { data } = await api.post<{ message: string }>("/contact-messages", message);
  return data.message;
}

/** GET /api/contact-messages?page= (administrator; 50 per page, newest first). */
export async function getContactMessages(page: number): Promise<ContactMessagePage> {
  const { data } = await api.get<ContactMessagePage>("/contact-messages", { params: { page } });
  return data;
}

export async function deleteContactMessage(id: number): Promise<void> {
  await api.delete(apiPath`/contact-messages/${id}`);
}
