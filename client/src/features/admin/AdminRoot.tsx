// The administrator area's frame, loaded with the first admin page: the admin UI kit's styles (each screen brings its
// own, with its chunk), and the tab title, "Pedidos · Administración", from the name the open page is declared with
// (screens.ts, through its route's handle).
import { Outlet, useMatches } from "react-router-dom";
import { usePageMeta } from "@/components/ui/usePageMeta";
import type { AdminHandle } from "./routes";
// The admin styles every screen builds on, before the screens' own so that those can refine them.
import "@/components/ui/admin-base.css";
import "@/components/ui/admin-forms.css";
import "@/components/ui/admin-overlays.css";
import "./layout/layout.css";
import "@/features/dashboard/admin/photos.css";
import "@/features/books/admin/book.css";
import "@/features/events/admin/events-admin.css";
import "@/features/pages/admin/contact.css";
import "@/features/pages/admin/about.css";
import "@/features/accounts/admin/profile.css";
import "@/features/orders/admin/orders.css";
import "@/features/comments/admin/comments.css";
import "@/features/accounts/admin/auth.css";
import "@/features/legal/admin/legal.css";
import "@/features/mail/admin/mail.css";
import "@/features/newsletter/admin/newsletter.css";
import "@/features/stats/admin/stats.css";

export default function AdminRoot() {
  const title = useMatches().findLast((match) => (match.handle as AdminHandle | undefined)?.title)?.handle as AdminHandle | undefined;
  usePageMeta(title?.title ?? "", { site: "Administración" });
  return <Outlet />;
}
