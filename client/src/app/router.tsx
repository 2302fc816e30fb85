// Every route of the site. Pages load on demand so the first visit downloads only what it shows;
// the whole administrator area is its own chunk.
import { createBrowserRouter } from "react-router-dom";
import { RootLayout } from "./layout/RootLayout";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page(() => import("../features/home/HomePage")) },
      { path: "about", lazy: page(() => import("../features/about/AboutPage")) },
      { path: "urdimbre", lazy: page(() => import("../features/book/BookPage")) },
      { path: "books/:bookId", lazy: page(() => import("../features/book/BookDetailPage")) },
      { path: "blogpage", lazy: page(() => import("../features/events/EventsPage")) },
      { path: "blog/:id", lazy: page(() => import("../features/events/BlogPostPage")) },
      { path: "gallery", lazy: page(() => import("../features/gallery/GalleryPage")) },
      { path: "contact", lazy: page(() => import("../features/contact/ContactPage")) },
      { path: "aviso-de-privacidad", lazy: page(() => import("../features/legal/LegalPage")) },
      { path: "terminos", lazy: page(() => import("../features/legal/LegalPage")) },
      { path: "devoluciones", lazy: page(() => import("../features/legal/LegalPage")) },
      { path: "cart", lazy: page(() => import("../features/cart/CartPage")) },
      { path: "place-order", lazy: page(() => import("../features/checkout/PlaceOrderPage")) },
      { path: "orders", lazy: page(() => import("../features/checkout/OrdersPage")) },
      { path: "login", lazy: page(() => import("../features/account/LoginPage")) },
      { path: "register", lazy: page(() => import("../features/account/RegisterPage")) },
      { path: "user", lazy: page(() => import("../features/account/UserPage")) },
      { path: "forgot-password", lazy: page(() => import("../features/account/ForgotPasswordPage")) },
      { path: "reset-password", lazy: page(() => import("../features/account/ResetPasswordPage")) },
      { path: "newsletter/confirm", lazy: page(() => import("../features/newsletter/ConfirmSubscriptionPage")) },
      { path: "newsletter/unsubscribe", lazy: page(() => import("../features/newsletter/UnsubscribePage")) },
      { path: "mis-pedidos", lazy: page(() => import("../features/my-orders/MyOrdersPage")) },
      { path: "consultar-pedido", lazy: page(() => import("../features/my-orders/OrderLookupPage")) },
      { path: "test", element: <div /> },
      { path: "test1", element: <div /> },
      { path: "*", lazy: page(() => import("./layout/NotFoundPage")) },
    ],
  },
  { path: "admin/*", lazy: page(() => import("../features/admin/AdminRoot")) },
]);
