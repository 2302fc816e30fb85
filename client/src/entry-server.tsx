// The server renderer's entry (built by `vite build --ssr`, loaded by server/src/features/seo): renders a page that the
// table of pages (@autora/common/pages.ts) marks as server-rendered, with the same route table and loaders as the
// browser. The loaders call the API modules, whose client is pointed at the server itself (HTTP on its own address),
// so there is one loader code path on both sides.
import axios from "axios";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Provider } from "react-redux";
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from "react-router-dom";
import { routes } from "./app/routes";
import { createStore } from "./app/store";
import type { ServerEntry } from "@autora/common/server-entry.ts";
import { pageHead } from "@autora/common/page-heads.ts";
import type { SiteContent } from "@autora/common/contract/pages.ts";
import { apiDefaults } from "@/lib/api-client";
import type { Loaded } from "@/lib/load";
import type { PageHandle } from "./app/pages";

const handler = createStaticHandler(routes);

// A loader whose API call fails says so on the page, so the page still renders; the server must know, so as not to
// keep that page. Every call goes through this adapter, which tells the server (it knows which render is running).
const sendOverHttp = axios.getAdapter("http");
let reportApiFailure = () => {};
apiDefaults.adapter = async (config) => {
  try {
    return await sendOverHttp(config);
  } catch (error) {
    reportApiFailure();
    throw error;
  }
};

export const onApiFailure: ServerEntry["onApiFailure"] = (listener) => {
  reportApiFailure = listener;
};

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** A loader's 404 (an address like /books/abc): rendered as the 404 page, with its status. */
const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

export const render: ServerEntry["render"] = async (url, apiOrigin, baseUrl) => {
  apiDefaults.baseURL = `${apiOrigin}/api`;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { redirect: context.headers.get("Location") ?? "/", status: context.status };
  }
  if (context.errors && !Object.values(context.errors).every(isNotFound)) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // A 404 travels as its plain fields (status, statusText, data), which the browser's router reads as the same error.
  const routerData = safeJson({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  });
  // the page's head from its module's `head` (./app/pages.tsx) and what its loader read; the 404 page's for a 404
  const page = context.matches.at(-1)?.route;
  const site = (context.loaderData.root as Loaded<SiteContent> | undefined)?.data ?? null;
  const data = page === undefined ? undefined : context.loaderData[page.id];
  const head = pageHead(
    { site, data, path: new URL(url).pathname, baseUrl, status: context.statusCode },
    (page?.handle as PageHandle | undefined)?.head,
  );
  return new Promise((resolve, reject) => {
    // The whole page at once (onAllReady): the HTML needs no inline script, which the Content-Security-Policy refuses.
    const stream = renderToPipeableStream(
      <StrictMode>
        <Provider store={createStore()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </StrictMode>,
      {
        onAllReady: () => resolve({ status: context.statusCode, routerData, head, pipe: stream.pipe }),
        onShellError: reject,
        onError: (error) => console.error("Error al generar la página en el servidor:", error),
      },
    );
  });
};
