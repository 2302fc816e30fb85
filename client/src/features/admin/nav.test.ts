// The admin menu, the routes and the tab titles, all drawn from the one list of screens: every screen has its route and
// its name, each in the menu or left out with a reason, and the menu keeps its groups and its order.
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ADMIN_NAV, countWords, navGroups, PANEL_SHORTCUTS, sectionSeenAt } from "./nav";
import { adminRoutes, type AdminHandle } from "./routes";
import { ADMIN_SCREENS } from "./screens";

/** Every route of the admin route table with a name, as "/admin/<path>" → its name (the tab title). */
function namedRoutes(routes: RouteObject[]): [string, string][] {
  return routes.flatMap((route) => [
    ...(route.path && route.handle
      ? [[`/admin/${route.path}`, (route.handle as AdminHandle).title] as [string, string]]
      : []),
    ...namedRoutes(route.children ?? []),
  ]);
}

describe("the admin screens", () => {
  it("each have one address and one name, and their route says that name", () => {
    const paths = ADMIN_SCREENS.map((screen) => `/admin/${screen.path}`);
    const titles = ADMIN_SCREENS.map((screen) => screen.title);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(titles).size).toBe(titles.length);
    const routes = new Map(namedRoutes(adminRoutes));
    expect(ADMIN_SCREENS.map(({ path }) => [`/admin/${path}`, routes.get(`/admin/${path}`)])).toEqual(
      ADMIN_SCREENS.map(({ path, title }) => [`/admin/${path}`, title]),
    );
  });

  it("are in the menu under their name, except the sign-in page and deleting her account, each left out with a reason", () => {
    expect(ADMIN_NAV.map((entry) => [entry.path, entry.label])).toEqual(
      ADMIN_SCREENS.filter((screen) => !("leftOut" in screen.menu)).map(({ path, title }) => [`/admin/${path}`, title]),
    );
    const leftOut = ADMIN_SCREENS.filter((screen) => "leftOut" in screen.menu);
    expect(leftOut.map((screen) => screen.path)).toEqual(["login", "delete"]);
    for (const { menu } of leftOut) expect("leftOut" in menu && menu.leftOut.length).toBeGreaterThan(20);
  });

  it("give the panel its shortcuts, named as in the menu and in its order", () => {
    expect(PANEL_SHORTCUTS).toEqual([
      { path: "/admin/pedidos", title: "Pedidos" },
      { path: "/admin/adurdimbre", title: "Libro" },
      { path: "/admin/adgallery", title: "Galería" },
      { path: "/admin/adblog", title: "Eventos" },
      { path: "/admin/admainpage", title: "Página principal" },
      { path: "/admin/adcontact", title: "Contacto" },
      { path: "/admin/comentarios", title: "Comentarios" },
      { path: "/admin/adpage", title: "Mi perfil" },
    ]);
  });

  it("groups the entries: the panel first, then Tienda, Contenido, Lectores and Sistema", () => {
    expect(navGroups().map(({ group, entries }) => [group, entries.map((entry) => entry.label)])).toEqual([
      [null, ["Panel"]],
      ["Tienda", ["Pedidos", "Códigos de descuento", "Estadísticas"]],
      [
        "Contenido",
        ["Libro", "Galería", "Eventos", "Blog", "Página principal", "Sobre mí", "Contacto", "Páginas legales"],
      ],
      ["Lectores", ["Comentarios", "Mensajes", "Boletín"]],
      ["Sistema", ["Correos", "Respaldos", "Mi perfil", "Agregar administradora"]],
    ]);
  });

  it("says what waits in words, singular or plural, and nothing when nothing does", () => {
    expect(countWords("ordersToShip", 1)).toBe("1 por enviar");
    expect(countWords("ordersToShip", 3)).toBe("3 por enviar");
    expect(countWords("newComments", 1)).toBe("1 nuevo");
    expect(countWords("newMessages", 2)).toBe("2 nuevos");
    expect(countWords("newComments", 0)).toBeNull();
  });

  it("marks comments and messages as seen when she opens their page, and nothing else", () => {
    expect(sectionSeenAt("/admin/comentarios")).toBe("comments");
    expect(sectionSeenAt("/admin/mensajes/")).toBe("messages");
    expect(sectionSeenAt("/admin/pedidos")).toBeUndefined();
    expect(sectionSeenAt("/admin/dashboard")).toBeUndefined();
  });
});
