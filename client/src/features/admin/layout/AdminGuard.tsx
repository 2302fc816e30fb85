// The admin pages' guard: without an administrator's unexpired token the visitor goes to the admin sign-in page, which
// brings her back to the page she asked for once she has signed in. A reader's token counts as none.
// This only decides what the browser shows; the server checks the token on every admin call.
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { adminLoginPath, adminSession, useNoLongerAdmin } from "@/features/accounts";

export function AdminGuard() {
  // Read again on every admin route change. Not on every change of the token: signing out from the nav waits on its
  // spinner and then goes to the sign-in page itself, without coming back to the page it left.
  const { pathname, search } = useLocation();
  const session = adminSession();
  // The session check may learn from the server that the account is no longer an administrator.
  const demoted = useNoLongerAdmin(session);
  return session && !demoted ? <Outlet /> : <Navigate to={adminLoginPath(pathname + search)} replace />;
}
