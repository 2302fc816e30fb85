import { api } from "../../../lib/api-client";
import type { SiteContent } from "../types";

export async function getSiteContent(): Promise<SiteContent> {
  const { data } = await api.get<SiteContent>("/site-content");
  return data;
}

export async function saveSiteContent(content: SiteContent): Promise<SiteContent> {
  const { data } = await api.put<SiteContent>("/site-content", content);
  return data;
}
