// The HTTP server around the app, with limits Node leaves loose by default: a client that trickles its headers or
// its body, or keeps an idle connection, is cut off, and the number of open connections is capped, in all and per
// client address. A reverse proxy in front (README, "Behind a reverse proxy") does the same at the edge; these limits
// protect the server without one.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "./config.ts";
import { isOwnConnection } from "./own-requests.ts";

export type ServerLimits = Config["server"];

/** The slowest a request body may arrive, on average, once its grace period has passed. */
export interface BodyRate {
  minBytesPerSecond: number;
  graceMs: number;
}

/**
 * 1 KB/s after 10 s. A phone on a poor mobile link still sends tens of KB/s, so no real upload comes near 1 KB/s; the
 * 10 s forgive a start that stalls (a radio waking up, lost packets sent again). A client that trickles on purpose
 * then holds its connection about 10 s instead of REQUEST_TIMEOUT_MS (2 minutes), and to hold it longer must keep
 * sending at least 1 KB every second.
 */
export const SLOW_BODY: BodyRate = { minBytesPerSecond: 1024, graceMs: 10_000 };

export const SLOW_BODY_MESSAGE =
  "La petición llegó demasiado despacio y se cortó. Revisa tu conexión e inténtalo de nuevo.";

/**
 * A client that stops reading an answer holds, besides its connection, the part of the answer not yet sent (Node keeps
 * it in memory: a page, a list, a file's next chunk). Once nothing more of it has gone out for this long, the
 * connection is closed. A phone on a poor link still takes some bytes every few seconds.
 */
export const STALLED_READER_MS = 30_000;

export function createHttpServer(
  app: RequestListener,
  limits: ServerLimits,
  slowBody: BodyRate = SLOW_BODY,
  stalledReaderMs = STALLED_READER_MS,
): Server {
  const server = createServer(
    {
      // all of the request line and headers within this time, else 408 and the connection is closed
      headersTimeout: limits.headersTimeoutMs,
      // the whole request, body included, within this time, else 408
      requestTimeout: limits.requestTimeoutMs,
      // an idle kept-alive connection is closed after this time
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // how often Node looks for connections past those limits (its default, 30 s, would let them run that much longer)
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(limits.headersTimeoutMs / 4))),
    },
    app,
  );
  // connections past this number are closed as soon as they are accepted
  server.maxConnections = limits.maxConnections;
  capConnectionsPerAddress(server, limits.maxConnectionsPerIp);
  cutSlowBodies(server, slowBody);
  cutStalledReaders(server, stalledReaderMs);
  return server;
}

/**
 * A connection with output waiting to be sent, of which nothing went out for `stallMs`, is closed: the client stopped
 * reading. Only the client's slowness counts: a request the server is still working on has nothing waiting.
 */
function cutStalledReaders(server: Server, stallMs: number): void {
  const progress = new Map<Socket, { bytesWritten: number; since: number }>();
  server.on("connection", (socket: Socket) => socket.once("close", () => progress.delete(socket)));
  server.on("request", (req: IncomingMessage) => {
    if (!progress.has(req.socket))
      progress.set(req.socket, { bytesWritten: req.socket.bytesWritten, since: Date.now() });
  });
  const check = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, entry] of progress) {
        if (socket.destroyed) {
          progress.delete(socket);
        } else if (socket.writableLength === 0 || socket.bytesWritten !== entry.bytesWritten) {
          entry.bytesWritten = socket.bytesWritten; // nothing waits, or some went out: the clock starts again
          entry.since = now;
        } else if (now - entry.since >= stallMs) {
          progress.delete(socket);
          socket.destroy();
        }
      }
    },
    Math.min(1000, Math.max(50, Math.floor(stallMs / 4))),
  );
  check.unref();
  server.once("close", () => clearInterval(check));
}

/**
 * A connection past `cap` from one address is closed as soon as it is accepted (or, from this machine, once it is
 * known not to be the server's own), so one client cannot take all of MAX_CONNECTIONS. The address is the socket's:
 * behind a reverse proxy, the proxy's.
 */
function capConnectionsPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      // the server's own page renders asking its API (own-requests.ts) are never refused, nor counted
      void isOwnConnection(socket).then((own) => own || socket.destroy());
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

interface Receiving {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  /** when the current measurement started, and how many bytes the connection had read by then */
  since: number;
  bytesBefore: number;
}

/**
 * A request body that arrives slower than `minBytesPerSecond`, averaged since the app began reading it, is answered
 * 408 (unless an answer has begun) once `graceMs` have passed, and its connection is closed. The clock runs only while
 * the app reads the body: a request waiting for the server itself (a busy database) is not the client's slowness.
 */
function cutSlowBodies(server: Server, { minBytesPerSecond, graceMs }: BodyRate): void {
  const receiving = new Set<Receiving>();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
    if (hasBody && !req.complete)
      receiving.add({ req, res, socket: req.socket, since: Date.now(), bytesBefore: req.socket.bytesRead });
  });
  const check = setInterval(
    () => {
      const now = Date.now();
      for (const entry of receiving) {
        const { req, res, socket } = entry;
        if (req.complete || socket.destroyed) {
          receiving.delete(entry);
        } else if (req.readableFlowing !== true) {
          entry.since = now; // nobody reads it yet (or the app paused it): the client is not the one waiting
          entry.bytesBefore = socket.bytesRead;
        } else if (
          now - entry.since >= graceMs &&
          ((socket.bytesRead - entry.bytesBefore) * 1000) / (now - entry.since) < minBytesPerSecond
        ) {
          receiving.delete(entry);
          refuse(socket, res);
        }
      }
    },
    Math.min(1000, Math.max(50, Math.floor(graceMs / 4))),
  );
  check.unref();
  server.once("close", () => clearInterval(check));
}

/** 408 with a Spanish message, written straight to the socket as Node writes its own 408, then the connection is closed. */
function refuse(socket: Socket, res: ServerResponse): void {
  if (res.headersSent || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message: SLOW_BODY_MESSAGE });
  const head = [
    "HTTP/1.1 408 Request Timeout",
    "Connection: close",
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`, () => socket.destroy());
}
