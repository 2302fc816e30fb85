import { useRouteLoaderData } from "react-router-dom";
import type { Loaded } from "@/lib/load";
import type { SiteContent } from "../api";

/** Shown in the brand and the rights notice when the real name could not be read. */
export const DEFAULT_AUTHOR_NAME = "Autora Colimense";

/** The site texts the root route's loader read (no data and no error outside the public layout). */
export function useSiteContent(): Loaded<SiteContent> {
  return useRouteLoaderData<Loaded<SiteContent>>("root") ?? { data: null, error: null };
}

/** The author's name, or the default when it could not be read. */
export function useAuthorName(): string {
  return useSiteContent().data?.authorName || DEFAULT_AUTHOR_NAME;
}
