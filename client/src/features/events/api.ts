// The events page's PDF documents (/api/blog) and the blog's posts (/api/blog-posts): the public pages and the admin
// screens.
import { api, apiPath, withProgress, type ProgressHandler } from "@/lib/api-client";

import type { Event } from "@autora/common/contract/events.ts";
import type { BlogPost } from "@autora/common/contract/events-blog.ts";

export type { Event };

/** GET /api/blog, in the server's order: upcoming events first (the nearest first), then those without a date, then the past ones. */
export async function getEvents(): Promise<Event[]> {
  const { data } = await api.get<Event[]>("/blog");
  return data;
}

/** POST /api/blog: the date as <input type="date"> gives it ("2025-03-15", or "" for none). */
export async function createEvent(
  input: { title: string; date: string; description: string; pdf: File },
  onProgress?: ProgressHandler,
): Promise<Event> {
  const body = new FormData();
  body.append("title", input.title);
  body.append("date", input.date);
  body.append("description", input.description);
  body.append("pdf", input.pdf);
  const { data } = await api.post<Event>("/blog", body, withProgress(onProgress));
  return data;
}

export async function deleteEvent(id: number): Promise<void> {
  await api.delete(apiPath`/blog/${id}`);
}

export type { BlogPost };

/** GET /api/blog-posts: the blog's posts, newest day first. */
export async function getBlogPosts(): Promise<BlogPost[]> {
  const { data } = await api.get<BlogPost[]>("/blog-posts");
  return data;
}

/** GET /api/blog-posts/{id} */
export async function getBlogPost(id: number): Promise<BlogPost> {
  const { data } = await api.get<BlogPost>(apiPath`/blog-posts/${id}`);
  return data;
}

/** The blog post form as the admin fills it: the date as <input type="date"> gives it, the tags as typed. */
export interface BlogPostForm {
  title: string;
  date: string;
  body: string;
  tags: string;
  imageAlt: string;
  /** a new image, or null to keep the one it has */
  image: File | null;
  removeImage?: boolean;
}

function blogPostBody(form: BlogPostForm): FormData {
  const body = new FormData();
  for (const key of ["title", "date", "body", "tags", "imageAlt"] as const) body.append(key, form[key]);
  if (form.removeImage) body.append("removeImage", "true");
  if (form.image) body.append("image", form.image);
  return body;
}

export async function createBlogPost(form: BlogPostForm, onProgress?: ProgressHandler): Promise<BlogPost> {
  const { data } = await api.post<BlogPost>("/blog-posts", blogPostBody(form), withProgress(onProgress));
  return data;
}

export async function updateBlogPost(id: number, form: BlogPostForm, onProgress?: ProgressHandler): Promise<BlogPost> {
  const { data } = await api.put<BlogPost>(apiPath`/blog-posts/${id}`, blogPostBody(form), withProgress(onProgress));
  return data;
}

export async function deleteBlogPost(id: number): Promise<void> {
  await api.delete(apiPath`/blog-posts/${id}`);
}

/** PUT /api/blog/{id}: an event's title, day ("" for none) and description (its PDF stays). */
export async function updateEvent(
  id: number,
  input: { title: string; date: string; description: string },
): Promise<Event> {
  const { data } = await api.put<Event>(apiPath`/blog/${id}`, input);
  return data;
}
