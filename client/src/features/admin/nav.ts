// The administrator area's menu, drawn from the one list of screens (screens.ts): every admin page she can open, in
// the groups the menu shows, under the one name it has everywhere. The menu at every width is drawn from it; the
// panel's shortcuts are the entries declared onPanel. An entry with a count shows the number of things waiting for her
// there.
import type { SeenSection } from "@/features/dashboard";
import type { ScreenLink } from "@/lib/admin-screen";
import { ADMIN_SCREENS, type NavCountKey, type NavGroup } from "./screens";

export interface NavEntry {
  /** the group it is listed under; null for the panel, first and on its own */
  group: NavGroup | null;
  label: string;
  path: string;
  /** the number shown beside it, from GET /api/dashboard/nav-counts */
  count?: NavCountKey;
  onPanel: boolean;
}

export const ADMIN_NAV: readonly NavEntry[] = ADMIN_SCREENS.flatMap(({ path, title, menu }) =>
  "leftOut" in menu
    ? []
    : [{ group: menu.group, label: title, path: `/admin/${path}`, count: menu.count, onPanel: menu.onPanel === true }],
);

/** The panel's shortcuts, in the menu's order. */
export const PANEL_SHORTCUTS: readonly ScreenLink[] = ADMIN_NAV.filter((entry) => entry.onPanel).map(
  ({ path, label }) => ({ path, title: label }),
);

/** The groups in the menu's order, each with its entries; the panel's group (null) first. */
export function navGroups(): { group: NavGroup | null; entries: NavEntry[] }[] {
  const groups = new Map<NavGroup | null, NavEntry[]>();
  for (const entry of ADMIN_NAV) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].map(([group, entries]) => ({ group, entries }));
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
