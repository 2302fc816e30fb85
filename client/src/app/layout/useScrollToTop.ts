import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * Each new page starts at the top (instantly: the smooth scrolling of the page is for in-page jumps). Not the first
 * one: the browser has placed it already, and a server-rendered page has been on screen, maybe scrolled by the reader,
 * before the app starts (a jump then moved what the reader was about to tap from under their finger).
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
}
