// Shows a page the browser fetched itself (one that needs the session token, such as a printout) in a new tab.
import { saveFile } from "./save-file";

export interface ReservedTab {
  /** Puts the page in the tab; where the browser blocked the tab, saves the page as `name` instead. */
  show(html: string, name: string): void;
  /** The fetch failed: the empty tab goes away. */
  close(): void;
}

/**
 * Opens the tab at once, in the click that asked for it (a tab opened after waiting for the server counts as a
 * pop-up and is blocked), and fills it when the page arrives.
 */
export function reserveTab(): ReservedTab {
  const tab = window.open("", "_blank");
  if (tab) {
    tab.opener = null;
    tab.document.title = "Preparando…";
  }
  return {
    show(html, name) {
      const blob = new Blob([html], { type: "text/html;charset=utf-8" });
      if (!tab || tab.closed) return saveFile(blob, name);
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      // the tab has read it by then; the object URL only holds memory
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close() {
      tab?.close();
    },
  };
}
