// The newsletter: a visitor subscribes, confirms and unsubscribes; the admin sees subscribers and sends issues.
import type { NewsletterDraft, NewsletterRow, SubscriberRow } from "@autora/common/contract/newsletter.ts";
import { api, apiPath } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** POST /api/subscribe; the answer's message is what the person reads. */
export async function subscribe(email: string): Promise<string> {
  const { data } = await api.post<{ message?: string }>("/subscribe", { email });
  return data.message ?? "";
}

/** POST /api/newsletter/confirm with the token of the confirmation link. */
export async function confirmSubscription(token: string): Promise<string> {
  const { data } = await api.post<{ message: string }>("/newsletter/confirm", { token });
  return data.message;
}

/** POST /api/newsletter/unsubscribe with the token of a newsletter's link. */
export async function unsubscribe(token: string): Promise<string> {
  const { data } = await api.post<{ message: string }>("/newsletter/unsubscribe", { token });
  return data.message;
}

export async function getSubscribers(): Promise<SubscriberRow[]> {
  const { data } = await api.get<SubscriberRow[]>("/newsletter/subscribers");
  return data;
}

/** The CSV export, fetched with the session token and handed to the browser as a download. */
export async function downloadSubscribersCsv(): Promise<void> {
  const { data } = await api.get<Blob>("/newsletter/subscribers.csv", { responseType: "blob" });
  saveFile(data, "suscriptores.csv");
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
  const { data } = await api.post<NewsletterRow>(apiPath`/newsletters/${id}/send`);
  return data;
}
