import { useEffect } from "react";
import { SITE_DESCRIPTION, SITE_NAME } from "@autora/common/pages.ts";

interface PageMeta {
  /** the meta description; the site's own when none is given */
  description?: string;
  /** what follows the page's name in the tab title: the site's name, or "Administración" in the admin area */
  site?: string;
}

/**
 * Sets the tab title ("Carrito · Autora Colimense") and the meta description of a page the table of pages gives no
 * head (@autora/common/pages.ts; those get theirs from usePageHead in the site's layout).
 */
export function usePageMeta(title: string, { description, site = SITE_NAME }: PageMeta = {}) {
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    meta.content = description ?? SITE_DESCRIPTION;
  }, [title, description, site]);
}
