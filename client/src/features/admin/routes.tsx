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
  { path: "login", lazy: pageWithLoader(() => import("./account/AdminLoginPage")) },
  { path: "register", lazy: page(() => import("./account/AdminRegisterPage")) },
  { path: "delete", lazy: page(() => import("./account/DeleteAccountPage")) },
  {
    lazy: async () => ({ Component: (await import("./layout/AdminGuard")).AdminGuard }),
    children: [
      {
        lazy: async () => ({ Component: (await import("./layout/AdminLayout")).AdminLayout }),
        children: [
          {
            // a page that fails shows the error page inside the admin layout
            ErrorBoundary: AdminErrorBoundary,
            children: [
              { path: "dashboard", lazy: pageWithLoader(() => import("./dashboard/DashboardPage")) },
              { path: "admainpage", lazy: pageWithLoader(() => import("./site-content/MainPageEditor")) },
              { path: "adurdimbre", lazy: pageWithLoader(() => import("./book/BookManagerPage")) },
              // a book's testimonials, for the book manager's panel (useFetcher): a loader without a page
              { path: "adurdimbre/testimonios/:bookId", lazy: async () => ({ loader: (await import("./book/TestimonialPanel")).loader }) },
              { path: "adblog", lazy: pageWithLoader(() => import("./blog/EventsManagerPage")) },
              { path: "adgallery", lazy: pageWithLoader(() => import("./gallery/GalleryManagerPage")) },
              { path: "adcontact", lazy: pageWithLoader(() => import("./contact/ContactManagerPage")) },
              { path: "adpage", lazy: pageWithLoader(() => import("./profile/ProfilePage")) },
              { path: "pedidos", lazy: pageWithLoader(() => import("./orders/OrdersPage")) },
              { path: "comentarios", lazy: pageWithLoader(() => import("./comments/CommentsPage")) },
              { path: "paginas-legales", lazy: pageWithLoader(() => import("./legal/LegalPagesEditor")) },
              { path: "correos", lazy: pageWithLoader(() => import("./mail/MailPage")) },
              { path: "respaldos", lazy: pageWithLoader(() => import("./backups/BackupsPage")) },
              { path: "boletin", lazy: pageWithLoader(() => import("./newsletter/NewsletterPage")) },
              { path: "*", Component: AdminNotFound },
            ],
          },
        ],
      },
    ],
  },
];
