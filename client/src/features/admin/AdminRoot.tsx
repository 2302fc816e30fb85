// The administrator area's frame: its styles, loaded with the first admin page (routes.tsx lists the admin pages,
// each its own chunk with its loader).
import { Outlet } from "react-router-dom";
// The admin styles, shared pieces first so that page styles can refine them.
import "./components/base.css";
import "./components/forms.css";
import "./components/overlays.css";
import "./layout/layout.css";
import "./dashboard/photos.css";
import "./book/book.css";
import "./blog/blog.css";
import "./contact/contact.css";
import "./profile/profile.css";
import "./orders/orders.css";
import "./comments/comments.css";
import "./account/auth.css";
import "./legal/legal.css";
import "./mail/mail.css";
import "./newsletter/newsletter.css";

export default function AdminRoot() {
  return <Outlet />;
}
