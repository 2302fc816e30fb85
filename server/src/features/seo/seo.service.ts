// What search engines and link previews read in the HTML the server sends: per-page title and description,
// Open Graph tags and, for the book, schema.org Book JSON-LD. Built from the database for / and /urdimbre.
import { BOOK_MAIN_IMAGE_SIZES, responsiveImage } from "../../../../common/responsive-image.ts";
import type { AppContext } from "../../context.ts";
import { listBooks } from "../books/books.service.ts";
import { getSiteContent } from "../site-content/site-content.service.ts";

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;
type Book = Awaited<ReturnType<typeof listBooks>>[number];

export const PUBLIC_PAGES = ["/", "/about", "/urdimbre", "/blogpage", "/gallery", "/contact", "/blog/1", "/blog/2", "/blog/3"];

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
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
}

const showsBook = (path: string) => path === "/urdimbre" || path.startsWith("/books/");

/** What a page's head and first render need from the database: two queries at most. */
export async function loadPageData(ctx: Deps, path: string): Promise<PageData> {
  const needsBooks = path === "/" || showsBook(path);
  const [siteContent, books] = await Promise.all([getSiteContent(ctx.prisma), needsBooks ? listBooks(ctx) : undefined]);
  return { siteContent, books };
}

/** The head for the pages whose content lives in the database; undefined for every other page. */
export function pageHead({ siteContent: content, books }: PageData, path: string, baseUrl: string): PageHead | undefined {
  const book = books?.[0];
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

/** The same file the page's <img srcset sizes> will pick (MediaViewer), so the browser uses the preloaded one. */
function bookImagePreload(url: string): string {
  const image = responsiveImage(url);
  const srcset = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(BOOK_MAIN_IMAGE_SIZES)}"` : "";
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${srcset} fetchpriority="high" />`;
}

/** Replaces index.html's title and description and adds the Open Graph tags and JSON-LD. */
export function renderHead(indexHtml: string, head: PageHead, baseUrl: string, path: string): string {
  const pageUrl = baseUrl + path;
  const tags = [
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:locale" content="es_MX" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(absolute(baseUrl, head.image))}" />` : "",
    // The book page's main image is its largest paint: fetch it at once, not after the scripts have run.
    head.type === "book" && head.image ? bookImagePreload(head.image) : "",
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : "",
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace("</head>", `    ${tags.join("\n    ")}\n  </head>`);
}

export function sitemapXml(baseUrl: string, bookIds: number[]): string {
  const urls = [...PUBLIC_PAGES, ...bookIds.map((id) => `/books/${id}`)];
  const entries = urls.map((path) => `  <url><loc>${escapeHtml(baseUrl + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * The data the first render of a page needs, written into the page so the browser does not wait for a request:
 * the site texts (header, home) everywhere, and the catalogue on the book pages. Read by client/src/lib/initial-data.ts.
 */
export function initialDataTag({ siteContent, books }: PageData, path: string): string {
  const data = showsBook(path) && books ? { siteContent, books } : { siteContent };
  return `<script id="initial-data" type="application/json">${safeJson(data)}</script>`;
}
