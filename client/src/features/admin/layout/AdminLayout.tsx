import { Outlet } from "react-router-dom";
import { useSessionCheck } from "@/features/accounts";
import { AdminNav } from "./AdminNav";

export function AdminLayout() {
  useSessionCheck(); // fetches the signed-in administrator for the profile page and forgets an expired token
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
