// The public pages' first paint: the client's server renderer (client/src/entry-server.tsx, built by `vite build --ssr`
// into <dist>/.ssr, a folder express.static does not serve) renders the page's routes with their loaders' data into
// the page's HTML; the browser then hydrates it. The loaders ask this same server's API over HTTP on the address the
// request came in on, so they are the same code in the browser and here. The page is rendered whole (nothing of it is
// sent before its last loader has answered anyway), so that it can be kept and sent again (response-cache.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { Request } from "express";
import { rendersOnServer } from "@autora/common/pages.ts";

import type { PageHead } from "@autora/common/page-heads.ts";
import type { ServerEntry } from "@autora/common/server-entry.ts";

/** A page rendered on the server, ready to be written into index.html (fillPage). */
export interface RenderedPage {
  status: number;
  /** what goes inside #root */
  content: string;
  /** the router's state for hydrateRoot, as JSON safe inside a <script> */
  routerData: string;
  /** its head, from its module's `head` and its loaders' data (undefined: the page names itself) */
  head: PageHead | undefined;
  /** false when one of its loaders' API calls failed, so that it shows an empty state instead of the data */
  complete: boolean;
}

/** The API calls that failed in the render running in this async context (the renderer reports them, onApiFailure). */
const renders = new AsyncLocalStorage<{ failedCalls: number }>();
const countApiFailure = () => {
  const render = renders.getStore();
  if (render) render.failedCalls += 1;
};

const ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A script of client/public the page carries inline (boot.js, early-taps.js) as the build copied it, and the
 * Content-Security-Policy source that lets it run.
 */
export interface InlineScript {
  source: string;
  /** 'sha256-…' of the source */
  cspSource: string;
}

/**
 * Reads <dist>/<file> on the first call and keeps the answer, like serverEntryLoader: the policy asks on every
 * response, so a server without a build must not look for the file each time. Undefined without a build.
 */
export function inlineScriptLoader(distDir: string, file: string): () => InlineScript | undefined {
  let loaded: { script?: InlineScript } | undefined;
  return () => {
    if (!loaded) {
      const path = join(distDir, file);
      const source = existsSync(path) ? readFileSync(path, "utf8") : undefined;
      loaded = {
        script:
          source === undefined
            ? undefined
            : { source, cspSource: `'sha256-${createHash("sha256").update(source).digest("base64")}'` },
      };
    }
    return loaded.script;
  };
}

/** The inline scripts of a server-rendered page. */
export interface PageScripts {
  /** client/public/boot.js: starts the app after the largest paint */
  boot?: InlineScript;
  /** client/public/early-taps.js: keeps the taps made before the app runs, for the app to replay */
  earlyTaps?: InlineScript;
}

/** The build's inline scripts, each read once (inlineScriptLoader). */
export function pageScriptsLoader(distDir: string): () => PageScripts {
  const boot = inlineScriptLoader(distDir, "boot.js");
  const earlyTaps = inlineScriptLoader(distDir, "early-taps.js");
  return () => ({ boot: boot(), earlyTaps: earlyTaps() });
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The script that keeps the taps made before the app runs, written at the top of the head (after the charset), so that
 * it listens before anything of the page can be tapped. Unchanged without a build's copy.
 */
export function keepEarlyTaps(html: string, earlyTaps?: InlineScript): string {
  const at = CHARSET.exec(html);
  if (!earlyTaps || !at) return html;
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}\n    <script>${earlyTaps.source}</script>${html.slice(end)}`;
}

/**
 * A server-rendered page shows without its JavaScript, so the JavaScript waits until the page is painted: the entry
 * script and its modulepreload links become one small script (client/public/boot.js) that adds them after the page's
 * largest paint. It is written into the page, at the end of the body, so that the paint waits for no request of it
 * (the Content-Security-Policy allows it by its hash); without a build's copy, it is the deferred /boot.js.
 */
export function startAfterPaint(html: string, boot?: InlineScript): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes("</body>")) return html;
  const preloads = [...html.matchAll(MODULE_PRELOADS)].map((match) => match[1]);
  const data = `data-entry="${entry}" data-preload="${preloads.join(" ")}"`;
  const script = boot ? `<script ${data}>${boot.source}</script>` : `<script src="/boot.js" ${data} defer></script>`;
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOADS, "")
    .replace("</body>", () => `  ${script}\n  </body>`);
}

/** Loads the built renderer once; undefined when the build has none (the pages then render in the browser). */
export function serverEntryLoader(distDir: string): () => Promise<ServerEntry | undefined> {
  let entry: Promise<ServerEntry | undefined> | undefined;
  return () => {
    const path = join(distDir, ".ssr", "entry-server.js");
    entry ??= existsSync(path)
      ? (import(pathToFileURL(path).href) as Promise<ServerEntry>).then((loaded) => {
          loaded.onApiFailure?.(countApiFailure);
          return loaded;
        })
      : Promise.resolve(undefined);
    return entry;
  };
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/g;

/**
 * The page's stylesheets written into it (<style>), so that its first paint waits for no other request. Their URLs
 * in the CSS are absolute (/assets/...), so they resolve the same inside the page. Each keeps a disabled link (never
 * fetched) with its address: Vite's loader of a page's code adds a stylesheet unless a link to it is in the page, and
 * without it the hydrating page would download its own styles again and restyle itself once they arrive.
 */
export function inlineStylesheets(html: string, distDir: string, cache: Map<string, string>): string {
  return html.replace(STYLESHEET, (tag, name: string) => {
    const path = join(distDir, "assets", name);
    if (!cache.has(name)) {
      if (!existsSync(path)) return tag;
      cache.set(name, readFileSync(path, "utf8").replace(/<\/style/gi, "<\\/style"));
    }
    return `<style>${cache.get(name)}</style><link rel="stylesheet" href="/assets/${name}" disabled>`;
  });
}

/** Where this server answers for the request's connection, e.g. http://127.0.0.1:3000 (IPv6 in brackets). */
function ownOrigin(req: Request): string {
  const address = req.socket.localAddress ?? "127.0.0.1";
  return `http://${address.includes(":") ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** Everything React writes into `destination`, as one string once it has ended it. */
function collect(pipe: (destination: NodeJS.WritableStream) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
      final: (done) => (resolve(Buffer.concat(chunks).toString("utf8")), done()),
    });
    sink.on("error", reject);
    pipe(sink);
  });
}

/**
 * Runs the page's loaders and renders it. Undefined when this page is not server-rendered (or `html`, index.html, has
 * no #root, or the visitor has gone), or when its loaders failed: the caller sends the shell. A redirect is passed on.
 */
export async function renderPage(
  entry: ServerEntry | undefined,
  req: Request,
  html: string,
  baseUrl: string,
): Promise<RenderedPage | { redirect: string; status: number } | undefined> {
  // A closed connection has no local port: there is no address to ask the API on, and nobody to answer.
  if (!entry || !html.includes(ROOT) || !req.socket.localPort || !rendersOnServer(req.path)) return undefined;
  const render = { failedCalls: 0 };
  const result = await renders.run(render, () =>
    entry.render(`http://localhost${req.originalUrl}`, ownOrigin(req), baseUrl),
  );
  if (!result || "redirect" in result) return result;
  const content = await collect(result.pipe);
  return {
    status: result.status,
    content,
    routerData: result.routerData,
    head: result.head,
    complete: render.failedCalls === 0,
  };
}

/** `html` (index.html with its head filled in) with the page inside #root and the router's data after it, its stylesheets inlined by `styles`. */
export function fillPage(
  html: string,
  page: RenderedPage,
  styles: (html: string) => string,
  scripts: PageScripts,
): string {
  const [before, after] = styles(keepEarlyTaps(startAfterPaint(html, scripts.boot), scripts.earlyTaps)).split(ROOT);
  return `${before}<div id="root">${page.content}</div>\n    <script id="router-data" type="application/json">${page.routerData}</script>${after}`;
}
