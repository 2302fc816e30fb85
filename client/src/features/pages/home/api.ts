// /api/site-content: the texts of the home page and the author's name (the root route's loader asks for them;
// the admin edits them).
import { api } from "@/lib/api-client";

import type { SiteContent } from "@autora/common/contract/pages.ts";

export type { SiteContent };

export async function getSiteContent(): Promise<SiteContent> {
  const { data } = await api.get<SiteContent>("/site-content");
  return data;
}

export async function saveSiteContent(content: SiteContent): Promise<SiteContent> {
  const { data } = await api.put<SiteContent>("/site-content", content);
  return data;
}
