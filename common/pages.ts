// The site's public pages, one entry each: the address (a React Router pattern), the page's module in client/src,
// whether the server renders it, and the name of its head's builder (./page-heads.ts: title, description, Open Graph
// image, JSON-LD, largest image, from what its route's loader read). The client's router, the head the browser sets
// after a navigation, the server's rendering and head, its preloads, its kept pages and sitemap.xml all come from here,
// so a new page is one entry (and, on the client, its loader under the same path: client/src/app/page-loaders.ts).
// The builders live in their own module so that the browser loads them only after a navigation.
import type { HeadName } from "./head-names.ts";

export const SITE_NAME = "Autora Colimense";
/** The description of a page that has none of its own (index.html's). */
export const SITE_DESCRIPTION = "Autora Colimense: diseñadora y escritora. Conoce Urdimbre, su libro sobre las historias creativas de artesanas y artesanos de México.";
/** The Open Graph picture of a page that has none of its own (client/public, so its address never changes). */
export const DEFAULT_IMAGE = "/og-image.png";

export interface PageEntry {
  /** React Router pattern, e.g. "/books/:bookId" */
  path: string;
  /** the page component's module, relative to client/ (a key of the build's manifest) */
  module: string;
  /** the server renders it with its loader's data (else the browser renders it from the empty shell) */
  serverRendered?: boolean;
  /** its module also exports the route's loader (only for pages the server does not render) */
  loaderInModule?: boolean;
  /** its head's builder in ./page-heads.ts (a page whose head depends on what its loader read) */
  head?: HeadName;
  /** the name of a page without a head builder: its tab title and link preview say "<title> · <author>", with the site's description */
  title?: string;
  /** sitemap.xml lists it (a pattern with a parameter: each address the server reads, else each of `sitemapPaths`) */
  sitemap?: boolean;
  /** for a pattern with a parameter whose addresses the server cannot list (the sample posts of the client) */
  sitemapPaths?: readonly string[];
}

export const absoluteUrl = (baseUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${baseUrl}${url}`);

const TABLE = [
  {
    path: "/",
    module: "src/features/pages/home/HomePage.tsx",
    serverRendered: true,
    sitemap: true,
    head: "home",
  },
  {
    path: "/about",
    module: "src/features/pages/about/AboutPage.tsx",
    serverRendered: true,
    sitemap: true,
    head: "about",
  },
  {
    path: "/urdimbre",
    module: "src/features/books/BookPage.tsx",
    serverRendered: true,
    sitemap: true,
    head: "bookPage",
  },
  {
    path: "/books/:bookId",
    module: "src/features/books/BookDetailPage.tsx",
    serverRendered: true,
    sitemap: true,
    head: "bookDetail",
  },
  {
    path: "/blogpage",
    module: "src/features/events/EventsPage.tsx",
    serverRendered: true,
    sitemap: true,
    head: "events",
  },
  {
    path: "/blog/:id",
    module: "src/features/events/BlogPostPage.tsx",
    serverRendered: true,
    sitemap: true,
    sitemapPaths: ["/blog/1", "/blog/2", "/blog/3"],
    head: "blogPost",
  },
  {
    path: "/gallery",
    module: "src/features/gallery/GalleryPage.tsx",
    serverRendered: true,
    sitemap: true,
    head: "gallery",
  },
  {
    path: "/contact",
    module: "src/features/pages/contact/ContactPage.tsx",
    serverRendered: true,
    sitemap: true,
    head: "contact",
  },
  { path: "/aviso-de-privacidad", module: "src/features/legal/LegalPage.tsx", serverRendered: true, sitemap: true, head: "legal" },
  { path: "/terminos", module: "src/features/legal/LegalPage.tsx", serverRendered: true, sitemap: true, head: "legal" },
  { path: "/devoluciones", module: "src/features/legal/LegalPage.tsx", serverRendered: true, sitemap: true, head: "legal" },
  { path: "/cart", module: "src/features/orders/cart/CartPage.tsx", loaderInModule: true, title: "Carrito" },
  { path: "/place-order", module: "src/features/orders/checkout/PlaceOrderPage.tsx", loaderInModule: true, title: "Información de envío" },
  // the address the order e-mails used to link to; each order now has its own page
  { path: "/orders", module: "src/features/orders/my-orders/OrdersLinkPage.tsx", title: "Tus pedidos" },
  // its title names the order once it is read ("Pedido #12"): the page sets it
  { path: "/pedido/:token", module: "src/features/orders/my-orders/OrderPage.tsx", loaderInModule: true },
  { path: "/login", module: "src/features/accounts/LoginPage.tsx", title: "Iniciar sesión" },
  { path: "/register", module: "src/features/accounts/RegisterPage.tsx", title: "Registrar Usuario" },
  { path: "/user", module: "src/features/accounts/UserPage.tsx", loaderInModule: true, title: "Mi cuenta" },
  { path: "/forgot-password", module: "src/features/accounts/ForgotPasswordPage.tsx", title: "¿Olvidaste tu contraseña?" },
  { path: "/reset-password", module: "src/features/accounts/ResetPasswordPage.tsx", title: "Elige una contraseña nueva" },
  { path: "/newsletter/confirm", module: "src/features/newsletter/ConfirmSubscriptionPage.tsx", loaderInModule: true, title: "Confirmar suscripción" },
  { path: "/newsletter/unsubscribe", module: "src/features/newsletter/UnsubscribePage.tsx", title: "Cancelar suscripción" },
  { path: "/mis-pedidos", module: "src/features/orders/my-orders/MyOrdersPage.tsx", loaderInModule: true, title: "Mis pedidos" },
  { path: "/consultar-pedido", module: "src/features/orders/my-orders/OrderLookupPage.tsx", title: "Consultar mi pedido" },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof TABLE)[number]["path"];
/** The address patterns of the pages the server renders (each has its route's loader in client/src/app/page-loaders.ts). */
export type ServerRenderedPath = Extract<(typeof TABLE)[number], { serverRendered: true }>["path"];
/** The table of pages. */
export const PAGES: readonly (PageEntry & { path: PagePath })[] = TABLE;

/** A pattern as a regular expression: each ":param" is one path segment. */
export const pagePattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`);
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
export const NOT_FOUND = { title: "Página no encontrada", description: "La dirección que abriste no existe o cambió. Desde el inicio encuentras el libro, la galería y los eventos." };
