// The administrator area's routes, drawn from the one list of screens (screens.ts): all rendered in the browser, their
// loaders run there with the stored token. The app adds them under "admin" the first time an /admin address is opened,
// so the public pages' JavaScript does not carry them; each screen's module loads when it is opened.
import type { RouteObject } from "react-router-dom";
import { RouteError } from "@/components/ui/RouteError";
import { withAdminArgs } from "./admin-data";
import { ADMIN_SCREENS, type AdminScreen } from "./screens";
import AdminNotFound from "./layout/AdminNotFound";

/** What a route's handle says about its admin page: its name, for the tab title (AdminRoot.tsx). */
export interface AdminHandle {
  title: string;
}

/**
 * A screen's route: its address and name now, its module (page, loader, error page, styles) when it is opened. The page
 * is rendered with its name, which its heading says.
 */
function screenRoute({ path, title, page }: AdminScreen): RouteObject {
  return {
    path,
    handle: { title } satisfies AdminHandle,
    lazy: async () => {
      const { default: Page, loader, ErrorBoundary } = await page();
      return {
        Component: () => <Page title={title} />,
        ...(loader && { loader: withAdminArgs(loader) }),
        ...(ErrorBoundary && { ErrorBoundary }),
      };
    },
  };
}

/** An admin page that fails: the error page (or the admin 404 page for a loader's 404) inside the admin layout. */
const AdminErrorBoundary = () => (
  <RouteError home="/admin/dashboard" homeLabel="Ir al panel" notFound={<AdminNotFound />} className="adm-empty" />
);

export const adminRoutes: RouteObject[] = [
  // the sign-in and account pages, each a card of its own
  ...ADMIN_SCREENS.filter((screen) => screen.alone).map(screenRoute),
  {
    lazy: async () => ({ Component: (await import("./layout/AdminGuard")).AdminGuard }),
    children: [
      {
        // the bar and the grouped menu; its loader counts what waits for her (useRouteLoaderData("admin-layout"))
        id: "admin-layout",
        lazy: async () => {
          const { AdminLayout, loader, shouldRevalidate } = await import("./layout/AdminLayout");
          return { Component: AdminLayout, loader, shouldRevalidate };
        },
        children: [
          {
            // a page that fails shows the error page inside the admin layout
            ErrorBoundary: AdminErrorBoundary,
            children: [
              ...ADMIN_SCREENS.filter((screen) => !screen.alone).map(screenRoute),
              // a book's testimonials, for the book manager's panel (useFetcher): a loader without a page
              {
                path: "adurdimbre/testimonios/:bookId",
                lazy: async () => ({
                  loader: withAdminArgs((await import("@/features/books/admin/TestimonialPanel")).loader),
                }),
              },
              { path: "*", Component: AdminNotFound, handle: { title: "Página no encontrada" } satisfies AdminHandle },
            ],
          },
        ],
      },
    ],
  },
];
