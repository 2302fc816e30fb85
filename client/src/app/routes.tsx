// Every route of the site, shared by the browser (main.tsx) and the server renderer (entry-server.tsx). Pages load on
// demand so the first visit downloads only what it shows; the whole administrator area is its own chunk. A page's
// data comes from its route's `loader`, which calls the resource's API module and runs on the server for the first
// paint and in the browser on later navigations; the page reads it with useLoaderData().
import type { RouteObject } from "react-router-dom";
import { RootLayout } from "./layout/RootLayout";
import { getSiteContent } from "../features/home/api";
import { getBook, getBooks } from "../features/book/api";
import { fetchEvents } from "../features/events/api";
import { getPhotos } from "../features/gallery/api";
import { fetchContactInfo } from "../features/contact/api";
import { getLegalPage } from "../features/legal/api";
import { isLegalSlug } from "../../../common/contract/legal-pages";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** A loader's answer when the API fails: the page shows its empty state, as it did when loading in an effect. */
const orElse =
  <T,>(fallback: T, message: string) =>
  (error: unknown): T => {
    console.error(message, error);
    return fallback;
  };

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

export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    HydrateFallback: () => null,
    // the author's name (header, footer) and the home page texts; null when they could not be read
    loader: () => getSiteContent().catch(orElse(null, "Error al obtener el contenido del sitio:")),
    children: [
      { index: true, lazy: page(() => import("../features/home/HomePage")) },
      { path: "about", lazy: page(() => import("../features/about/AboutPage")) },
      { path: "urdimbre", loader: () => getBooks().catch(orElse([], "Error al obtener el libro:")), lazy: page(() => import("../features/book/BookPage")) },
      { path: "books/:bookId", loader: ({ params }) => getBook(params.bookId ?? "").catch(orElse(null, "Error al obtener el libro:")), lazy: page(() => import("../features/book/BookDetailPage")) },
      { path: "blogpage", loader: () => fetchEvents().catch(orElse([], "Error al obtener los eventos:")), lazy: page(() => import("../features/events/EventsPage")) },
      { path: "blog/:id", lazy: page(() => import("../features/events/BlogPostPage")) },
      { path: "gallery", loader: () => getPhotos().catch(orElse([], "Error al obtener fotografías:")), lazy: page(() => import("../features/gallery/GalleryPage")) },
      { path: "contact", loader: () => fetchContactInfo().catch(orElse(null, "Error al obtener contacto:")), lazy: page(() => import("../features/contact/ContactPage")) },
      { path: "aviso-de-privacidad", loader: legalPageLoader, lazy: page(() => import("../features/legal/LegalPage")) },
      { path: "terminos", loader: legalPageLoader, lazy: page(() => import("../features/legal/LegalPage")) },
      { path: "devoluciones", loader: legalPageLoader, lazy: page(() => import("../features/legal/LegalPage")) },
      { path: "cart", lazy: page(() => import("../features/cart/CartPage")) },
      { path: "place-order", lazy: page(() => import("../features/checkout/PlaceOrderPage")) },
      { path: "orders", lazy: page(() => import("../features/checkout/OrdersPage")) },
      { path: "login", lazy: page(() => import("../features/account/LoginPage")) },
      { path: "register", lazy: page(() => import("../features/account/RegisterPage")) },
      { path: "user", lazy: page(() => import("../features/account/UserPage")) },
      { path: "forgot-password", lazy: page(() => import("../features/account/ForgotPasswordPage")) },
      { path: "reset-password", lazy: page(() => import("../features/account/ResetPasswordPage")) },
      { path: "newsletter/confirm", lazy: page(() => import("../features/newsletter/ConfirmSubscriptionPage")) },
      { path: "newsletter/unsubscribe", lazy: page(() => import("../features/newsletter/UnsubscribePage")) },
      { path: "mis-pedidos", lazy: page(() => import("../features/my-orders/MyOrdersPage")) },
      { path: "consultar-pedido", lazy: page(() => import("../features/my-orders/OrderLookupPage")) },
      { path: "test", element: <div /> },
      { path: "test1", element: <div /> },
      { path: "*", lazy: page(() => import("./layout/NotFoundPage")) },
    ],
  },
  { path: "admin/*", lazy: page(() => import("../features/admin/AdminRoot")) },
];
