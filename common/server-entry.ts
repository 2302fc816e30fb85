// What the client's server renderer (client/src/entry-server.tsx, built by `vite build --ssr`) gives the server
// (server/src/features/seo/server-render.ts), declared once for both sides.
import type { PageHead } from "./page-heads.ts";

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
      /** the page's head, from its module's `head` and what its loaders read (undefined: the page names itself) */
      head: PageHead | undefined;
      /** writes the page's HTML (what goes inside #root) and ends the destination */
      pipe(destination: PipeTarget): unknown;
    };

export interface ServerEntry {
  /** What to call when an API call of a render fails (an error answer or no answer). */
  onApiFailure(listener: () => void): void;
  /**
   * Runs the matched routes' loaders and renders them. `url` is the page's absolute URL, `apiOrigin` where the server
   * itself answers, `baseUrl` the site's public address (for the head's absolute addresses). Undefined when a loader
   * failed otherwise: the caller then sends the shell.
   */
  render(url: string, apiOrigin: string, baseUrl: string): Promise<RenderResult | undefined>;
}
