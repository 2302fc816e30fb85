// A loading overlay shows for 500 ms on every route change, as on the original site. Navigation itself stays client-side.
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { Spinner } from "./Spinner";

export const PAGE_CHANGE_OVERLAY_MS = 500;

export function PageChangeOverlay() {
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  const [visible, setVisible] = useState(false);

  // Not on the first load (it would only delay the first paint), only when the path changes.
  if (pathname !== shownFor) {
    setShownFor(pathname);
    setVisible(true);
  }

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), PAGE_CHANGE_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [visible, shownFor]);

  if (!visible) return null;
  return (
    <div className="page-overlay" data-testid="page-overlay">
      <Spinner label="Cargando página..." size={48} />
    </div>
  );
}
