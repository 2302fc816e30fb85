// GET /api/site-content: the texts of the home page and the author's name. Asked once per page load.
import { api } from "../../lib/api-client";
import { takeInitialData } from "../../lib/initial-data";

export interface SiteContent {
  introTitle: string;
  authorName: string;
  authorTitle: string;
  mainTitle: string;
  subtitle: string;
}

// Usually already in the page the server sent, so the header and home render without waiting.
let loaded: SiteContent | null = takeInitialData<SiteContent>("siteContent") ?? null;
let pending: Promise<SiteContent> | null = loaded ? Promise.resolve(loaded) : null;

/** The content once it has arrived (so pages opened later render it at once). */
export const loadedSiteContent = () => loaded;

export function getSiteContent(): Promise<SiteContent> {
  pending ??= api
    .get<SiteContent>("/site-content")
    .then(({ data }) => (loaded = data))
    .catch((error: unknown) => {
      console.error("Error al obtener el contenido del sitio:", error);
      pending = null; // let a later page try again
      throw error;
    });
  return pending;
}
