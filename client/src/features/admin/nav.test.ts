// The one admin navigation table against the admin routes and pages: every admin page is in the menu or left out on
// purpose, and each page is called by its menu name in its title (and so its h1, which the pages write beside it).
import { readFileSync } from "node:fs";
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ADMIN_NAV, countWords, LEFT_OUT_OF_NAV, navGroups, sectionSeenAt } from "./nav";
import { adminRoutes } from "./routes";

/** Every path of the admin route table, as "/admin/<path>"; the 404 catch-all aside. */
function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path && route.path !== "*" ? [`/admin/${route.path}`] : []), ...routePaths(route.children ?? [])]);
}

const source = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

/** The module each admin path loads, read from the route table's source ("@/features/x/admin/Page"). */
function pageModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, path, module] of source("./routes.tsx").matchAll(/path: "([^"]+)", lazy: page(?:WithLoader)?\(\(\) => import\("@\/features\/([^"]+)"\)\)/g)) modules.set(`/admin/${path}`, module);
  return modules;
}

describe("the admin navigation table", () => {
  it("has an entry for every admin page, or leaves it out on purpose; and no entry without its page", () => {
    const routes = routePaths(adminRoutes);
    const inNav = ADMIN_NAV.map((entry) => entry.path);
    expect(routes.filter((path) => !inNav.includes(path) && !(path in LEFT_OUT_OF_NAV))).toEqual([]);
    expect(inNav.filter((path) => !routes.includes(path))).toEqual([]);
    expect(Object.keys(LEFT_OUT_OF_NAV).filter((path) => !routes.includes(path))).toEqual([]);
    expect(new Set(inNav).size).toBe(inNav.length);
  });

  it("names each page once: the menu's label is the page's title", () => {
    const modules = pageModules();
    for (const { path, label } of ADMIN_NAV) {
      const module = modules.get(path);
      expect(module, path).toBeDefined();
      expect(source(`../${module}.tsx`), `${path} (${module})`).toContain(`usePageMeta("${label}"`);
    }
    expect(new Set(ADMIN_NAV.map((entry) => entry.label)).size).toBe(ADMIN_NAV.length);
  });

  it("groups the entries: the panel first, then Tienda, Contenido, Lectores and Sistema", () => {
    expect(navGroups().map(({ group, entries }) => [group, entries.map((entry) => entry.label)])).toEqual([
      [null, ["Panel"]],
      ["Tienda", ["Pedidos", "Códigos de descuento", "Estadísticas"]],
      ["Contenido", ["Libro", "Galería", "Eventos", "Blog", "Página principal", "Sobre mí", "Contacto", "Páginas legales"]],
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
