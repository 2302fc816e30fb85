// The loaders of the server-rendered pages, under each page's path in the table of pages (@autora/common/pages.ts), and
// the gallery's photo comments' (./routes.tsx). A loader calls its resource's API module through lib/load.ts (the
// data, or why it could not be read) and runs on the server for the first paint and in the browser on later
// navigations; the page reads it with useLoaderData(). The browser loads this module (and the API modules it calls)
// when a loader first runs there, not with the first page, which arrives with its loaders' data (./pages.tsx).
// Each loader gives what its page's head reads (PageData, from the head's builder in @autora/common/page-heads.ts):
// a loader that gives less, or a head that reads more, fails the typecheck.
import type { LoaderFunction, LoaderFunctionArgs } from "react-router-dom";
import type { PageData, ServerRenderedPath } from "@autora/common/pages.ts";
import { isLegalSlug } from "@autora/common/contract/legal-pages.ts";
import { parseId } from "@autora/common/id.ts";
import { getBook, getBooks, getTestimonials, type BookPageData } from "@/features/books";
import { getBookComments, getPhotoComments } from "@/features/comments";
import { getBlogPost, getBlogPosts, getEvents, type EventsPageData } from "@/features/events";
import { getPhotos } from "@/features/gallery";
import { getLegalPage } from "@/features/legal";
import { getAbout, getContactInfo } from "@/features/pages";
import { httpStatus } from "@/lib/http-status";
import { load, notFound } from "@/lib/load";

/**
 * The id in the page's address (/books/12). An address whose id cannot be one (/books/abc, /books/..%2Fmail) is a 404
 * page at once: the loader never puts it into an API call.
 */
function idFromAddress(text: string | undefined): number {
  const id = parseId(text);
  if (id === null) throw notFound();
  return id;
}

/** A read whose 404 answer means the address names nothing: the 404 page, not a failed read. */
const orNotFound = <T>(read: Promise<T>): Promise<T> =>
  read.catch((error: unknown) => {
    throw httpStatus(error) === 404 ? notFound() : error;
  });

/** The legal page named by the address (/aviso-de-privacidad, /terminos, /devoluciones). */
const legalPageLoader = ({ request }: LoaderFunctionArgs) => {
  const slug = new URL(request.url).pathname.slice(1);
  if (!isLegalSlug(slug)) throw notFound();
  return load(() => getLegalPage(slug), "No se pudo cargar la página. Intenta de nuevo más tarde.");
};

/**
 * /urdimbre: the book (the catalogue's first, null when there is none), its newest comments and the testimonials, read
 * in parallel but for the comments, which need the book's id. Each read fails alone: the rest of the page stays.
 */
async function bookPageLoader(): Promise<BookPageData> {
  const bookWithComments = async () => {
    const book = await load(async () => (await getBooks())[0] ?? null, "No se pudo cargar el libro. Intenta de nuevo más tarde.");
    const id = book.data?.id;
    const comments = id === undefined ? { data: [], error: null } : await load(() => getBookComments(id), "No se pudieron cargar los comentarios.");
    return { book, comments };
  };
  const [{ book, comments }, testimonials] = await Promise.all([bookWithComments(), load(getTestimonials, "No se pudieron cargar los testimonios.")]);
  return { book, comments, testimonials };
}

/** /blogpage: the events (PDF documents) and the blog's posts, read in parallel; each fails alone. */
async function eventsPageLoader(): Promise<EventsPageData> {
  const [events, posts] = await Promise.all([load(getEvents, "No se pudieron cargar los eventos."), load(getBlogPosts, "No se pudieron cargar las entradas del blog.")]);
  return { events, posts };
}

/** A loader for each server-rendered page, giving the data its head reads. */
type PageLoaders = { [P in ServerRenderedPath]: (args: LoaderFunctionArgs) => PageData<P> | Promise<PageData<P>> };

/** The loader of every server-rendered page (the pages the server does not render export theirs from their module). */
export const PAGE_LOADERS: PageLoaders = {
  // the home page shows the site's texts, which the root route reads
  "/": () => null,
  "/urdimbre": bookPageLoader,
  // a book or post that does not exist is the 404 page; one that could not be read, the page's message
  "/books/:bookId": ({ params }) => {
    const id = idFromAddress(params.bookId);
    return load(() => orNotFound(getBook(id)), "No se pudo cargar el libro. Intenta de nuevo más tarde.");
  },
  "/blog/:id": ({ params }) => {
    const id = idFromAddress(params.id);
    return load(() => orNotFound(getBlogPost(id)), "No pudimos cargar esta entrada del blog. Intenta de nuevo en unos minutos.");
  },
  "/about": () => load(getAbout, "No se pudo cargar la página Sobre mí. Intenta de nuevo más tarde."),
  "/blogpage": eventsPageLoader,
  "/gallery": () => load(getPhotos, "No se pudieron cargar las fotografías. Intenta de nuevo más tarde."),
  "/contact": () => load(getContactInfo, "No se pudieron cargar los datos de contacto. Intenta de nuevo más tarde."),
  "/aviso-de-privacidad": legalPageLoader,
  "/terminos": legalPageLoader,
  "/devoluciones": legalPageLoader,
};

/** A photo's newest comments, for the gallery's photo modal (an id that cannot be one has none). */
export const photoCommentsLoader: LoaderFunction = ({ params }) => {
  const photoId = parseId(params.photoId);
  return photoId === null ? { data: [], error: null } : load(() => getPhotoComments(photoId), "No se pudieron cargar los comentarios.");
};
