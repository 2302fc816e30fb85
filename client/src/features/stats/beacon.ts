// The visit statistics' beacon: after each page view (the first page once the app runs, then each change of page) it
// tells the server which page of the table of pages was seen, the site the reader came from (first page only) and the
// address's utm_source and utm_campaign; a tap on COMPRAR is told too. No cookie, nothing stored in the browser, and
// nothing sent when the browser asks not to be tracked (Do Not Track, Global Privacy Control) or for the admin area.
// The beacon leaves after the page is shown and is never waited for, so pages are as fast as without it.
import { findPage } from "@autora/common/pages.ts";
import type { PageView } from "@autora/common/contract/stats.ts";
import { sendCartTap, sendPageView } from "./api";

/** What the beacon reads of the app's router (React Router's data router). */
interface RouterLike {
  state: { location: { pathname: string; search: string }; navigation: { state: string } };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
}

const askedNotToBeTracked = () =>
  navigator.doNotTrack === "1" || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** Counts the page shown now and every page the reader moves to (a change of address only, not of its query). */
export function trackPageViews(router: RouterLike): void {
  let last: string | undefined;
  let referrer: string | undefined = document.referrer || undefined;
  const seen = ({ pathname, search }: { pathname: string; search: string }) => {
    if (pathname === last) return;
    last = pathname;
    const from = referrer;
    referrer = undefined; // only the first page came from another site
    if (!findPage(pathname)) return;
    const params = new URLSearchParams(search);
    const view: PageView = { path: pathname, referrer: from?.slice(0, 2000) };
    const source = params.get("utm_source");
    const campaign = params.get("utm_campaign");
    if (source) view.utmSource = source.slice(0, 100);
    if (source && campaign) view.utmCampaign = campaign.slice(0, 100);
    if (!askedNotToBeTracked()) sendPageView(view);
  };
  seen(router.state.location);
  router.subscribe((state) => {
    if (state.navigation.state === "idle") seen(state.location);
  });
}

/** A tap on COMPRAR. */
export function countCartTap(): void {
  if (!askedNotToBeTracked()) sendCartTap();
}
