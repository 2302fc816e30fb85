// After a navigation in the browser, the page's head as the server writes it (./write-page-head.ts, loaded with the
// first navigation: the server wrote the first page's head), from the page module's own `head` (../pages.tsx) and the
// same loader data, else its name in the table of pages. The pages the table does not name set their own title
// (usePageMeta); the previous page's Open Graph tags go.
import { useEffect, useRef } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router-dom";
import { hydratesServerPage } from "@/components/ui/useHydrated";
import type { SiteContent } from "@autora/common/contract/pages.ts";
import type { Loaded } from "@/lib/load";
import type { PageHandle } from "../pages";

export function usePageHead() {
  const { pathname, key } = useLocation();
  const site = useRouteLoaderData<Loaded<SiteContent>>("root")?.data;
  const page = useMatches().at(-1);
  const data = page?.data;
  const head = (page?.handle as PageHandle | undefined)?.head;
  const first = useRef({ key, site, data });
  useEffect(() => {
    // the page the server rendered already has its head, built from the same data (until a navigation or a new read)
    if (hydratesServerPage && first.current.key === key && first.current.site === site && first.current.data === data)
      return;
    let current = true;
    void import("./write-page-head").then(({ writePageHead }) => {
      if (current) writePageHead({ site, data, path: pathname, baseUrl: window.location.origin }, head); // else a later page writes its own
    });
    return () => {
      current = false;
    };
  }, [pathname, key, site, data, head]);
}
