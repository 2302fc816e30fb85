import { useEffect } from "react";

const SITE_NAME = "Autora Colimense";
let defaultDescription: string | null = null;

interface PageMeta {
  /** the meta description; index.html's own when none is given */
  description?: string;
  /** what follows the page's name in the tab title: the site's name, or "Administración" in the admin area */
  site?: string;
}

/** Sets the tab title ("Eventos · Autora Colimense") and the meta description. */
export function usePageMeta(title: string, { description, site = SITE_NAME }: PageMeta = {}) {
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    defaultDescription ??= meta.content;
    meta.content = description ?? defaultDescription;
  }, [title, description, site]);
}
