// Each component test starts from an empty page and an empty browser storage.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

if (typeof window !== "undefined" && !window.matchMedia) {
  // jsdom has no media queries (sweetalert2 and useMediaQuery ask); answer as a wide screen with no preferences.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

if (typeof window !== "undefined") {
  // jsdom does not lay out pages, so its scrollTo only reports "Not implemented" (sweetalert2 calls it on close).
  window.scrollTo = () => {};
  // nor its scrollIntoView (the blog editor brings its form into view).
  window.Element.prototype.scrollIntoView ??= () => {};
}

afterEach(() => {
  cleanup();
  if (typeof window !== "undefined") window.localStorage.clear();
});
