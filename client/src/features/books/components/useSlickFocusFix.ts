import { useEffect, type RefObject } from "react";

/**
 * react-slick marks the slides out of view with aria-hidden but leaves their buttons focusable, which screen readers
 * and axe report as an error. This keeps the controls of hidden slides out of the tab order.
 */
export function useSlickFocusFix(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>(".slick-slide")) {
        const hidden = slide.getAttribute("aria-hidden") === "true";
        for (const control of slide.querySelectorAll<HTMLElement>("button, a, iframe"))
          control.tabIndex = hidden ? -1 : 0;
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [container]);
}
