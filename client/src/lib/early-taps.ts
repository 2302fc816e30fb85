// A server-rendered page paints before its app runs (public/boot.js starts it after the largest paint), and until then
// its buttons do nothing. So its controls that need the app carry `data-replay`, a script in the page's head
// (public/early-taps.js) keeps the taps made on them meanwhile (and stops a marked form from being sent by the
// browser), and the app, once it has taken over the page, taps them again: the reader sees the effect without
// tapping twice. Links need none of this: they work as plain links until the app runs.

declare global {
  interface Window {
    /** public/early-taps.js: the marked controls tapped so far, in order; from then on the app answers the taps */
    takeEarlyTaps?: () => Element[] | null;
  }
}

const MARKED = "[data-replay]";

/**
 * Takes the taps kept so far, just before React starts listening to the page: from then on React answers the taps
 * itself (while hydrating, it hydrates at once what is tapped). Answers the function that, once the app has rendered
 * its first page, tells it what was typed meanwhile and replays the taps. A control tapped again meanwhile, which
 * React has answered, is not tapped once more.
 */
export function takeEarlyTaps(): () => Promise<void> {
  if (!window.takeEarlyTaps) return async () => {}; // a page the browser renders: nothing was there to tap
  const taps = window.takeEarlyTaps() ?? [];
  // Each control is the same element after hydration, which keeps the server's nodes; should React have rendered
  // them anew, it is the control in the same place among the marked ones.
  const marked = [...document.querySelectorAll(MARKED)];
  const kept = taps.map((control) => ({ control, place: marked.indexOf(control) }));
  const answered = new Set<Element>();
  const noteAnswered = (event: Event) => {
    const control = (event.target as Element).closest?.(MARKED);
    if (control) answered.add(control);
  };
  document.addEventListener("click", noteAnswered, true);
  document.addEventListener("submit", noteAnswered, true);

  return async () => {
    document.removeEventListener("click", noteAnswered, true);
    document.removeEventListener("submit", noteAnswered, true);
    tellTypedFields();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the app renders what it was told before the taps
    const replayed = new Set<Element>();
    for (const { control, place } of kept.splice(0)) {
      if (answered.has(control)) continue;
      const target = control.isConnected ? control : document.querySelectorAll(MARKED)[place];
      // a control tapped twice while nothing happened is tapped once: the reader wanted it once
      if (!target || replayed.has(target)) continue;
      replayed.add(target);
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  };
}

/**
 * What the reader typed before the app ran stays in its field (hydration keeps the field's value) but the app's
 * state does not know it: each text field whose value is not the one the page came with is told to the app as an
 * input, as if just typed. React notices an input only when the value differs from the last one it saw, so the field
 * is emptied through its own setter (which React watches) and given the typed value through the browser's.
 */
function tellTypedFields(): void {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "#root input:not([type=checkbox]):not([type=radio]), #root textarea",
  );
  for (const field of fields) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
