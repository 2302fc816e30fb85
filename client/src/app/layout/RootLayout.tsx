import { Outlet } from "react-router-dom";
import { useSessionCheck } from "../../features/auth/useSessionCheck";

export function RootLayout() {
  useSessionCheck();
  return (
    <main>
      <Outlet />
    </main>
  );
}
