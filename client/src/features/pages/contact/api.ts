// The author's contact details (/api/contact-info): the contact page and the admin editor.
import { api } from "@/lib/api-client";

import type { ContactInfo } from "@autora/common/contract/pages.ts";

export type { ContactInfo };

/** GET /api/contact-info */
export async function getContactInfo(): Promise<ContactInfo> {
  const { data } = await api.get<ContactInfo>("/contact-info");
  return data;
}

export async function saveContactInfo(info: ContactInfo): Promise<ContactInfo> {
  const { data } = await api.post<ContactInfo>("/contact-info", info);
  return data;
}
