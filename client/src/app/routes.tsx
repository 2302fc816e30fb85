// Every route of the site, shared by the browser (main.tsx) and the server renderer (entry-server.tsx). Pages load on
// demand so the first visit downloads only what it shows; the whole administrator area is its own chunk. A page's
// data comes from its route's `loader`, which calls the resource's API module and runs on the server for the first
// paint and in the browser on later navigations; the page reads it with useLoaderData().
import { data, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router-dom";
import { page, pageWithLoader } from "@/lib/lazy-route";
import { RootLayout } from "./layout/RootLayout";
import NotFoundPage from "./layout/NotFoundPage";
import { RouteError } from "@/components/ui/RouteError";
import { getAbout, getSiteContent } from "@/features/pages";
import { getBook, getBooks, getTestimonials } from "@/features/books";
import { getBookComments, getPhotoComments } from "@/features/comments";
import type { BookPageData } from "@/features/books";
import { getBlogPost, getBlogPosts, getEvents } from "@/features/events";
import type { EventsPageData } from "@/features/events";
import { getPhotos } from "@/features/gallery";
import { getContactInfo } from "@/features/pages";
import { getLegalPage } from "@/features/legal";
import { isLegalSlug } from "@autora/common/contract/legal-pages.ts";
import { parseId } from "@autora/common/id.ts";
import { httpStatus } from "@/lib/http-status";

/**
 * A loader's answer when the API fails: the page shows its empty state, as it did when loading in an effect. Only the
 * error's message is logged: on the server, the whole axios error would fill the log with the request's internals.
 */
const orElse =
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

/** The public pages' error boundary: the 404 page for a loader's 404 (an id that cannot be one), else the error page. */
const SiteErrorBoundary = () => <RouteError home="/" homeLabel="Ir al inicio" notFound={<NotFoundPage />} />;

/** The administrator area's error boundary when its own code fails (its pages have theirs, inside its layout). */
const AdminAreaErrorBoundary = () => <RouteError home="/admin/dashboard" homeLabel="Ir al panel" notFound={<NotFoundPage />} />;

/**
 * The pages the server renders with their loader data (the rest get the empty shell and render in the browser).
 * Adding one: give its route a loader if it needs data, and its path here.
 */
export const SERVER_RENDERED = ["/", "/about", "/urdimbre", "/books/:bookId", "/blogpage", "/blog/:id", "/gallery", "/contact", "/aviso-de-privacidad", "/terminos", "/devoluciones"];

/** The legal page named by the address (/aviso-de-privacidad, /terminos, /devoluciones); null when it cannot be read. */
const legalPageLoader = ({ request }: { request: Request }) => {
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
async function blogPostLoader({ params }: { params: { id?: string } }) {
  const id = idFromAddress(params.id);
  try {
    return await getBlogPost(id);
  } catch (error) {
    if (httpStatus(error) === 404) throw data("Página no encontrada", { status: 404 });
    return orElse(null, "Error al obtener la entrada del blog:")(error);
  }
}

export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    HydrateFallback: () => null,
    // the author's name (header, footer) and the home page texts; null when they could not be read
    loader: () => getSiteContent().catch(orElse(null, "Error al obtener el contenido del sitio:")),
    // a failure of the layout itself: the error page alone
    ErrorBoundary: SiteErrorBoundary,
    children: [
      {
        // a page that fails (its loader, its code or its rendering) shows the error page, or the 404 page for a loader's
        // 404, inside the site's header and footer
        ErrorBoundary: SiteErrorBoundary,
        children: [
          { index: true, lazy: page(() => import("@/features/pages/home/HomePage")) },
          { path: "about", loader: () => getAbout().catch(orElse(null, "Error al obtener la página Sobre mí:")), lazy: page(() => import("@/features/pages/about/AboutPage")) },
          { path: "urdimbre", loader: bookPageLoader, lazy: page(() => import("@/features/books/BookPage")) },
          {
            path: "books/:bookId",
            loader: ({ params }) => getBook(idFromAddress(params.bookId)).catch(orElse(null, "Error al obtener el libro:")),
            lazy: page(() => import("@/features/books/BookDetailPage")),
          },
          { path: "blogpage", loader: eventsPageLoader, lazy: page(() => import("@/features/events/EventsPage")) },
          { path: "blog/:id", loader: blogPostLoader, lazy: page(() => import("@/features/events/BlogPostPage")) },
          { path: "gallery", loader: () => getPhotos().catch(orElse([], "Error al obtener fotografías:")), lazy: page(() => import("@/features/gallery/GalleryPage")) },
          // a photo's newest comments, for the gallery's photo modal (useFetcher: the photo is chosen on screen); opened as
          // an address, it goes on to the gallery
          {
            path: "gallery/comentarios/:photoId",
            loader: ({ params }) => {
              const photoId = parseId(params.photoId);
              return photoId === null ? [] : getPhotoComments(photoId).catch(orElse([], "Error al obtener comentarios:"));
            },
            element: <Navigate to="/gallery" replace />,
          },
          { path: "contact", loader: () => getContactInfo().catch(orElse(null, "Error al obtener contacto:")), lazy: page(() => import("@/features/pages/contact/ContactPage")) },
          { path: "aviso-de-privacidad", loader: legalPageLoader, lazy: page(() => import("@/features/legal/LegalPage")) },
          { path: "terminos", loader: legalPageLoader, lazy: page(() => import("@/features/legal/LegalPage")) },
          { path: "devoluciones", loader: legalPageLoader, lazy: page(() => import("@/features/legal/LegalPage")) },
          { path: "cart", lazy: pageWithLoader(() => import("@/features/orders/cart/CartPage")) },
          { path: "place-order", lazy: pageWithLoader(() => import("@/features/orders/checkout/PlaceOrderPage")) },
          { path: "orders", lazy: page(() => import("@/features/orders/checkout/OrdersPage")) },
          { path: "login", lazy: page(() => import("@/features/accounts/LoginPage")) },
          { path: "register", lazy: page(() => import("@/features/accounts/RegisterPage")) },
          { path: "user", lazy: page(() => import("@/features/accounts/UserPage")) },
          { path: "forgot-password", lazy: page(() => import("@/features/accounts/ForgotPasswordPage")) },
          { path: "reset-password", lazy: page(() => import("@/features/accounts/ResetPasswordPage")) },
          { path: "newsletter/confirm", lazy: pageWithLoader(() => import("@/features/newsletter/ConfirmSubscriptionPage")) },
          { path: "newsletter/unsubscribe", lazy: page(() => import("@/features/newsletter/UnsubscribePage")) },
          { path: "mis-pedidos", lazy: pageWithLoader(() => import("@/features/orders/my-orders/MyOrdersPage")) },
          { path: "consultar-pedido", lazy: page(() => import("@/features/orders/my-orders/OrderLookupPage")) },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
  {
    // The administrator area renders in the browser only, so its loaders run there, with the stored token.
    id: "admin",
    path: "admin",
    lazy: page(() => import("@/features/admin/AdminRoot")),
    HydrateFallback: () => null,
    // a failure of the admin area's own code; the pages' failures show inside the admin layout (features/admin/routes.tsx)
    ErrorBoundary: AdminAreaErrorBoundary,
    // "/admin" itself goes on to the dashboard; the other admin routes arrive with the admin area (patchRoutesOnNavigation)
    children: [{ index: true, element: <Navigate to="/admin/dashboard" replace /> }],
  },
];

/** Adds the administrator's routes (their own chunk) the first time an /admin address is opened. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!path.startsWith("/admin/")) return;
  const { adminRoutes } = await import("@/features/admin/routes");
  patch("admin", adminRoutes);
};
