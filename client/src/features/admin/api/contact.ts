import { api } from "../../../lib/api-client";
import type { ContactInfo } from "../types";

export async function getContactInfo(): Promise<ContactInfo> {
  const { data } = await api.get<ContactInfo>("/contact-info");
  return data;
}

export async function saveContactInfo(info: ContactInfo): Promise<ContactInfo> {
  const { data } = await api.post<ContactInfo>("/contact-info", info);
  return data;
}
