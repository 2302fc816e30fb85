import type { NewsletterDraft, NewsletterRow, SubscriberRow } from "../../../../../common/contract/newsletter";
import { api } from "../../../lib/api-client";

export async function getSubscribers(): Promise<SubscriberRow[]> {
  const { data } = await api.get<SubscriberRow[]>("/newsletter/subscribers");
  return data;
}

/** The CSV export, fetched with the session token and handed to the browser as a download. */
export async function downloadSubscribersCsv(): Promise<void> {
  const { data } = await api.get<Blob>("/newsletter/subscribers.csv", { responseType: "blob" });
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = "suscriptores.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function getNewsletters(): Promise<NewsletterRow[]> {
  const { data } = await api.get<NewsletterRow[]>("/newsletters");
  return data;
}

/** POST /api/newsletters: stores the draft and test-sends it to the signed-in author. */
export async function createNewsletterWithTest(draft: NewsletterDraft): Promise<NewsletterRow> {
  const { data } = await api.post<NewsletterRow>("/newsletters", draft);
  return data;
}

/** POST /api/newsletters/{id}/send: to every confirmed subscriber, once. */
export async function sendNewsletter(id: number): Promise<NewsletterRow> {
  const { data } = await api.post<NewsletterRow>(`/newsletters/${id}/send`);
  return data;
}
