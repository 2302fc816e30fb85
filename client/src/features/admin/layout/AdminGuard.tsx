// The admin pages' guard: no token, an expired token or a token whose rol is not 1 goes to /.
// This only decides what the browser shows; the server checks the token on every admin call.
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useAppSelector } from "@/app/hooks";
import { ROLE_ADMIN } from "@/features/accounts";
import { storedAdminClaims } from "@/features/accounts";

export function AdminGuard() {
  useLocation(); // re-evaluated on every admin route change
  // The session check may learn that the account is no longer an administrator. Selecting only this flag keeps
  // logging out (user -> null) from re-rendering the guard before the logout has moved on to /admin/login.
  const demoted = useAppSelector((state) => state.session.user !== null && state.session.user.rol !== ROLE_ADMIN);
  const allowed = storedAdminClaims() !== null && !demoted;
  return allowed ? <Outlet /> : <Navigate to="/" replace />;
}
