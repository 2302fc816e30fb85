// The outermost route, around the public site and the administrator area alike: the one place the session check runs.
import { Outlet } from "react-router-dom";
import { useSessionCheck } from "@/features/accounts";

export function AppFrame() {
  useSessionCheck();
  return <Outlet />;
}
