// The admin area's frame: the bar and the grouped menu (AdminNav), the page beside or under it. Its loader reads the
// numbers the menu shows beside its entries, again on every change of page; opening Comentarios or Mensajes first
// marks what they hold as seen.
import { Outlet, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router-dom";
import { getNavCounts, markSeen } from "@/features/dashboard";
import { loadForAdmin } from "../admin-data";
import { sectionSeenAt } from "../nav";
import { AdminNav } from "./AdminNav";

export function loader({ request }: LoaderFunctionArgs) {
  const section = sectionSeenAt(new URL(request.url).pathname);
  return loadForAdmin(async () => {
    if (section) await markSeen(section);
    return getNavCounts();
  }, "No se pudo saber qué te espera en cada sección");
}

/** Counted again on every change of page, and after every change of data (the default). */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export function AdminLayout() {
  return (
    <div className="adm-shell">
      <a className="adm-skip" href="#adm-main">
        Saltar al contenido
      </a>
      <AdminNav />
      <main id="adm-main" className="adm-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
