// The site's public pages, one entry each: the address (a React Router pattern), the page's module in client/src (which
// declares the page's loader, head, component and error boundary), whether the server renders it, and its name. The
// client's router, the server's rendering and head, its preloads, its kept pages and sitemap.xml all come from here,
// so a new page is its module and one entry. The router loads each module only when its page is opened.
import { LEGAL_PAGES, type LegalSlug } from "./contract/legal-pages.ts";

export const SITE_NAME = "Autora Colimense";
/** The description of a page that has none of its own (index.html's). */
export const SITE_DESCRIPTION =
  "Autora Colimense: diseñadora y escritora. Conoce Urdimbre, su libro sobre las historias creativas de artesanas y artesanos de México.";
/** The Open Graph picture of a page that has none of its own (client/public, so its address never changes). */
export const DEFAULT_IMAGE = "/og-image.png";

export interface PageEntry {
  /** React Router pattern, e.g. "/books/:bookId" */
  path: string;
  /**
   * the page's module, relative to client/ (a key of the build's manifest): its component (default export) and, as it
   * needs them, its `loader`, its `head` (./page-heads.ts HeadFunction) and its `ErrorBoundary`
   */
  module: string;
  /** the server renders it with its loader's data (else the browser renders it from the empty shell) */
  serverRendered?: boolean;
  /**
   * the page's name: a page without a head of its own (or one the server could not render) says "<title> · <author>"
   * in its tab and link preview, with the site's description; the visit statistics name the page so
   */
  title?: string;
  /** sitemap.xml lists it (a pattern with a parameter: each address the server reads from the database) */
  sitemap?: boolean;
}

export const absoluteUrl = (baseUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${baseUrl}${url}`);

/**
 * The author's text pages (the privacy notice, the terms, the returns policy): each row of LEGAL_PAGES is a page at
 * /<slug>, with its title, shown by one module that reads its text by slug, so a new text page is a new row there.
 */
const TEXT_PAGES = LEGAL_PAGES.map(({ slug, title }) => ({
  path: `/${slug}` as `/${LegalSlug}`,
  module: "src/features/legal/LegalPage.tsx",
  serverRendered: true as const,
  sitemap: true,
  title,
}));

const TABLE = [
  {
    path: "/",
    module: "src/features/pages/home/HomePage.tsx",
    serverRendered: true,
    sitemap: true,
  },
  {
    path: "/about",
    module: "src/features/pages/about/AboutPage.tsx",
    serverRendered: true,
    sitemap: true,
    title: "Sobre mí",
  },
  {
    path: "/urdimbre",
    module: "src/features/books/BookPage.tsx",
    serverRendered: true,
    sitemap: true,
    title: "Urdimbre",
  },
  // the same book as /urdimbre, which its head names as the canonical page: the sitemap lists only that one
  {
    path: "/books/:bookId",
    module: "src/features/books/BookDetailPage.tsx",
    serverRendered: true,
    title: "Libro",
  },
  {
    path: "/blogpage",
    module: "src/features/events/EventsPage.tsx",
    serverRendered: true,
    sitemap: true,
    title: "Eventos",
  },
  {
    path: "/blog/:id",
    module: "src/features/events/BlogPostPage.tsx",
    serverRendered: true,
    sitemap: true,
    title: "Blog",
  },
  {
    path: "/gallery",
    module: "src/features/gallery/GalleryPage.tsx",
    serverRendered: true,
    sitemap: true,
    title: "Galería",
  },
  {
    path: "/contact",
    module: "src/features/pages/contact/ContactPage.tsx",
    serverRendered: true,
    sitemap: true,
    title: "Contacto",
  },
  ...TEXT_PAGES,
  { path: "/cart", module: "src/features/orders/cart/CartPage.tsx", title: "Carrito" },
  { path: "/place-order", module: "src/features/orders/checkout/PlaceOrderPage.tsx", title: "Información de envío" },
  // the address the order e-mails used to link to; each order now has its own page
  { path: "/orders", module: "src/features/orders/my-orders/OrdersLinkPage.tsx", title: "Tus pedidos" },
  // its title names the order once it is read ("Pedido #12"): the page sets it
  { path: "/pedido/:token", module: "src/features/orders/my-orders/OrderPage.tsx" },
  { path: "/login", module: "src/features/accounts/LoginPage.tsx", title: "Iniciar sesión" },
  { path: "/register", module: "src/features/accounts/RegisterPage.tsx", title: "Registrar Usuario" },
  { path: "/user", module: "src/features/accounts/UserPage.tsx", title: "Mi cuenta" },
  {
    path: "/forgot-password",
    module: "src/features/accounts/ForgotPasswordPage.tsx",
    title: "¿Olvidaste tu contraseña?",
  },
  {
    path: "/reset-password",
    module: "src/features/accounts/ResetPasswordPage.tsx",
    title: "Elige una contraseña nueva",
  },
  {
    path: "/newsletter/confirm",
    module: "src/features/newsletter/ConfirmSubscriptionPage.tsx",
    title: "Confirmar suscripción",
  },
  {
    path: "/newsletter/unsubscribe",
    module: "src/features/newsletter/UnsubscribePage.tsx",
    title: "Cancelar suscripción",
  },
  { path: "/mis-pedidos", module: "src/features/orders/my-orders/MyOrdersPage.tsx", title: "Mis pedidos" },
  {
    path: "/consultar-pedido",
    module: "src/features/orders/my-orders/OrderLookupPage.tsx",
    title: "Consultar mi pedido",
  },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof TABLE)[number]["path"];
/** The table of pages. */
export const PAGES: readonly (PageEntry & { path: PagePath })[] = TABLE;

/** A pattern as a regular expression: each ":param" is one path segment. */
export const pagePattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`);
const MATCHERS = PAGES.map((page) => [pagePattern(page.path), page] as const);

/** The page at `path` (a trailing slash ignored), or undefined. */
export function findPage(path: string): PageEntry | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return MATCHERS.find(([pattern]) => pattern.test(clean))?.[1];
}

/** The addresses the browser's router answers outside this table (client/src/app/routes.tsx): the administrator area and a photo's comments. */
const OUTSIDE_THE_TABLE = /^\/(admin|gallery\/comentarios)(\/|$)/;

/**
 * Whether the server renders the page at `path` (else it sends the empty shell and the browser renders it): a page the
 * table marks so, or an address that names no page at all, which is the 404 page with its status.
 */
export function rendersOnServer(path: string): boolean {
  const page = findPage(path);
  return page ? page.serverRendered === true : !OUTSIDE_THE_TABLE.test(path);
}

/** The 404 page's title and description, in its head on the server and in the browser. */
export const NOT_FOUND = {
  title: "Página no encontrada",
  description:
    "La dirección que abriste no existe o cambió. Desde el inicio encuentras el libro, la galería y los eventos.",
};
