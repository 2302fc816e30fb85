// GET /api/site-content: the texts of the home page and the author's name (the root route's loader asks for them).
import { api } from "../../lib/api-client";

export interface SiteContent {
  introTitle: string;
  authorName: string;
  authorTitle: string;
  mainTitle: string;
  subtitle: string;
}

export async function getSiteContent(): Promise<SiteContent> {
  const { data } = await api.get<SiteContent>("/site-content");
  return data;
}
