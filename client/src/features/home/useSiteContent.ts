import { useEffect, useState } from "react";
import { getSiteContent, loadedSiteContent, type SiteContent } from "./api";

/** Shown in the brand and the rights notice until the real name arrives. */
export const DEFAULT_AUTHOR_NAME = "Autora Colimense";

export type SiteContentState = { status: "loading" | "failed"; content: null } | { status: "loaded"; content: SiteContent };

export function useSiteContent(): SiteContentState {
  const [state, setState] = useState<SiteContentState>(() => {
    const content = loadedSiteContent();
    return content ? { status: "loaded", content } : { status: "loading", content: null };
  });

  useEffect(() => {
    if (state.status !== "loading") return;
    let active = true;
    getSiteContent()
      .then((content) => active && setState({ status: "loaded", content }))
      .catch(() => active && setState({ status: "failed", content: null }));
    return () => {
      active = false;
    };
  }, [state.status]);

  return state;
}

/** The author's name, or the default while it loads or when it could not be read. */
export function useAuthorName(): string {
  const { content } = useSiteContent();
  return content?.authorName || DEFAULT_AUTHOR_NAME;
}
