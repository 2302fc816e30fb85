// Each public page's head (title, description, Open Graph image, JSON-LD, largest image) as a plain function of what its
// route's loader read, under the name its entry in the table of pages (./pages.ts) gives as `head`. The server builds
// the first page's head with them; the browser loads this module only after a navigation (usePageHead), so the
// builders and what they use stay out of the first page's JavaScript.
// Each builder declares the data it reads (HeadInput<...>, one Loaded per read, ./loaded.ts), and the page's loader
// must give exactly that (PageLoaders in client/src/app/page-loaders.ts): a head that reads a field its page's data
// does not have fails the typecheck. A read that failed, or a field the author left empty, leaves its default.
import type { Book } from "./contract/books.ts";
import type { BlogPost } from "./contract/events-blog.ts";
import type { Event } from "./contract/events.ts";
import { LEGAL_PAGES, type LegalPage } from "./contract/legal-pages.ts";
import { firstParagraphText } from "./author-text.ts";
import type { Photo } from "./contract/gallery.ts";
import type { SiteContent } from "./contract/pages.ts";
import type { AboutContent } from "./contract/pages-about.ts";
import type { Loaded } from "./loaded.ts";
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
/** A text the author wrote, or undefined when she left it empty. */
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

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

/**
 * The book's own page. The shop sells one book (the administrator cannot add a second), shown at /urdimbre with its
 * comments and testimonials and at /books/:id with its pictures: /urdimbre is the canonical page of both, so a search
 * engine sees one book, not two copies.
 */
export const BOOK_PAGE = "/urdimbre";

/** The head of a page showing the book (/urdimbre, /books/:id); the generic one when the book could not be read. */
function bookHead(book: BookLike | null | undefined, { site, baseUrl }: HeadInput<unknown>, sizes: string, fallbackTitle: string): PageHead {
  const description = "El libro Urdimbre: historias creativas de artesanas y artesanos de México. Envío sin costo a todo México.";
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

/** /blog/:id: the post's title, its first paragraph, its picture, and a schema.org BlogPosting. */
function blogPostHead({ site, data, path, baseUrl }: HeadInput<Loaded<BlogPost>>): PageHead {
  const post = data?.data;
  if (!post) return { title: titled("Blog", site), description: `Notas de ${authorOf(site)} sobre los oficios y el arte popular de México.`, type: "website" };
  const description = firstParagraph(post.body) || `${post.title}: una nota de ${authorOf(site)}.`;
  const image = linkable(post.imageUrl);
  return {
    title: titled(post.title, site),
    description,
    type: "article",
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description,
      datePublished: post.date,
      ...(image ? { image: absoluteUrl(baseUrl, image) } : {}),
      ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
      author: { "@type": "Person", name: authorOf(site), url: baseUrl },
      inLanguage: "es-MX",
      url: baseUrl + path,
    },
  };
}

/** A legal page (/aviso-de-privacidad, /terminos, /devoluciones; its loader reads the page): its own title and first paragraph. */
function legalHead({ site, data, path }: HeadInput<Loaded<LegalPage>>): PageHead {
  const page = data?.data;
  const slug = path.replace(/\/+$/, "").slice(1);
  const fallbackTitle = LEGAL_PAGES.find((legal) => legal.slug === slug)?.title ?? "Información legal";
  return {
    title: titled(text(page?.title) ?? fallbackTitle, site),
    description: (page?.body && clipDescription(firstParagraphText(page.body))) || `${fallbackTitle} de la tienda de ${authorOf(site)}.`,
    type: "website",
  };
}

/** A page whose head is a fixed name and description (the site's author written into the title). */
const fixedHead =
  (name: string, description: string) =>
  ({ site }: HeadInput): PageHead => ({ title: titled(name, site), description, type: "website" });

/** The builders by the name the table's entries give as `head`, each typed with the data its page's loader gives. */
const HEADS = {
  home: ({ site }: HeadInput<null>): PageHead => ({
    title: site ? `${site.authorName} · ${site.authorTitle}` : SITE_NAME,
    description: site ? clipDescription(`${site.introTitle}. ${site.subtitle}`) : "Escritora y diseñadora colimense: historias de los oficios y el arte popular de México.",
    type: "website",
  }),
  // her story as she tells it (the biography's first paragraph, else her quote) and her portrait
  about: ({ site, data }: HeadInput<Loaded<AboutContent>>): PageHead => {
    const about = data?.data;
    return {
      title: titled("Sobre mí", site),
      description:
        firstParagraph(about?.biography) ||
        clipDescription(text(about?.quote) ?? "") ||
        "La historia de la Autora Colimense: escritora y diseñadora dedicada a contar las historias de los oficios de México.",
      type: "website",
      image: linkable(about?.portraitUrl),
    };
  },
  bookPage: (input: HeadInput<{ book: Loaded<BookLike | null> }>) => bookHead(input.data?.book.data, input, IMAGE_SIZES.bookMain, "Urdimbre"),
  bookDetail: (input: HeadInput<Loaded<BookLike>>) => bookHead(input.data?.data, input, IMAGE_SIZES.bookDetail, "Libro"),
  // the nearest event (the server lists the upcoming ones first) and the picture of the newest post that has one
  events: ({ site, data }: HeadInput<{ events: Loaded<Event[]>; posts: Loaded<BlogPost[]> }>): PageHead => {
    const next = data?.events.data?.[0];
    const picture = data?.posts.data?.find((post) => linkable(post.imageUrl));
    const lead = `Presentaciones, talleres y charlas de ${authorOf(site)}`;
    return {
      title: titled("Eventos", site),
      description: next ? clipDescription(`${lead}. ${next.title}${text(next.description) ? `: ${firstParagraph(next.description)}` : ""}`) : `${lead}: consulta los programas en PDF.`,
      type: "website",
      image: linkable(picture?.imageUrl),
    };
  },
  blogPost: blogPostHead,
  // what the newest photos show, and the newest photo
  gallery: ({ site, data }: HeadInput<Loaded<Pick<Photo, "url" | "descripcion">[]>>): PageHead => {
    const photos = data?.data ?? [];
    const first = linkable(photos[0]?.url);
    const shown = photos.map((photo) => text(photo.descripcion)).filter(Boolean).slice(0, 6);
    return {
      title: titled("Galería", site),
      description: clipDescription(`Mis historias fotográficas: ${shown.length ? `${shown.join(", ")}.` : "talleres, oficios y piezas del arte popular mexicano."}`),
      type: "website",
      image: first,
      largestImage: first ? { url: first, sizes: IMAGE_SIZES.galleryPhoto } : undefined,
    };
  },
  contact: fixedHead("Contacto", "Escríbeme o llámame para presentaciones, talleres, colaboraciones y pedidos del libro Urdimbre."),
  legal: legalHead,
  notFound: fixedHead(NOT_FOUND.title, NOT_FOUND.description),
} satisfies Record<string, (input: HeadInput<never>) => PageHead>;

/** A name of a head builder, what an entry of the table of pages gives as `head`. */
export type HeadName = keyof typeof HEADS;
/** The data the head named `N` reads: what its page's loader must give. */
export type HeadData<N extends HeadName> = Parameters<(typeof HEADS)[N]>[0] extends HeadInput<infer D> ? D : never;

/**
 * The head of the page at `input.path`: the 404 page's for a 404, else its entry's builder, else its entry's title with
 * the site's description; undefined for a page the table names neither way (the order page names itself).
 */
export function pageHead(input: HeadInput<unknown>): PageHead | undefined {
  if (input.status === 404) return HEADS.notFound(input);
  const page = findPage(input.path);
  // the table pairs each path with its builder, and the page's loader gives that builder's data (PageLoaders)
  if (page?.head) return (HEADS[page.head] as (input: HeadInput) => PageHead)(input);
  return page?.title ? fixedHead(page.title, SITE_DESCRIPTION)(input) : undefined;
}
