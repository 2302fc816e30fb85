// /api/about: the about page's texts and portrait (its route's loader reads them; the admin edits them).
import { api, withProgress, type ProgressHandler } from "@/lib/api-client";
import type { AboutContent, AboutContentInput } from "@autora/common/contract/pages-about.ts";

export type { AboutContent, AboutContentInput };

export async function getAbout(): Promise<AboutContent> {
  const { data } = await api.get<AboutContent>("/about");
  return data;
}

export async function saveAbout(content: AboutContentInput): Promise<AboutContent> {
  const { data } = await api.put<AboutContent>("/about", content);
  return data;
}

/** PUT /api/about/portrait: a new portrait (multipart). */
export async function savePortrait(file: File, onProgress?: ProgressHandler): Promise<AboutContent> {
  const body = new FormData();
  body.append("portrait", file);
  const { data } = await api.put<AboutContent>("/about/portrait", body, withProgress(onProgress));
  return data;
}

export async function removePortrait(): Promise<AboutContent> {
  const { data } = await api.delete<AboutContent>("/about/portrait");
  return data;
}
