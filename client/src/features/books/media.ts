// What the book's media viewer shows: its images and its YouTube videos, each once.
import type { Book } from "./types";

export type Media = { kind: "image"; url: string } | { kind: "video"; url: string; videoId: string };

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
  "youtu.be",
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts, live), or null for any other address. */
export function youtubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === "youtu.be"
      ? segments[0]
      : segments[0] === "watch"
        ? url.searchParams.get("v")
        : ["embed", "shorts", "live", "v"].includes(segments[0])
          ? segments[1]
          : null;
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;
export const youtubeThumbnail = (videoId: string) => `https://img.youtube.com/vi/${videoId}/hqdefault.jpg`;

/** The image URLs of a book without repeats, in their order. */
export function uniqueImageUrls(book: Pick<Book, "images">): string[] {
  return [...new Set(book.images.map((image) => image.url).filter(Boolean))];
}

/** Images first, then videos; a repeated image URL or video id appears once; links that are not YouTube are left out. */
export function bookMedia(book: Pick<Book, "images" | "videos">): Media[] {
  const images: Media[] = uniqueImageUrls(book).map((url) => ({ kind: "image", url }));
  const seen = new Set<string>();
  const videos: Media[] = [];
  for (const url of book.videos) {
    const videoId = youtubeId(url);
    if (!videoId || seen.has(videoId)) continue;
    seen.add(videoId);
    videos.push({ kind: "video", url, videoId });
  }
  return [...images, ...videos];
}

/** Two media are the same item when they show the same image or the same video. */
export const sameMedia = (a: Media, b: Media) =>
  a.kind === "video" && b.kind === "video" ? a.videoId === b.videoId : a.kind === b.kind && a.url === b.url;

/** Accessible names for the thumbnails: "Imagen 1 de Urdimbre", "Video 1 de Urdimbre"... */
export function mediaLabels(media: Media[], title: string): string[] {
  const counts = { image: 0, video: 0 };
  return media.map((item) => `${item.kind === "video" ? "Video" : "Imagen"} ${++counts[item.kind]} de ${title}`);
}
