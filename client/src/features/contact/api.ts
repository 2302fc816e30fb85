import { api } from "../../lib/api-client";

export interface ContactInfo {
  phone: string;
  email: string;
  youtube: string;
  facebook: string;
  instagram: string;
}

/** GET /api/contact-info */
export async function fetchContactInfo(): Promise<ContactInfo> {
  const { data } = await api.get<ContactInfo>("/contact-info");
  return data;
}
