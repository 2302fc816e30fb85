import { useEffect } from "react";

const SITE_NAME = "Autora Colimense";
let defaultDescription: string | null = null;

/** Sets the tab title ("Eventos · Autora Colimense") and the meta description (index.html's own when none is given). */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    defaultDescription ??= meta.content;
    meta.content = description ?? defaultDescription;
  }, [title, description]);
}
