// The events page's PDF documents (/api/blog): the public list and the admin manager.
import { api, apiPath, withProgress, type ProgressHandler } from "@/lib/api-client";

import type { Event } from "@autora/common/contract/events.ts";

export type { Event };

/** GET /api/blog, newest first. */
export async function getEvents(): Promise<Event[]> {
  const { data } = await api.get<Event[]>("/blog");
  return [...data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export async function createEvent(input: { title: string; description: string; pdf: File }, onProgress?: ProgressHandler): Promise<Event> {
  const body = new FormData();
  body.append("title", input.title);
  body.append("description", input.description);
  body.append("pdf", input.pdf);
  const { data } = await api.post<Event>("/blog", body, withProgress(onProgress));
  return data;
}

export async function deleteEvent(id: number): Promise<void> {
  await api.delete(apiPath`/blog/${id}`);
}
