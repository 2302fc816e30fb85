// What needs the administrator, for the dashboard's list at the top.
import { api } from "@/lib/api-client";
import type { Attention } from "@autora/common/contract/dashboard.ts";

export type { Attention, AttentionItem } from "@autora/common/contract/dashboard.ts";

/** GET /api/dashboard/attention: only what holds now; an empty list when nothing does */
export async function getAttention(): Promise<Attention> {
  const { data } = await api.get<Attention>("/dashboard/attention");
  return data;
}
