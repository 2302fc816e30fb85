// The requests the server makes of itself: a server-rendered page's loaders ask this same server's API over HTTP
// (features/seo/server-render.ts), from its own address (127.0.0.1 behind most set-ups). Those connections must never
// be refused by the limits that protect the server from one client (the cap on connections per address,
// http-server.ts), or a busy site would render its pages without their data. They are recognised by their socket, not
// by anything a client could send: every connection opened while a render runs (asOwnRequests) is noted with its
// local address and port, and an incoming connection whose remote address and port are one of those is the server's own.
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { Socket } from "node:net";

const rendering = new AsyncLocalStorage<true>();
/** "address:port" of this process's own connections while they are open, and who waits to hear of one. */
const ownEnds = new Set<string>();
const waiting = new Map<string, () => void>();
/** How long an incoming connection over a limit waits to be recognised as the server's own (loopback only, a moment). */
const RECOGNISE_WITHIN_MS = 1000;

const end = (address: string | undefined, port: number | undefined) =>
  `${(address ?? "").replace(/^::ffff:/, "")}:${port}`;

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  // Published for every TCP connection this process opens, in the async context that opens it.
  subscribe("net.client.socket", (message) => {
    if (!rendering.getStore()) return;
    const socket = (message as { socket: Socket }).socket;
    socket.once("connect", () => {
      const key = end(socket.localAddress, socket.localPort);
      ownEnds.add(key);
      waiting.get(key)?.();
      socket.once("close", () => ownEnds.delete(key));
    });
  });
}

/** Runs `work` (a page's render); the connections it opens are the server's own. */
export function asOwnRequests<T>(work: () => Promise<T>): Promise<T> {
  listen();
  return rendering.run(true, work);
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether an incoming connection is one the server opened to itself: answers at once for one already noted, waits a
 * moment for a loopback one (its opening end may not have been noted yet), and answers false for any other.
 */
export function isOwnConnection(socket: Socket): Promise<boolean> {
  const key = end(socket.remoteAddress, socket.remotePort);
  if (ownEnds.has(key)) return Promise.resolve(true);
  if (!listening || !LOOPBACK.test(socket.remoteAddress ?? "")) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (own: boolean) => {
      clearTimeout(timer);
      if (waiting.get(key) === recognised) waiting.delete(key);
      resolve(own);
    };
    const recognised = () => done(true);
    const timer = setTimeout(() => done(false), RECOGNISE_WITHIN_MS);
    waiting.set(key, recognised);
  });
}
