// What search engines and link previews read in the HTML the server sends: each page's title, description, canonical
// address, Open Graph tags and JSON-LD, from its module's head and what its loaders read (the server renderer gives
// it), else from its name in the table of pages.
import { absoluteUrl, DEFAULT_IMAGE, findPage, PAGES, type PagePath } from "@autora/common/pages.ts";
import { pageHead, type PageHead } from "@autora/common/page-heads.ts";
import { escapeHtml } from "@autora/common/escape-html.ts";
import { responsiveImage } from "@autora/common/responsive-image.ts";
import type { AppContext } from "../../context.ts";
import { getSiteContent } from "../pages/index.ts";

type Deps = Pick<AppContext, "prisma" | "storage" | "log" | "config">;

/** The head's values all sit in double quotes or in an element: apostrophes stay as typed. */
const escapeHead = (text: string) => escapeHtml(text, { keepApostrophes: true });
/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The head of a page the server did not render (a page the browser renders, or one whose loaders failed, or a build
 * without the renderer): its name in the table of pages with the site's description, the author's name from the
 * database; undefined for a page the table does not name (the order page names itself).
 */
export async function shellHead(ctx: Deps, path: string, baseUrl: string): Promise<PageHead | undefined> {
  if (!findPage(path)?.title) return undefined;
  return pageHead({ site: await getSiteContent(ctx.prisma), data: undefined, path, baseUrl });
}

/** `html` (index.html) with the page's head and the preload of its largest image; unchanged without a head. */
export function withHead(html: string, head: PageHead | undefined, path: string, baseUrl: string): string {
  if (!head) return html;
  const preload = largestImagePreload(head);
  const withTags = renderHead(html, head, baseUrl, path);
  return preload ? insertBefore(withTags, "</head>", `  ${preload}\n  `) : withTags;
}

/**
 * A preload of the page's largest image, so it is fetched with the HTML instead of after the scripts have run. It names
 * the same srcset and sizes as the page's <img>, so the browser uses the preloaded copy. Empty for other pages.
 */
export function largestImagePreload({ largestImage }: PageHead): string {
  if (!largestImage) return "";
  const image = responsiveImage(largestImage.url);
  const srcset = image.srcSet
    ? ` imagesrcset="${escapeHead(image.srcSet)}" imagesizes="${escapeHead(largestImage.sizes)}"`
    : "";
  return `<link rel="preload" as="image" href="${escapeHead(image.src)}"${srcset} fetchpriority="high" />`;
}

/**
 * Replaces index.html's title and description and adds the canonical address (the page's own, or the one its head
 * names), the Open Graph tags and JSON-LD.
 */
export function renderHead(indexHtml: string, head: PageHead, baseUrl: string, path: string): string {
  const pageUrl = baseUrl + (head.canonical ?? path);
  const tags = [
    `<meta property="og:title" content="${escapeHead(head.title)}" />`,
    `<meta property="og:description" content="${escapeHead(head.description)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:url" content="${escapeHead(pageUrl)}" />`,
    `<meta property="og:locale" content="es_MX" />`,
    `<meta property="og:image" content="${escapeHead(absoluteUrl(baseUrl, head.image ?? DEFAULT_IMAGE))}" />`,
    `<link rel="canonical" href="${escapeHead(pageUrl)}" />`,
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : "",
  ].filter(Boolean);
  // Replacer functions, never replacement strings: a text with $` or $' would otherwise copy the page into itself.
  const title = `<title>${escapeHead(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHead(head.description)}" />`;
  const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;
  // an index.html without a description gets one with the other tags
  if (!DESCRIPTION.test(indexHtml)) tags.unshift(description);
  return insertBefore(
    indexHtml.replace(/<title>[^<]*<\/title>/, () => title).replace(DESCRIPTION, () => description),
    "</head>",
    `    ${tags.join("\n    ")}\n  `,
  );
}

/** Puts `text` right before the first `marker` (e.g. "</head>"), whatever characters the text contains. */
export function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at === -1 ? html : html.slice(0, at) + text + html.slice(at);
}

/**
 * sitemap.xml: every page the table lists in it; a page with a parameter in its address, once per address
 * `paramPaths` gives for its pattern (the blog's posts from the database).
 */
export function sitemapXml(baseUrl: string, paramPaths: Partial<Record<PagePath, string[]>>): string {
  const urls = PAGES.filter((page) => page.sitemap).flatMap((page) =>
    page.path.includes(":") ? (paramPaths[page.path] ?? []) : [page.path],
  );
  const entries = urls.map((path) => `  <url><loc>${escapeHead(baseUrl + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}
