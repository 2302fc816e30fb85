import { api } from "../../lib/api-client";

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
