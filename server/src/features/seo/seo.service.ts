// What search engines and link previews read in the HTML the server sends: per-page title and description,
// Open Graph tags and, for the book, schema.org Book JSON-LD. Built from the database for / and /urdimbre.
import { isLegalSlug } from "@autora/common/contract/legal-pages.ts";
import { firstParagraphText } from "@autora/common/contract/legal-text.ts";
import { escapeHtml } from "@autora/common/escape-html.ts";
import { IMAGE_SIZES, responsiveImage } from "@autora/common/responsive-image.ts";
import type { AppContext } from "../../context.ts";
import { listBooks } from "../books/index.ts";
import { getLegalPage } from "../legal/index.ts";
import { listPhotos } from "../gallery/index.ts";
import { getSiteContent } from "../pages/index.ts";

type Deps = Pick<AppContext, "prisma" | "storage" | "log" | "config">;
type Book = Awaited<ReturnType<typeof listBooks>>[number];

export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/urdimbre",
  "/blogpage",
  "/gallery",
  "/contact",
  "/aviso-de-privacidad",
  "/terminos",
  "/devoluciones",
];

/** The head's values all sit in double quotes or in an element: apostrophes stay as typed. */
const escapeHead = (text: string) => escapeHtml(text, { keepApostrophes: true });
/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const absolute = (baseUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${baseUrl}${url}`);
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0].replace(/\s+/g, " ").trim().slice(0, 300);

export interface PageHead {
  title: string;
  description: string;
  type: "website" | "book";
  /** the page's main image as the page itself uses it (made absolute for Open Graph) */
  image?: string;
  jsonLd?: unknown;
}

export function bookJsonLd(book: Book, authorName: string, pageUrl: string, baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    name: book.name,
    description: firstParagraph(book.description),
    author: { "@type": "Person", name: authorName },
    publisher: { "@type": "Organization", name: book.editorial },
    inLanguage: "es-MX",
    bookFormat: "https://schema.org/Paperback",
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.publicationDate ? { datePublished: new Date(book.publicationDate).toISOString().slice(0, 10) } : {}),
    image: book.images.map((image) => absolute(baseUrl, image.url)),
    url: pageUrl,
    offers: { "@type": "Offer", price: book.price.toFixed(2), priceCurrency: "MXN", availability: "https://schema.org/InStock", url: pageUrl },
  };
}

export interface PageData {
  siteContent: Awaited<ReturnType<typeof getSiteContent>>;
  /** only for the pages that show or describe the book */
  books?: Book[];
  /** only for the gallery: its active photos */
  photos?: Awaited<ReturnType<typeof listPhotos>>;
  /** only for a legal page (/aviso-de-privacidad, /terminos, /devoluciones) */
  legalPage?: Awaited<ReturnType<typeof getLegalPage>>;
}

/** The legal page's slug when `path` is one of them. */
const legalSlugOf = (path: string) => {
  const slug = path.slice(1);
  return isLegalSlug(slug) ? slug : undefined;
};

const showsBook = (path: string) => path === "/urdimbre" || path.startsWith("/books/");

/** What a page's head and first render need from the database: a few queries at most. */
export async function loadPageData(ctx: Deps, path: string): Promise<PageData> {
  const needsBooks = path === "/" || showsBook(path);
  const legalSlug = legalSlugOf(path);
  const [siteContent, books, photos, legalPage] = await Promise.all([
    getSiteContent(ctx.prisma),
    needsBooks ? listBooks(ctx) : undefined,
    path === "/gallery" ? listPhotos(ctx, false) : undefined,
    legalSlug ? getLegalPage(ctx, legalSlug) : undefined,
  ]);
  return { siteContent, books, photos, legalPage };
}

/** The head for the pages whose content lives in the database; undefined for every other page. */
export function pageHead({ siteContent: content, books, legalPage }: PageData, path: string, baseUrl: string): PageHead | undefined {
  const book = books?.[0];
  if (legalPage && legalSlugOf(path)) {
    return { title: `${legalPage.title} · ${content.authorName}`, description: firstParagraphText(legalPage.body), type: "website" };
  }
  if (path === "/") {
    return {
      title: `${content.authorName} · ${content.authorTitle}`,
      description: `${content.introTitle}. ${content.subtitle}`.slice(0, 300),
      type: "website",
      image: book?.images[0]?.url,
    };
  }
  if (path !== "/urdimbre" || !book) return undefined;
  return {
    title: `${book.name} · ${content.authorName}`,
    description: firstParagraph(book.description),
    type: "book",
    image: book.images[0]?.url,
    jsonLd: bookJsonLd(book, content.authorName, `${baseUrl}/urdimbre`, baseUrl),
  };
}

/** The image that will be the page's largest paint, with the `sizes` its <img> uses there. */
function largestImage({ books, photos }: PageData, path: string): { url: string; sizes: string } | undefined {
  const withSizes = (url: string | undefined, sizes: string) => (url ? { url, sizes } : undefined);
  if (path === "/urdimbre") return withSizes(books?.[0]?.images[0]?.url, IMAGE_SIZES.bookMain);
  const bookId = /^\/books\/(\d+)$/.exec(path)?.[1];
  if (bookId) return withSizes(books?.find((book) => String(book.id) === bookId)?.images[0]?.url, IMAGE_SIZES.bookDetail);
  if (path === "/gallery") return withSizes(photos?.[0]?.url, IMAGE_SIZES.galleryPhoto);
  return undefined;
}

/**
 * A preload of the page's largest image, so it is fetched with the HTML instead of after the scripts have run. It names
 * the same srcset and sizes as the page's <img>, so the browser uses the preloaded copy. Empty for other pages.
 */
export function largestImagePreload(data: PageData, path: string): string {
  const largest = largestImage(data, path);
  if (!largest) return "";
  const image = responsiveImage(largest.url);
  const srcset = image.srcSet ? ` imagesrcset="${escapeHead(image.srcSet)}" imagesizes="${escapeHead(largest.sizes)}"` : "";
  return `<link rel="preload" as="image" href="${escapeHead(image.src)}"${srcset} fetchpriority="high" />`;
}

/** Replaces index.html's title and description and adds the Open Graph tags and JSON-LD. */
export function renderHead(indexHtml: string, head: PageHead, baseUrl: string, path: string): string {
  const pageUrl = baseUrl + path;
  const tags = [
    `<meta property="og:title" content="${escapeHead(head.title)}" />`,
    `<meta property="og:description" content="${escapeHead(head.description)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:url" content="${escapeHead(pageUrl)}" />`,
    `<meta property="og:locale" content="es_MX" />`,
    head.image ? `<meta property="og:image" content="${escapeHead(absolute(baseUrl, head.image))}" />` : "",
    `<link rel="canonical" href="${escapeHead(pageUrl)}" />`,
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : "",
  ].filter(Boolean);
  // Replacer functions, never replacement strings: a text with $` or $' would otherwise copy the page into itself.
  const title = `<title>${escapeHead(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHead(head.description)}" />`;
  return insertBefore(
    indexHtml.replace(/<title>[^<]*<\/title>/, () => title).replace(/<meta name="description" content="[^"]*" \/>/, () => description),
    "</head>",
    `    ${tags.join("\n    ")}\n  `,
  );
}

/** Puts `text` right before the first `marker` (e.g. "</head>"), whatever characters the text contains. */
export function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at === -1 ? html : html.slice(0, at) + text + html.slice(at);
}

export function sitemapXml(baseUrl: string, bookIds: number[], blogPostIds: number[]): string {
  const urls = [...PUBLIC_PAGES, ...bookIds.map((id) => `/books/${id}`), ...blogPostIds.map((id) => `/blog/${id}`)];
  const entries = urls.map((path) => `  <url><loc>${escapeHead(baseUrl + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}
