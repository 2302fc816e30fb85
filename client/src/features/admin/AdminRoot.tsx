// The administrator area's frame: its styles, loaded with the first admin page (routes.tsx lists the admin pages,
// each its own chunk with its loader).
import { Outlet } from "react-router-dom";
// The admin styles, shared pieces first so that page styles can refine them.
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
  return <Outlet />;
}
