// The administrator area's one navigation table: every admin page she can open, in the groups the menu shows, under
// the one name it has everywhere (the menu, the page's h1 and title, the panel's buttons). The menu at every width is
// drawn from it; the panel's shortcuts take their names from it. An entry with a count shows the number of things
// waiting for her there.
import type { NavCounts, SeenSection } from "@/features/dashboard";

export type NavGroup = "Tienda" | "Contenido" | "Lectores" | "Sistema";
export type NavCountKey = keyof NavCounts;

export interface NavEntry {
  /** the group it is listed under; null for the panel, first and on its own */
  group: NavGroup | null;
  label: string;
  path: string;
  /** the number shown beside it, from GET /api/dashboard/nav-counts */
  count?: NavCountKey;
}

export const ADMIN_NAV: readonly NavEntry[] = [
  { group: null, label: "Panel", path: "/admin/dashboard" },
  { group: "Tienda", label: "Pedidos", path: "/admin/pedidos", count: "ordersToShip" },
  { group: "Tienda", label: "Códigos de descuento", path: "/admin/descuentos" },
  { group: "Tienda", label: "Estadísticas", path: "/admin/estadisticas" },
  { group: "Contenido", label: "Libro", path: "/admin/adurdimbre" },
  { group: "Contenido", label: "Galería", path: "/admin/adgallery" },
  { group: "Contenido", label: "Eventos", path: "/admin/adblog" },
  { group: "Contenido", label: "Blog", path: "/admin/blog" },
  { group: "Contenido", label: "Página principal", path: "/admin/admainpage" },
  { group: "Contenido", label: "Sobre mí", path: "/admin/sobre-mi" },
  { group: "Contenido", label: "Contacto", path: "/admin/adcontact" },
  { group: "Contenido", label: "Páginas legales", path: "/admin/paginas-legales" },
  { group: "Lectores", label: "Comentarios", path: "/admin/comentarios", count: "newComments" },
  { group: "Lectores", label: "Mensajes", path: "/admin/mensajes", count: "newMessages" },
  { group: "Lectores", label: "Boletín", path: "/admin/boletin" },
  { group: "Sistema", label: "Correos", path: "/admin/correos" },
  { group: "Sistema", label: "Respaldos", path: "/admin/respaldos" },
  { group: "Sistema", label: "Mi perfil", path: "/admin/adpage" },
  { group: "Sistema", label: "Agregar administradora", path: "/admin/register" },
];

/** The admin addresses with no entry, on purpose, and why. */
export const LEFT_OUT_OF_NAV: Readonly<Record<string, string>> = {
  "/admin/login": "the sign-in page: the guard sends a signed-out visitor there",
  "/admin/delete": "deleting her own account: reached from Mi perfil, which says first what it means",
  "/admin/adurdimbre/testimonios/:bookId": "a book's testimonials, data for the Libro page's panel, not a page",
};

/** The groups in the menu's order, each with its entries; the panel's group (null) first. */
export function navGroups(): { group: NavGroup | null; entries: NavEntry[] }[] {
  const groups = new Map<NavGroup | null, NavEntry[]>();
  for (const entry of ADMIN_NAV) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].map(([group, entries]) => ({ group, entries }));
}

/** The entry of an admin path (its page's name and group); the table has every page the menu offers. */
export function navEntry(path: string): NavEntry {
  const entry = ADMIN_NAV.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`La navegación de administración no tiene ${path}`);
  return entry;
}

/** How a count reads beside its entry: "1 por enviar", "2 nuevos". Nothing when there is nothing waiting. */
export function countWords(key: NavCountKey, n: number): string | null {
  if (n <= 0) return null;
  if (key === "ordersToShip") return `${n} por enviar`;
  return `${n} ${n === 1 ? "nuevo" : "nuevos"}`;
}

/** The counts whose "new" ends when she opens the entry's page. */
const SEEN_ON_VISIT: Partial<Record<NavCountKey, SeenSection>> = { newComments: "comments", newMessages: "messages" };

/** The section an admin address marks as seen when she opens it, if any. */
export function sectionSeenAt(pathname: string): SeenSection | undefined {
  const entry = ADMIN_NAV.find((candidate) => candidate.count && candidate.path === pathname.replace(/\/+$/, ""));
  return entry?.count ? SEEN_ON_VISIT[entry.count] : undefined;
}
