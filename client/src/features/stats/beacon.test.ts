// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countCartTap, trackPageViews } from "./beacon";

type State = { location: { pathname: string; search: string }; navigation: { state: string } };

/** A stand-in for the app's router: a location, and navigations the test makes. */
function fakeRouter(pathname: string, search = "") {
  const listeners: ((state: State) => void)[] = [];
  const router = {
    state: { location: { pathname, search }, navigation: { state: "idle" } } as State,
    subscribe(listener: (state: State) => void) {
      listeners.push(listener);
      return () => {};
    },
    go(to: string, query = "") {
      router.state = { location: router.state.location, navigation: { state: "loading" } };
      listeners.forEach((listener) => listener(router.state));
      router.state = { location: { pathname: to, search: query }, navigation: { state: "idle" } };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

let beacons: { url: string; blob: Blob }[];
beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, blob: Blob) => beacons.push({ url, blob }) > 0,
  });
  Object.defineProperty(document, "referrer", { configurable: true, value: "https://l.instagram.com/" });
});
afterEach(() => {
  Object.defineProperty(navigator, "doNotTrack", { configurable: true, value: null });
});

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
/** What the beacons carried, in order. */
const sent = () =>
  Promise.all(beacons.map(async ({ url, blob }) => ({ url, type: blob.type, body: JSON.parse(await textOf(blob)) })));

describe("the visit beacon", () => {
  it("tells the first page with the referring site and utm values, then each new page of the site alone", async () => {
    const router = fakeRouter("/urdimbre", "?utm_source=instagram&utm_campaign=preventa&fbclid=x");
    trackPageViews(router);
    router.go("/urdimbre", "?foto=2"); // same page, another query: not a new view
    router.go("/admin/estadisticas"); // not a page of the site's table
    router.go("/gallery");
    countCartTap();
    const json = "application/json";
    expect(await sent()).toEqual([
      {
        url: "/api/stats/view",
        type: json,
        body: {
          path: "/urdimbre",
          referrer: "https://l.instagram.com/",
          utmSource: "instagram",
          utmCampaign: "preventa",
        },
      },
      { url: "/api/stats/view", type: json, body: { path: "/gallery" } },
      { url: "/api/stats/cart", type: json, body: {} },
    ]);
  });

  it("sends nothing when the browser asks not to be tracked", async () => {
    Object.defineProperty(navigator, "doNotTrack", { configurable: true, value: "1" });
    const router = fakeRouter("/");
    trackPageViews(router);
    router.go("/gallery");
    countCartTap();
    expect(beacons).toEqual([]);
  });
});
