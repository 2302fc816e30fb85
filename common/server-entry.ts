// What the client's server renderer (client/src/entry-server.tsx, built by `vite build --ssr`) gives the server
// (server/src/features/seo/server-render.ts), declared once for both sides.

/** What the page's loaders read: the site's texts (null when they could not be read) and the page's own route's answer. */
export interface LoaderData {
  siteContent: unknown;
  page: unknown;
}

/** Where a rendered page is written: a Node writable stream (kept structural, so this file needs no Node types). */
export interface PipeTarget {
  write(chunk: never): unknown;
  end(): unknown;
}

export type RenderResult =
  | { redirect: string; status: number }
  | {
      status: number;
      /** the router's state for hydrateRoot, as JSON safe inside a <script> */
      routerData: string;
      /** what the loaders read, for the page's head */
      loaderData: LoaderData;
      /** writes the page's HTML (what goes inside #root) and ends the destination */
      pipe(destination: PipeTarget): unknown;
    };

export interface ServerEntry {
  /** What to call when an API call of a render fails (an error answer or no answer). */
  onApiFailure(listener: () => void): void;
  /**
   * Runs the matched routes' loaders and renders them. `url` is the page's absolute URL, `apiOrigin` where the server
   * itself answers. Undefined when a loader failed otherwise: the caller then sends the shell.
   */
  render(url: string, apiOrigin: string): Promise<RenderResult | undefined>;
}
