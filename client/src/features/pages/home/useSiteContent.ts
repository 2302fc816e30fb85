import { useRouteLoaderData } from "react-router-dom";
import type { SiteContent } from "../api";

/** Shown in the brand and the rights notice when the real name could not be read. */
export const DEFAULT_AUTHOR_NAME = "Autora Colimense";

export type SiteContentState = { status: "failed"; content: null } | { status: "loaded"; content: SiteContent };

/** The site texts the root route's loader read (null outside the public layout or when the API failed). */
export function useSiteContent(): SiteContentState {
  const content = useRouteLoaderData<SiteContent | null>("root");
  return content ? { status: "loaded", content } : { status: "failed", content: null };
}

/** The author's name, or the default when it could not be read. */
export function useAuthorName(): string {
  const { content } = useSiteContent();
  return content?.authorName || DEFAULT_AUTHOR_NAME;
}
