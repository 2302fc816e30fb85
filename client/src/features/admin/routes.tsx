// The administrator area's routes (all rendered in the browser, their loaders run there with the stored token). The
// app adds them under "admin" the first time an /admin address is opened, so the public pages' JavaScript does not
// carry them.
import type { RouteObject } from "react-router-dom";
import { page, pageWithLoader } from "@/lib/lazy-route";
import { RouteError } from "@/components/ui/RouteError";
import AdminNotFound from "./layout/AdminNotFound";

/** An admin page that fails: the error page (or the admin 404 page for a loader's 404) inside the admin layout. */
const AdminErrorBoundary = () => <RouteError home="/admin/dashboard" homeLabel="Ir al panel" notFound={<AdminNotFound />} className="adm-empty" />;

export const adminRoutes: RouteObject[] = [
  { path: "login", lazy: pageWithLoader(() => import("@/features/accounts/admin/AdminLoginPage")) },
  { path: "register", lazy: page(() => import("@/features/accounts/admin/AdminRegisterPage")) },
  { path: "delete", lazy: pageWithLoader(() => import("@/features/accounts/admin/DeleteAccountPage")) },
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
              { path: "dashboard", lazy: pageWithLoader(() => import("@/features/dashboard/admin/DashboardPage")) },
              { path: "admainpage", lazy: pageWithLoader(() => import("@/features/pages/admin/MainPageEditor")) },
              { path: "sobre-mi", lazy: pageWithLoader(() => import("@/features/pages/admin/AboutEditor")) },
              { path: "mensajes", lazy: pageWithLoader(() => import("@/features/pages/admin/MessagesPage")) },
              { path: "adurdimbre", lazy: pageWithLoader(() => import("@/features/books/admin/BookManagerPage")) },
              // a book's testimonials, for the book manager's panel (useFetcher): a loader without a page
              { path: "adurdimbre/testimonios/:bookId", lazy: async () => ({ loader: (await import("@/features/books/admin/TestimonialPanel")).loader }) },
              { path: "adblog", lazy: pageWithLoader(() => import("@/features/events/admin/EventsManagerPage")) },
              { path: "blog", lazy: pageWithLoader(() => import("@/features/events/admin/BlogPostsPage")) },
              { path: "adgallery", lazy: pageWithLoader(() => import("@/features/gallery/admin/GalleryManagerPage")) },
              { path: "adcontact", lazy: pageWithLoader(() => import("@/features/pages/admin/ContactManagerPage")) },
              { path: "adpage", lazy: pageWithLoader(() => import("@/features/accounts/admin/ProfilePage")) },
              { path: "pedidos", lazy: pageWithLoader(() => import("@/features/orders/admin/OrdersPage")) },
              { path: "descuentos", lazy: pageWithLoader(() => import("@/features/orders/admin/DiscountCodesPage")) },
              { path: "comentarios", lazy: pageWithLoader(() => import("@/features/comments/admin/CommentsPage")) },
              { path: "paginas-legales", lazy: pageWithLoader(() => import("@/features/legal/admin/LegalPagesEditor")) },
              { path: "correos", lazy: pageWithLoader(() => import("@/features/mail/admin/MailPage")) },
              { path: "respaldos", lazy: pageWithLoader(() => import("@/features/backups/admin/BackupsPage")) },
              { path: "boletin", lazy: pageWithLoader(() => import("@/features/newsletter/admin/NewsletterPage")) },
              { path: "estadisticas", lazy: pageWithLoader(() => import("@/features/stats/admin/StatsPage")) },
              { path: "*", Component: AdminNotFound },
            ],
          },
        ],
      },
    ],
  },
];
