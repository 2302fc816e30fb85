// What a page says to a link preview and a search engine (title, description, Open Graph image, JSON-LD, largest image),
// and the pieces the pages' own heads are made of. Each server-rendered page declares its head in its own module, next
// to its loader (client/src/features/<domain>/<Page>.tsx: `export const head: HeadFunction<typeof loader>`), typed
// from what that loader gives: a head that reads a field its data does not have fails the typecheck. The server writes
// the first page's head from the same function (client/src/entry-server.tsx); the browser writes it after a navigation.
// A page without a head of its own says its table name (./pages.ts `title`) with the site's description.
// A read that failed, or a field the author left empty, leaves its default.
import type { Book } from "./contract/books.ts";
import type { SiteContent } from "./contract/pages.ts";
import { absoluteUrl, findPage, NOT_FOUND, SITE_DESCRIPTION, SITE_NAME } from "./pages.ts";

export interface PageHead {
  title: string;
  description: string;
  type: "website" | "book" | "article";
  /** the page's picture for link previews, as the page uses it (made absolute when written); the site's by default */
  image?: string;
  /** the image that will be the page's largest paint, with the `sizes` its <img> uses (preloaded with the page) */
  largestImage?: { url: string; sizes: string };
  jsonLd?: unknown;
  /** the address of the page that is the canonical copy of this one (another address showing the same thing) */
  canonical?: string;
}

export interface HeadInput<D = unknown> {
  /** the site's texts (the root route's loader); null when they could not be read */
  site: SiteContent | null | undefined;
  /** what the page's own route's loader gave ({ data, error } per read); undefined when the server could not read it */
  data: D | undefined;
  /** the page's address, e.g. /books/3 */
  path: string;
  /** where the site answers, e.g. https://autora.example.mx */
  baseUrl: string;
  /** 404 when the address names nothing (the 404 page's head, whatever the table says of the address) */
  status?: number;
}

/** A book as the API sends it (dates as text) or as its service gives it (dates as Date): the head reads either. */
export type BookLike = Omit<Book, "publicationDate" | "date"> & { publicationDate?: string | Date | null };

/**
 * A page's head as a function of what its route's loader gave (`L`, the loader: `HeadFunction<typeof loader>`);
 * a page without a loader reads only the site's texts.
 */
export type HeadFunction<L extends (...args: never[]) => unknown = () => undefined> = (
  input: HeadInput<Awaited<ReturnType<L>>>,
) => PageHead;

/** The author's name, or the site's when the site's texts could not be read. */
export const authorOf = (site: SiteContent | null | undefined) => site?.authorName || SITE_NAME;
/** "<name> · <author>": every page's title. */
export const titled = (name: string, site: SiteContent | null | undefined) => `${name} · ${authorOf(site)}`;
/** How long a description may be: a link preview shows less, and a search engine about 160 characters. */
const MAX_DESCRIPTION = 300;
/** A text short enough for a description: a longer one ends at the end of a word, with "…". */
export function clipDescription(text: string): string {
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  const wordEnd = cut.lastIndexOf(" ");
  return `${(wordEnd > MAX_DESCRIPTION / 2 ? cut.slice(0, wordEnd) : cut).replace(/[\s,;:.(—-]+$/, "")}…`;
}
/** The first paragraph of a text, on one line, as a description. */
export const firstParagraph = (text: string | null | undefined) =>
  clipDescription(
    (text ?? "")
      .split(/\n\s*\n/)[0]
      .replace(/\s+/g, " ")
      .trim(),
  );
/** A picture a link preview can fetch: an address, not an inline image. */
export const linkable = (url: string | null | undefined) => (url && !url.startsWith("data:") ? url : undefined);
/** A text the author wrote, or undefined when she left it empty. */
export const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

export function bookJsonLd(book: BookLike, authorName: string, pageUrl: string, baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    name: book.name,
    description: firstParagraph(book.description),
    author: { "@type": "Person", name: authorName },
    ...(book.editorial ? { publisher: { "@type": "Organization", name: book.editorial } } : {}),
    inLanguage: "es-MX",
    bookFormat: "https://schema.org/Paperback",
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.publicationDate ? { datePublished: new Date(book.publicationDate).toISOString().slice(0, 10) } : {}),
    image: (book.images ?? []).map((image) => absoluteUrl(baseUrl, image.url)),
    url: pageUrl,
    ...(book.price != null
      ? {
          offers: {
            "@type": "Offer",
            price: Number(book.price).toFixed(2),
            priceCurrency: "MXN",
            availability: "https://schema.org/InStock",
            url: pageUrl,
          },
        }
      : {}),
  };
}

/**
 * The book's own page. The shop sells one book (the administrator cannot add a second), shown at /urdimbre with its
 * comments and testimonials and at /books/:id with its pictures: /urdimbre is the canonical page of both, so a search
 * engine sees one book, not two copies.
 */
export const BOOK_PAGE = "/urdimbre";

/** The head of a page showing the book (/urdimbre, /books/:id); the generic one when the book could not be read. */
export function bookHead(
  book: BookLike | null | undefined,
  { site, baseUrl }: HeadInput<unknown>,
  sizes: string,
  fallbackTitle: string,
): PageHead {
  const description =
    "El libro Urdimbre: historias creativas de artesanas y artesanos de México. Envío sin costo a todo México.";
  if (!book?.name) return { title: titled(fallbackTitle, site), description, type: "website", canonical: BOOK_PAGE };
  const image = book.images?.[0]?.url;
  return {
    title: titled(book.name, site),
    description: firstParagraph(book.description) || description,
    type: "book",
    image,
    largestImage: image ? { url: image, sizes } : undefined,
    jsonLd: bookJsonLd(book, authorOf(site), baseUrl + BOOK_PAGE, baseUrl),
    canonical: BOOK_PAGE,
  };
}

/** A page whose head is a fixed name and description (the site's author written into the title). */
export const fixedHead =
  (name: string, description: string) =>
  ({ site }: HeadInput): PageHead => ({ title: titled(name, site), description, type: "website" });

/**
 * The head of the page at `input.path`: the 404 page's for a 404, else the page's own (`own`, its module's `head`),
 * else its entry's title with the site's description; undefined for a page the table names neither way (the order page
 * names itself).
 */
export function pageHead(input: HeadInput<unknown>, own?: HeadFunction<() => unknown>): PageHead | undefined {
  if (input.status === 404) return fixedHead(NOT_FOUND.title, NOT_FOUND.description)(input);
  // every description is clipped here, where it is written, whatever the page's own head gave
  if (own) {
    const head = own(input);
    return { ...head, description: clipDescription(head.description) };
  }
  const page = findPage(input.path);
  return page?.title ? fixedHead(page.title, SITE_DESCRIPTION)(input) : undefined;
}
