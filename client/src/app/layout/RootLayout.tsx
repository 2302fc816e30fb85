// The frame of every public page: header (not on /login), the page, the footer and the route-change overlay.
import { Outlet, useLocation } from "react-router-dom";
import { PageChangeOverlay } from "@/components/ui/PageChangeOverlay";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { useScrollToTop } from "./useScrollToTop";
import "./layout.css";

const PATHS_WITHOUT_HEADER = ["/login"];

export function RootLayout() {
  useScrollToTop();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, "") || "/";
  return (
    <>
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      {!PATHS_WITHOUT_HEADER.includes(path) && <SiteHeader />}
      <main id="contenido" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <PageChangeOverlay />
    </>
  );
}
