// Every call of the pages domain: the home page's texts, the about page and the contact page, read by their routes'
// loaders and edited by the admin.
import { api, apiPath, withProgress, type ProgressHandler } from "@/lib/api-client";
import type { ContactInfo, SiteContent } from "@autora/common/contract/pages.ts";
import type { AboutContent, AboutContentInput } from "@autora/common/contract/pages-about.ts";
import type {
  ContactMessage,
  ContactMessageInput,
  ContactMessagePage,
} from "@autora/common/contract/pages-contact-message.ts";

export type {
  AboutContent,
  AboutContentInput,
  ContactInfo,
  ContactMessage,
  ContactMessageInput,
  ContactMessagePage,
  SiteContent,
};

// ---- The home page (/api/site-content): its texts and the author's name, which the root route's loader reads ----

export async function getSiteContent(): Promise<SiteContent> {
  const { data } = await api.get<SiteContent>("/site-content");
  return data;
}

export async function saveSiteContent(content: SiteContent): Promise<SiteContent> {
  const { data } = await api.put<SiteContent>("/site-content", content);
  return data;
}

// ---- The about page (/api/about): its texts and portrait ---------------------------------------------------------

export async function getAbout(): Promise<AboutContent> {
  const { data } = await api.get<AboutContent>("/about");
  return data;
}

export async function saveAbout(content: AboutContentInput): Promise<AboutContent> {
  const { data } = await api.put<AboutContent>("/about", content);
  return data;
}

/** PUT /api/about/portrait: a new portrait (multipart). */
export async function savePortrait(file: File, onProgress?: ProgressHandler): Promise<AboutContent> {
  const body = new FormData();
  body.append("portrait", file);
  const { data } = await api.put<AboutContent>("/about/portrait", body, withProgress(onProgress));
  return data;
}

export async function removePortrait(): Promise<AboutContent> {
  const { data } = await api.delete<AboutContent>("/about/portrait");
  return data;
}

// ---- The contact page: the author's details (/api/contact-info) and the form's messages (/api/contact-messages) ---

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
