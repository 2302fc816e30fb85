import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** Each new page starts at the top (instantly: the smooth scrolling of the page is for in-page jumps). */
export function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
}
