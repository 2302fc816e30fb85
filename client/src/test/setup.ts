// Each component test starts from an empty page and an empty browser storage.
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// findBy* waits up to 5 s (not 1 s): the whole suite runs beside other work (npm start, two cores), where a page's
// first render can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== "undefined" && !window.matchMedia) {
  // jsdom has no media queries (sweetalert2 and useMediaQuery ask); answer as a wide screen with no preferences.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window !== "undefined") {
  // jsdom does not lay out pages, so its scrollTo only reports "Not implemented" (sweetalert2 calls it on close).
  window.scrollTo = () => {};
  // nor has it scrollIntoView (the checkout brings its first problem into view)
  Element.prototype.scrollIntoView ??= () => {};
}

// A page writes its head with a module it loads on first use, without waiting for it (app/layout/usePageHead.ts). It
// is loaded here, before the tests, so that a page test that ends first never leaves a module loading after its DOM is
// gone (Vitest then reports an unhandled error and fails the run).
if (typeof window !== "undefined") await import("@/app/layout/write-page-head");

afterEach(() => {
  cleanup();
  if (typeof window !== "undefined") window.localStorage.clear();
});

// A dialog of sweetalert2 (lib/alerts.ts) gives the focus back 100 ms after it closes. A file that opened one waits for
// that before its page goes away, or the late timer would find no DOM and fail the run.
afterAll(async () => {
  if (typeof document === "undefined") return;
  const dialogLoaded = Array.from(document.querySelectorAll("style")).some((style) =>
    style.textContent?.includes(".swal2-"),
  );
  if (dialogLoaded) await new Promise((resolve) => setTimeout(resolve, 250));
});
