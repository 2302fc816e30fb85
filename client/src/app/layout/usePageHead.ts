// After a navigation in the browser, the page's head as the server writes it: its title, description, canonical
// address and Open Graph tags, from the same table of pages (@autora/common/pages.ts) and the same loader data. The
// pages without a head in the table set their own title (usePageMeta); the previous page's Open Graph tags go.
import { useEffect } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router-dom";
import { absoluteUrl, DEFAULT_IMAGE, findPage } from "@autora/common/pages.ts";
import type { SiteContent } from "@autora/common/contract/pages.ts";
import type { Loaded } from "@/lib/load";

const OPEN_GRAPH = ["og:title", "og:description", "og:type", "og:url", "og:image", "og:locale"];

/** The <meta> with that name or property, added to the head when missing. */
function meta(attribute: "name" | "property", key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

/** The page's schema.org description (<script type="application/ld+json">, data the browser never runs). */
function jsonLd(value: unknown) {
  let script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (value === undefined) return script?.remove();
  if (!script) {
    script = document.createElement("script");
    script.type = "application/ld+json";
    document.head.append(script);
  }
  script.textContent = JSON.stringify(value);
}

function canonical(href: string | undefined) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) return link?.remove();
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = href;
}

export function usePageHead() {
  const { pathname } = useLocation();
  const site = useRouteLoaderData<Loaded<SiteContent>>("root")?.data;
  const data = useMatches().at(-1)?.data;
  useEffect(() => {
    const builder = findPage(pathname)?.head;
    if (!builder) {
      for (const key of OPEN_GRAPH) document.head.querySelector(`meta[property="${key}"]`)?.remove();
      jsonLd(undefined);
      return canonical(undefined);
    }
    const baseUrl = window.location.origin;
    const head = builder({ site, data, path: pathname, baseUrl });
    const pageUrl = baseUrl + pathname;
    document.title = head.title;
    meta("name", "description").content = head.description;
    const values: Record<string, string> = {
      "og:title": head.title,
      "og:description": head.description,
      "og:type": head.type,
      "og:url": pageUrl,
      "og:image": absoluteUrl(baseUrl, head.image ?? DEFAULT_IMAGE),
      "og:locale": "es_MX",
    };
    for (const key of OPEN_GRAPH) meta("property", key).content = values[key];
    canonical(pageUrl);
    jsonLd(head.jsonLd);
  }, [pathname, site, data]);
}
