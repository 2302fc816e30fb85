// The visit statistics' report for the administrator (GET /api/stats?range=30d|12m).
import { api } from "@/lib/api-client";
import type { StatsRange, StatsReport } from "@autora/common/contract/stats.ts";

export type { StatsRange, StatsReport } from "@autora/common/contract/stats.ts";

export async function getStats(range: StatsRange): Promise<StatsReport> {
  const { data } = await api.get<StatsReport>("/stats", { params: { range } });
  return data;
}
