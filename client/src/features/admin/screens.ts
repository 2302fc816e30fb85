// The administrator area's screens, each declared once, in the menu's order: its address under /admin/, the one name
// it has everywhere (the menu, the tab title, the page's heading, the panel's shortcut), its place in the menu, and its
// module (loaded on demand: each screen is its own chunk, with its loader, its page and its styles). The admin routes
// and the headings (routes.tsx), the menu at every width (nav.ts) and the tab titles (AdminRoot.tsx) are all drawn
// from this list. A new admin screen is its module, its test and one line here.
import type { NavCounts } from "@/features/dashboard";
import type { AdminScreenModule } from "@/lib/admin-screen";

export type NavGroup = "Tienda" | "Contenido" | "Lectores" | "Sistema";
export type NavCountKey = keyof NavCounts;

/** Where the menu lists a screen. */
export interface MenuPlace {
  /** the group it is listed under; null for the panel, first and on its own */
  group: NavGroup | null;
  /** the number shown beside it, from GET /api/dashboard/nav-counts */
  count?: NavCountKey;
  /** also a shortcut on the panel */
  onPanel?: boolean;
}

export interface AdminScreen {
  /** the address under /admin/ */
  path: string;
  title: string;
  /** its place in the menu, or why it has none */
  menu: MenuPlace | { leftOut: string };
  /** shown on its own, a card in the middle of the page: no bar, no menu, no guard (the page checks the session itself) */
  alone?: boolean;
  page: () => Promise<AdminScreenModule>;
}

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: "dashboard",
    title: "Panel",
    menu: { group: null },
    page: () => import("@/features/dashboard/admin/DashboardPage"),
  },
  {
    path: "pedidos",
    title: "Pedidos",
    menu: { group: "Tienda", count: "ordersToShip", onPanel: true },
    page: () => import("@/features/orders/admin/OrdersPage"),
  },
  {
    path: "descuentos",
    title: "Códigos de descuento",
    menu: { group: "Tienda" },
    page: () => import("@/features/orders/admin/DiscountCodesPage"),
  },
  {
    path: "estadisticas",
    title: "Estadísticas",
    menu: { group: "Tienda" },
    page: () => import("@/features/stats/admin/StatsPage"),
  },
  {
    path: "adurdimbre",
    title: "Libro",
    menu: { group: "Contenido", onPanel: true },
    page: () => import("@/features/books/admin/BookManagerPage"),
  },
  {
    path: "adgallery",
    title: "Galería",
    menu: { group: "Contenido", onPanel: true },
    page: () => import("@/features/gallery/admin/GalleryManagerPage"),
  },
  {
    path: "adblog",
    title: "Eventos",
    menu: { group: "Contenido", onPanel: true },
    page: () => import("@/features/events/admin/EventsManagerPage"),
  },
  {
    path: "blog",
    title: "Blog",
    menu: { group: "Contenido" },
    page: () => import("@/features/events/admin/BlogPostsPage"),
  },
  {
    path: "admainpage",
    title: "Página principal",
    menu: { group: "Contenido", onPanel: true },
    page: () => import("@/features/pages/admin/MainPageEditor"),
  },
  {
    path: "sobre-mi",
    title: "Sobre mí",
    menu: { group: "Contenido" },
    page: () => import("@/features/pages/admin/AboutEditor"),
  },
  {
    path: "adcontact",
    title: "Contacto",
    menu: { group: "Contenido", onPanel: true },
    page: () => import("@/features/pages/admin/ContactManagerPage"),
  },
  {
    path: "paginas-legales",
    title: "Páginas legales",
    menu: { group: "Contenido" },
    page: () => import("@/features/legal/admin/LegalPagesEditor"),
  },
  {
    path: "comentarios",
    title: "Comentarios",
    menu: { group: "Lectores", count: "newComments", onPanel: true },
    page: () => import("@/features/comments/admin/CommentsPage"),
  },
  {
    path: "mensajes",
    title: "Mensajes",
    menu: { group: "Lectores", count: "newMessages" },
    page: () => import("@/features/pages/admin/MessagesPage"),
  },
  {
    path: "boletin",
    title: "Boletín",
    menu: { group: "Lectores" },
    page: () => import("@/features/newsletter/admin/NewsletterPage"),
  },
  {
    path: "correos",
    title: "Correos",
    menu: { group: "Sistema" },
    page: () => import("@/features/mail/admin/MailPage"),
  },
  {
    path: "respaldos",
    title: "Respaldos",
    menu: { group: "Sistema" },
    page: () => import("@/features/backups/admin/BackupsPage"),
  },
  {
    path: "adpage",
    title: "Mi perfil",
    menu: { group: "Sistema", onPanel: true },
    page: () => import("@/features/accounts/admin/ProfilePage"),
  },
  {
    path: "register",
    title: "Agregar administradora",
    menu: { group: "Sistema" },
    alone: true,
    page: () => import("@/features/accounts/admin/AdminRegisterPage"),
  },
  {
    path: "login",
    title: "Iniciar sesión",
    menu: { leftOut: "the sign-in page: the guard sends a signed-out visitor there" },
    alone: true,
    page: () => import("@/features/accounts/admin/AdminLoginPage"),
  },
  {
    path: "delete",
    title: "Eliminar cuenta",
    menu: { leftOut: "deleting her own account: reached from Mi perfil, which says first what it means" },
    alone: true,
    page: () => import("@/features/accounts/admin/DeleteAccountPage"),
  },
];
