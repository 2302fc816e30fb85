// The events page's PDF documents (/api/blog): the public list and the admin manager.
import { api, apiPath, withProgress, type ProgressHandler } from "@/lib/api-client";

import type { BlogDocument } from "@autora/common/contract/blog.ts";

export type { BlogDocument };

/** GET /api/blog, newest first. */
export async function getBlogDocuments(): Promise<BlogDocument[]> {
  const { data } = await api.get<BlogDocument[]>("/blog");
  return [...data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export async function uploadBlogDocument(input: { title: string; description: string; pdf: File }, onProgress?: ProgressHandler): Promise<BlogDocument> {
  const body = new FormData();
  body.append("title", input.title);
  body.append("description", input.description);
  body.append("pdf", input.pdf);
  const { data } = await api.post<BlogDocument>("/blog", body, withProgress(onProgress));
  return data;
}

export async function deleteBlogDocument(id: number): Promise<void> {
  await api.delete(apiPath`/blog/${id}`);
}
