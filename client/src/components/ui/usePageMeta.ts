import { useEffect } from "react";
import { useRouteLoaderData } from "react-router-dom";
import { SITE_DESCRIPTION, SITE_NAME } from "@autora/common/pages.ts";
import type { SiteContent } from "@autora/common/contract/pages.ts";
import type { Loaded } from "@/lib/load";

interface PageMeta {
  /** the meta description; the site's own when none is given */
  description?: string;
  /** what follows the page's name in the tab title: the author's name as every public page says it (the site's name
   * when it could not be read), or "Administración" in the admin area */
  site?: string;
}

/**
 * Sets the tab title ("Pedido #12 · Mariana Velasco") and the meta description of a page the table of pages does not
 * name (@autora/common/pages.ts; those get theirs from usePageHead): the administrator's pages, an order's page, the
 * 404 page.
 */
export function usePageMeta(title: string, { description, site: given }: PageMeta = {}) {
  const authorName = useRouteLoaderData<Loaded<SiteContent>>("root")?.data?.authorName;
  const site = given ?? (authorName || SITE_NAME);
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    meta.content = description ?? SITE_DESCRIPTION;
  }, [title, description, site]);
}
