import { api } from "../../lib/api-client";

export interface BlogDocument {
  id: number;
  title: string;
  description: string | null;
  pdfUrl: string;
  createdAt: string;
}

/** GET /api/blog, newest first. */
export async function fetchEvents(): Promise<BlogDocument[]> {
  const { data } = await api.get<BlogDocument[]>("/blog");
  return [...data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
