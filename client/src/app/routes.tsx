// Every route of the site, shared by the browser (main.tsx) and the server renderer (entry-server.tsx): the public
// pages come from the one table of pages (./pages.tsx, @autora/common/pages.ts); the whole administrator area is its
// own chunk.
import { Navigate, Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router-dom";
import { page } from "@/lib/lazy-route";
import { AppFrame } from "./layout/AppFrame";
import { RootLayout } from "./layout/RootLayout";
import NotFoundPage from "./layout/NotFoundPage";
import { RouteError } from "@/components/ui/RouteError";
import { getSiteContent } from "@/features/pages";
import { load, notFound } from "@/lib/load";
import { pageRoutes } from "./pages";
import { usePageHead } from "./layout/usePageHead";

/** The public pages' error boundary: the 404 page for a loader's 404 (an id that cannot be one), else the error page. */
const SiteErrorBoundary = () => <RouteError home="/" homeLabel="Ir al inicio" notFound={<NotFoundPage />} />;

/** A page with its head (title, description, Open Graph) written after a navigation; the 404 and error pages set their own. */
function PageWithHead() {
  usePageHead();
  return <Outlet />;
}

/** The administrator area's error boundary when its own code fails (its pages have theirs, inside its layout). */
const AdminAreaErrorBoundary = () => (
  <RouteError home="/admin/dashboard" homeLabel="Ir al panel" notFound={<NotFoundPage />} />
);

export const routes: RouteObject[] = [
  {
    // the session check, once for the whole app (the site and the administrator area)
    id: "app",
    Component: AppFrame,
    children: [
      {
        id: "root",
        element: <RootLayout />,
        HydrateFallback: () => null,
        // the author's name (header, footer) and the home page texts
        loader: () => load(getSiteContent, "No se pudo cargar el contenido del sitio. Intenta de nuevo más tarde."),
        // a failure of the layout itself: the error page alone
        ErrorBoundary: SiteErrorBoundary,
        children: [
          {
            // a page that fails (its loader, its code or its rendering) shows the error page, or the 404 page for a loader's
            // 404, inside the site's header and footer
            Component: PageWithHead,
            ErrorBoundary: SiteErrorBoundary,
            children: [
              // the public pages, from the one table of pages (./pages.tsx)
              ...pageRoutes,
              // a photo's newest comments, for the gallery's photo modal (useFetcher: the photo is chosen on screen); opened as
              // an address, it goes on to the gallery
              {
                path: "gallery/comentarios/:photoId",
                loader: async (args) => (await import("@/features/gallery/GalleryPage")).photoCommentsLoader(args),
                element: <Navigate to="/gallery" replace />,
              },
              // an address that names no page: the 404 page, with its status when the server renders it
              {
                path: "*",
                loader: () => {
                  throw notFound();
                },
              },
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
    ],
  },
];

/** Adds the administrator's routes (their own chunk) the first time an /admin address is opened. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!path.startsWith("/admin/")) return;
  const { adminRoutes } = await import("@/features/admin/routes");
  patch("admin", adminRoutes);
};
