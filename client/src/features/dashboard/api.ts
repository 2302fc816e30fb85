// The dashboard's calls: what needs the administrator (the list at the top of the panel), and the numbers beside the
// admin menu's entries.
import { api } from "@/lib/api-client";
import type { Attention, NavCounts, SeenSection } from "@autora/common/contract/dashboard.ts";

export type { Attention, AttentionItem, NavCounts, SeenSection } from "@autora/common/contract/dashboard.ts";

/** GET /api/dashboard/attention: only what holds now; an empty list when nothing does */
export async function getAttention(): Promise<Attention> {
  const { data } = await api.get<Attention>("/dashboard/attention");
  return data;
}

/** GET /api/dashboard/nav-counts: paid orders to ship, new comments and new messages */
export async function getNavCounts(): Promise<NavCounts> {
  const { data } = await api.get<NavCounts>("/dashboard/nav-counts");
  return data;
}

/** POST /api/dashboard/seen: she opened the section's page, so what it held is no longer new */
export async function markSeen(section: SeenSection): Promise<void> {
  await api.post("/dashboard/seen", { section });
}
