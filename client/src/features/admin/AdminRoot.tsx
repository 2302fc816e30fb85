// The administrator area (its own chunk: the router lazy-loads this file for /admin/*).
import { Link, Navigate, Route, Routes } from "react-router-dom";
import AdminLoginPage from "./account/AdminLoginPage";
import AdminRegisterPage from "./account/AdminRegisterPage";
import DeleteAccountPage from "./account/DeleteAccountPage";
import BlogManagerPage from "./blog/BlogManagerPage";
import BookManagerPage from "./book/BookManagerPage";
import CommentsPage from "./comments/CommentsPage";
import ContactManagerPage from "./contact/ContactManagerPage";
import DashboardPage from "./dashboard/DashboardPage";
import GalleryManagerPage from "./gallery/GalleryManagerPage";
import { AdminGuard } from "./layout/AdminGuard";
import { AdminLayout } from "./layout/AdminLayout";
import LegalPagesEditor from "./legal/LegalPagesEditor";
import MailPage from "./mail/MailPage";
import NewsletterPage from "./newsletter/NewsletterPage";
import OrdersPage from "./orders/OrdersPage";
import ProfilePage from "./profile/ProfilePage";
import MainPageEditor from "./site-content/MainPageEditor";
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
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route path="register" element={<AdminRegisterPage />} />
      <Route path="delete" element={<DeleteAccountPage />} />
      <Route element={<AdminGuard />}>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="admainpage" element={<MainPageEditor />} />
          <Route path="adurdimbre" element={<BookManagerPage />} />
          <Route path="adblog" element={<BlogManagerPage />} />
          <Route path="adgallery" element={<GalleryManagerPage />} />
          <Route path="adcontact" element={<ContactManagerPage />} />
          <Route path="adpage" element={<ProfilePage />} />
          <Route path="pedidos" element={<OrdersPage />} />
          <Route path="comentarios" element={<CommentsPage />} />
          <Route path="paginas-legales" element={<LegalPagesEditor />} />
          <Route path="correos" element={<MailPage />} />
          <Route path="boletin" element={<NewsletterPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}

function AdminNotFound() {
  return (
    <div className="adm-empty">
      <h1>Página no encontrada</h1>
      <Link to="/admin/dashboard">Volver al Dashboard</Link>
    </div>
  );
}
