import { api } from "../../../lib/api-client";
import type { BlogDocument } from "../types";
import { withProgress, type ProgressHandler } from "./upload";

export async function getBlogDocuments(): Promise<BlogDocument[]> {
  const { data } = await api.get<BlogDocument[]>("/blog");
  return data;
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
  await api.delete(`/blog/${id}`);
}
