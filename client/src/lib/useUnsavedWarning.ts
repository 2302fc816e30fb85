// A warning before unsaved work is lost. While `dirty` is true, leaving the page inside the site (a link, the menu,
// Back) first asks "¿Salir sin guardar?" and only goes on if the author says so; closing or reloading the tab gets
// the browser's own question (browsers show their own text there, never the page's). One editor per page uses it:
// React Router allows one such question at a time.
import { useCallback, useEffect, useRef } from "react";
import { useBlocker, type BlockerFunction } from "react-router-dom";
import { confirmDialog } from "./alerts";

export const UNSAVED_TITLE = "¿Salir sin guardar?";
export const UNSAVED_TEXT = "Hiciste cambios que aún no se guardan. Si sales ahora, se perderán.";

export function useUnsavedWarning(dirty: boolean): void {
  // Only a move to another page counts: the same page with another ?pagina= keeps the form on screen.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });

  // One question per blocked move, and its answer goes to that move only: a second click that lands while the first
  // answer is on its way gets its own question instead of being swallowed by the first answer.
  const blockedMove = blocker.state === "blocked" ? blocker.location : null;
  useEffect(() => {
    if (!blockedMove) return;
    void confirmDialog({
      title: UNSAVED_TITLE,
      text: UNSAVED_TEXT,
      confirmText: "Sí, salir sin guardar",
      cancelText: "Seguir editando",
    }).then((leave) => {
      const current = latest.current;
      if (current.state !== "blocked" || current.location !== blockedMove) return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blockedMove]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}
