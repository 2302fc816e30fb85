// The public pages' routes, made from the one table of pages (@autora/common/pages.ts): its path, its module (loaded on
// demand, one chunk per page) and, under the same path here, the loader of the pages whose data the route reads. A
// loader calls its resource's API module and runs on the server for the first paint and in the browser on later
// navigations; the page reads it with useLoaderData().
import { data, type LoaderFunction, type RouteObject } from "react-router-dom";
import { PAGES, type PagePath } from "@autora/common/pages.ts";
import { isLegalSlug } from "@autora/common/contract/legal-pages.ts";
import { parseId } from "@autora/common/id.ts";
import { getBook, getBooks, getTestimonials, type BookPageData } from "@/features/books";
import { getBookComments } from "@/features/comments";
import { getBlogPost, getBlogPosts, getEvents, type EventsPageData } from "@/features/events";
import { getPhotos } from "@/features/gallery";
import { getLegalPage } from "@/features/legal";
import { getAbout, getContactInfo } from "@/features/pages";
import { httpStatus } from "@/lib/http-status";
import { page, pageWithLoader } from "@/lib/lazy-route";

/**
 * A loader's answer when the API fails: the page shows its empty state, as it did when loading in an effect. Only the
 * error's message is logged: on the server, the whole axios error would fill the log with the request's internals.
 */
export const orElse =
  <T,>(fallback: T, message: string) =>
  (error: unknown): T => {
    console.error(message, error instanceof Error ? error.message : error);
    return fallback;
  };

/**
 * The id in the page's address (/books/12). An address whose id cannot be one (/books/abc, /books/..%2Fmail) is a 404
 * page at once: the loader never puts it into an API call.
 */
function idFromAddress(text: string | undefined): number {
  const id = parseId(text);
  if (id === null) throw data("Página no encontrada", { status: 404 });
  return id;
}

/** The legal page named by the address (/aviso-de-privacidad, /terminos, /devoluciones); null when it cannot be read. */
const legalPageLoader: LoaderFunction = ({ request }) => {
  const slug = new URL(request.url).pathname.slice(1);
  return isLegalSlug(slug) ? getLegalPage(slug).catch(orElse(null, "Error al cargar la página:")) : null;
};

/**
 * /urdimbre: the book (the catalogue's first), its newest comments and the testimonials, read in parallel but for the
 * comments, which need the book's id. A failed comments or testimonials read leaves their empty state, not a failed page.
 */
async function bookPageLoader(): Promise<BookPageData> {
  const bookWithComments = async () => {
    const [book = null] = await getBooks().catch(orElse([], "Error al obtener el libro:"));
    const comments = book ? await getBookComments(book.id).catch(orElse([], "Error al obtener comentarios:")) : [];
    return { book, comments };
  };
  const [{ book, comments }, testimonials] = await Promise.all([bookWithComments(), getTestimonials().catch(orElse([], "Error al obtener testimonios:"))]);
  return { book, comments, testimonials };
}

/** /blogpage: the events (PDF documents) and the blog's posts, read in parallel; a failed read leaves its empty state. */
async function eventsPageLoader(): Promise<EventsPageData> {
  const [events, posts] = await Promise.all([getEvents().catch(orElse([], "Error al obtener los eventos:")), getBlogPosts().catch(orElse([], "Error al obtener las entradas del blog:"))]);
  return { events, posts };
}

/** /blog/:id: the post; a post that does not exist is the 404 page, a failed read the page's empty state. */
const blogPostLoader: LoaderFunction = async ({ params }) => {
  const id = idFromAddress(params.id);
  try {
    return await getBlogPost(id);
  } catch (error) {
    if (httpStatus(error) === 404) throw data("Página no encontrada", { status: 404 });
    return orElse(null, "Error al obtener la entrada del blog:")(error);
  }
};

/** The loaders of the pages that read data in their route (the others read none, or export theirs from their module). */
const LOADERS: Partial<Record<PagePath, LoaderFunction>> = {
  "/urdimbre": bookPageLoader,
  "/books/:bookId": ({ params }) => getBook(idFromAddress(params.bookId)).catch(orElse(null, "Error al obtener el libro:")),
  "/about": () => getAbout().catch(orElse(null, "Error al obtener la página Sobre mí:")),
  "/blogpage": eventsPageLoader,
  "/blog/:id": blogPostLoader,
  "/gallery": () => getPhotos().catch(orElse([], "Error al obtener fotografías:")),
  "/contact": () => getContactInfo().catch(orElse(null, "Error al obtener contacto:")),
  "/aviso-de-privacidad": legalPageLoader,
  "/terminos": legalPageLoader,
  "/devoluciones": legalPageLoader,
};

type PageModule = { default: React.ComponentType; loader?: LoaderFunction };
/** Every public page module, each loaded on demand (keys like "/src/features/books/BookPage.tsx"). */
const MODULES = import.meta.glob<PageModule>(["/src/features/**/*Page.tsx", "!/src/features/**/admin/**", "!**/*.test.tsx"]);

/** The table's pages as routes (children of the site's layout). */
export const pageRoutes: RouteObject[] = PAGES.map((entry) => {
  const load = MODULES[`/${entry.module}`];
  if (!load) throw new Error(`La página ${entry.path} no tiene su módulo ${entry.module}`);
  const where = entry.path === "/" ? { index: true as const } : { path: entry.path.slice(1) };
  const loader = LOADERS[entry.path];
  const lazy = entry.loaderInModule ? pageWithLoader(load) : page(load);
  return loader ? { ...where, loader, lazy } : { ...where, lazy };
}) as RouteObject[];
