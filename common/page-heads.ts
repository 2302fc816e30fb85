// Each public page's head (title, description, Open Graph image, JSON-LD, largest image) as a plain function of what its
// route's loader read, under the name its entry in the table of pages (./pages.ts) gives as `head`. The server builds
// the first page's head with them; the browser loads this module only after a navigation (usePageHead), so the
// builders and what they use stay out of the first page's JavaScript.
// A loader answers { data, error } for each of its reads (client/src/lib/load.ts); the builders read that loosely:
// a field that is missing, or a read that failed, leaves its default, never an error.
import type { Book } from "./contract/books.ts";
import { LEGAL_PAGES, type LegalPage } from "./contract/legal-pages.ts";
import { firstParagraphText } from "./author-text.ts";
import type { HeadName } from "./head-names.ts";
import type { Photo } from "./contract/gallery.ts";
import type { SiteContent } from "./contract/pages.ts";
import { absoluteUrl, findPage, NOT_FOUND, SITE_DESCRIPTION, SITE_NAME } from "./pages.ts";
import { IMAGE_SIZES } from "./responsive-image.ts";

export interface PageHead {
  title: string;
  description: string;
  type: "website" | "book" | "article";
  /** the page's picture for link previews, as the page uses it (made absolute when written); the site's by default */
  image?: string;
  /** the image that will be the page's largest paint, with the `sizes` its <img> uses (preloaded with the page) */
  largestImage?: { url: string; sizes: string };
  jsonLd?: unknown;
}

export interface HeadInput {
  /** the site's texts (the root route's loader); null when they could not be read */
  site: SiteContent | null | undefined;
  /** what the page's own route's loader gave ({ data, error } per read); undefined when it has none */
  data: unknown;
  /** the page's address, e.g. /books/3 */
  path: string;
  /** where the site answers, e.g. https://autora.example.mx */
  baseUrl: string;
  /** 404 when the address names nothing (the 404 page's head, whatever the table says of the address) */
  status?: number;
}

/** A book as the API sends it (dates as text) or as its service gives it (dates as Date): the head reads either. */
export type BookLike = Omit<Book, "publicationDate" | "date"> & { publicationDate?: string | Date | null };

const authorOf = (site: SiteContent | null | undefined) => site?.authorName || SITE_NAME;
const titled = (name: string, site: SiteContent | null | undefined) => `${name} · ${authorOf(site)}`;
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
export const firstParagraph = (text: string | null | undefined) => clipDescription((text ?? "").split(/\n\s*\n/)[0].replace(/\s+/g, " ").trim());
/** A picture a link preview can fetch: an address, not an inline image. */
const linkable = (url: string | null | undefined) => (url && !url.startsWith("data:") ? url : undefined);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
/** What a loader's read gave ({ data, error }): its data, or undefined when it failed. */
const loaded = (value: unknown): unknown => record(value).data ?? undefined;

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
    ...(book.price != null ? { offers: { "@type": "Offer", price: Number(book.price).toFixed(2), priceCurrency: "MXN", availability: "https://schema.org/InStock", url: pageUrl } } : {}),
  };
}

/** The head of a page showing one book (/urdimbre, /books/:id); the generic one when the book could not be read. */
function bookHead(book: BookLike | null | undefined, { site, path, baseUrl }: HeadInput, sizes: string, fallbackTitle: string): PageHead {
  const description = "El libro Urdimbre: historias creativas de artesanas y artesanos de México. Envío sin costo a todo México.";
  if (!book?.name) return { title: titled(fallbackTitle, site), description, type: "website" };
  const image = book.images?.[0]?.url;
  return {
    title: titled(book.name, site),
    description: firstParagraph(book.description) || description,
    type: "book",
    image,
    largestImage: image ? { url: image, sizes } : undefined,
    jsonLd: bookJsonLd(book, authorOf(site), baseUrl + path, baseUrl),
  };
}

const SPANISH_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const DATE_IN_WORDS = new RegExp(`(\\d{1,2})\\s+de\\s+(${SPANISH_MONTHS.join("|")})\\s*,?\\s+(?:del?\\s+)?(\\d{4})`, "i");

/**
 * A date as schema.org writes it (2024-03-15) from the first of `values` that holds one: a Date, an ISO date, an English
 * long form ("March 15, 2024", the sample posts') or a date in Spanish words inside a text ("15 de marzo de 2025").
 */
export function isoDateOf(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
    if (typeof value !== "string") continue;
    const iso = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
    if (iso) return iso;
    const words = DATE_IN_WORDS.exec(value);
    if (words) return `${words[3]}-${String(SPANISH_MONTHS.indexOf(words[2].toLowerCase()) + 1).padStart(2, "0")}-${words[1].padStart(2, "0")}`;
    const english = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(value.trim()) ? new Date(`${value.trim()} UTC`) : undefined;
    if (english && !Number.isNaN(english.getTime())) return english.toISOString().slice(0, 10);
  }
  return undefined;
}

/**
 * /blog/:id: a post or event as its loader gives it (a sample post: title, date, content, image; an event from the
 * database: title, description, pdfUrl, createdAt; a place where it has one). schema.org Event with what is known.
 */
function blogPostHead({ site, data, path, baseUrl }: HeadInput): PageHead {
  const post = record(loaded(data));
  const name = text(post.title) ?? text(post.name);
  if (!name) return { title: titled("Blog", site), description: "Notas y eventos de la Autora Colimense sobre los oficios y el arte popular de México.", type: "website" };
  const content = Array.isArray(post.content) ? post.content.filter((p): p is string => typeof p === "string").join("\n\n") : (text(post.content) ?? text(post.body));
  const description = firstParagraph(text(post.description) ?? content) || `${name}: una nota de ${authorOf(site)}.`;
  const date = isoDateOf(post.date, post.startDate, post.description, post.createdAt);
  const place = text(post.place) ?? text(post.location);
  const pdfUrl = text(post.pdfUrl);
  const image = linkable(text(post.image) ?? text(post.imageUrl));
  return {
    title: titled(name, site),
    description,
    type: "article",
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Event",
      name,
      description,
      ...(date ? { startDate: date } : {}),
      ...(place ? { location: { "@type": "Place", name: place, address: place } } : {}),
      ...(image ? { image: absoluteUrl(baseUrl, image) } : {}),
      ...(pdfUrl ? { subjectOf: { "@type": "DigitalDocument", url: absoluteUrl(baseUrl, pdfUrl), encodingFormat: "application/pdf" } } : {}),
      organizer: { "@type": "Person", name: authorOf(site), url: baseUrl },
      inLanguage: "es-MX",
      url: baseUrl + path,
    },
  };
}

/** A legal page (/aviso-de-privacidad, /terminos, /devoluciones; its loader reads the page): its own title and first paragraph. */
function legalHead({ site, data, path }: HeadInput): PageHead {
  const page = record(loaded(data)) as Partial<LegalPage>;
  const slug = path.replace(/\/+$/, "").slice(1);
  const fallbackTitle = LEGAL_PAGES.find((legal) => legal.slug === slug)?.title ?? "Información legal";
  return {
    title: titled(text(page.title) ?? fallbackTitle, site),
    description: (page.body && clipDescription(firstParagraphText(page.body))) || `${fallbackTitle} de la tienda de ${authorOf(site)}.`,
    type: "website",
  };
}

/** A page whose head is a fixed name and description (the site's author written into the title). */
const fixedHead =
  (name: string, description: string) =>
  ({ site }: HeadInput): PageHead => ({ title: titled(name, site), description, type: "website" });

/** The builders by the name the table's entries give as `head`. */
const HEADS = {
  home: ({ site }) => ({
    title: site ? `${site.authorName} · ${site.authorTitle}` : SITE_NAME,
    description: site ? clipDescription(`${site.introTitle}. ${site.subtitle}`) : "Escritora y diseñadora colimense: historias de los oficios y el arte popular de México.",
    type: "website",
  }),
  // the about text may come from its loader (title, body); else the fixed one
  about: ({ site, data }) => {
    const about = record(loaded(data));
    return {
      title: titled(text(about.title) ?? "Sobre mí", site),
      description:
        firstParagraph(text(about.body) ?? text(about.description)) ||
        "La historia de la Autora Colimense: escritora y diseñadora dedicada a contar las historias de los oficios de México.",
      type: "website",
      image: linkable(text(about.image) ?? text(about.imageUrl)),
    };
  },
  bookPage: (input) => bookHead(loaded(record(input.data).book) as BookLike | null | undefined, input, IMAGE_SIZES.bookMain, "Urdimbre"),
  bookDetail: (input) => bookHead(loaded(input.data) as BookLike | null | undefined, input, IMAGE_SIZES.bookDetail, "Libro"),
  events: ({ site }) => ({
    title: titled("Eventos", site),
    description: "Presentaciones, talleres y charlas de la Autora Colimense: consulta los programas en PDF.",
    type: "website",
  }),
  blogPost: blogPostHead,
  gallery: ({ site, data }) => {
    const photos = loaded(data);
    const first = Array.isArray(photos) ? linkable((photos as Partial<Photo>[])[0]?.url) : undefined;
    return {
      title: titled("Galería", site),
      description: "Mis historias fotográficas: talleres, oficios y piezas del arte popular mexicano.",
      type: "website",
      image: first,
      largestImage: first ? { url: first, sizes: IMAGE_SIZES.galleryPhoto } : undefined,
    };
  },
  contact: fixedHead("Contacto", "Escríbeme o llámame para presentaciones, talleres, colaboraciones y pedidos del libro Urdimbre."),
  legal: legalHead,
  notFound: fixedHead(NOT_FOUND.title, NOT_FOUND.description),
} satisfies Record<HeadName, (input: HeadInput) => PageHead>;

/**
 * The head of the page at `input.path`: the 404 page's for a 404, else its entry's builder, else its entry's title with
 * the site's description; undefined for a page the table names neither way (the order page names itself).
 */
export function pageHead(input: HeadInput): PageHead | undefined {
  if (input.status === 404) return HEADS.notFound(input);
  const page = findPage(input.path);
  if (page?.head) return HEADS[page.head](input);
  return page?.title ? fixedHead(page.title, SITE_DESCRIPTION)(input) : undefined;
}
