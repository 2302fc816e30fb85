// The page's head written into the document after a navigation in the browser, as the server writes it: its title,
// description, canonical address, Open Graph tags and JSON-LD, from the page module's `head` (else its name in the
// table of pages, @autora/common/page-heads.ts). Loaded with the first navigation (usePageHead).
import { absoluteUrl, DEFAULT_IMAGE } from "@autora/common/pages.ts";
import { pageHead, type HeadFunction, type HeadInput } from "@autora/common/page-heads.ts";

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

/** Writes the head of the page at `input.path`; for a page without one, takes the previous page's Open Graph tags away. */
export function writePageHead(input: HeadInput, own?: HeadFunction<() => unknown>) {
  const head = pageHead(input, own);
  if (!head) {
    for (const key of OPEN_GRAPH) document.head.querySelector(`meta[property="${key}"]`)?.remove();
    jsonLd(undefined);
    return canonical(undefined);
  }
  const pageUrl = input.baseUrl + (head.canonical ?? input.path);
  document.title = head.title;
  meta("name", "description").content = head.description;
  const values: Record<string, string> = {
    "og:title": head.title,
    "og:description": head.description,
    "og:type": head.type,
    "og:url": pageUrl,
    "og:image": absoluteUrl(input.baseUrl, head.image ?? DEFAULT_IMAGE),
    "og:locale": "es_MX",
  };
  for (const key of OPEN_GRAPH) meta("property", key).content = values[key];
  canonical(pageUrl);
  jsonLd(head.jsonLd);
}
