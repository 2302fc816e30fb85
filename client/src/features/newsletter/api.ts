import { api } from "../../lib/api-client";

/** POST /api/subscribe; the answer's message is what the person reads. */
export async function subscribe(email: string): Promise<string> {
  const { data } = await api.post<{ message?: string }>("/subscribe", { email });
  return data.message ?? "";
}
