// The HTTP server around the app, with limits Node leaves loose by default: a client that trickles its headers or
// its body, or keeps an idle connection, is cut off, and the number of open connections is capped. A reverse proxy
// in front (README, "Behind a reverse proxy") does the same at the edge; these limits protect the server without one.
import { createServer, type RequestListener, type Server } from "node:http";
import type { Config } from "./config.ts";

export type ServerLimits = Config["server"];

export function createHttpServer(app: RequestListener, limits: ServerLimits): Server {
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
  return server;
}
