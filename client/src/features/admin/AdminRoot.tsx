// The administrator area's frame, loaded with the first admin page: the admin UI kit's styles (each screen brings its
// own, with its chunk), and the tab title, "Pedidos · Administración", from the name the open page is declared with
// (screens.ts, through its route's handle).
import { Outlet, useMatches } from "react-router-dom";
import { usePageMeta } from "@/components/ui/usePageMeta";
import type { AdminHandle } from "./routes";
// The admin UI kit's styles, which every screen builds on; a screen's own come with its chunk, after these, and refine
// them.
import "@/components/ui/admin-base.css";
import "@/components/ui/admin-forms.css";
import "@/components/ui/admin-overlays.css";
import "@/components/ui/admin-photos.css";
import "./layout/layout.css";

export default function AdminRoot() {
  const title = useMatches().findLast((match) => (match.handle as AdminHandle | undefined)?.title)?.handle as
    AdminHandle | undefined;
  usePageMeta(title?.title ?? "", { site: "Administración" });
  return <Outlet />;
}
