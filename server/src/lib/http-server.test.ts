// The HTTP server's limits, tried with real sockets: trickled headers, a trickled body, an idle kept-alive
// connection and one connection too many.
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { createHttpServer } from "./http-server.ts";

let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ HEADERS_TIMEOUT_MS: "600", REQUEST_TIMEOUT_MS: "1200", KEEP_ALIVE_TIMEOUT_MS: "400", MAX_CONNECTIONS: "3" });
  server = createHttpServer(t.app, t.ctx.config.server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Connection {
  socket: Socket;
  /** everything the server sent so far */
  received: () => string;
  /** resolves with the milliseconds from `since` until the server closed the connection */
  closed: Promise<number>;
}

async function open(): Promise<Connection> {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  const opened = Date.now();
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => {}); // a reset is one of the ways a refused connection ends
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - opened)));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, received: () => received, closed };
}

/** Writes `pieces` one at a time every `everyMs` while the socket is open; resolves with how many were written. */
async function trickle(socket: Socket, pieces: string[], everyMs: number): Promise<number> {
  let written = 0;
  for (const piece of pieces) {
    if (socket.destroyed || socket.writableEnded || socket.closed) break;
    socket.write(piece);
    written += 1;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return written;
}

const healthRequest = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";

describe("HTTP server limits", () => {
  it("closes a connection that trickles its headers with 408 once HEADERS_TIMEOUT_MS has passed", async () => {
    const client = await open();
    const headers = ["GET /api/health HTTP/1.1\r\n", "Host: localhost\r\n", ...Array.from({ length: 60 }, (_, i) => `X-Lento-${i}: a\r\n`)];
    const written = await trickle(client.socket, headers, 100); // would take 6 s
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(written).toBeLessThan(20);
    expect(ms).toBeLessThan(2000); // 600 ms and at most one check interval, with room for a busy machine
  });

  it("closes a request whose body trickles in with 408 once REQUEST_TIMEOUT_MS has passed", async () => {
    const client = await open();
    const body = JSON.stringify({ email: "lenta@ejemplo.mx" }).padEnd(60, " ");
    client.socket.write(`POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    const written = await trickle(client.socket, [...body], 100); // would take 6 s
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(written).toBeLessThan(body.length);
    expect(ms).toBeLessThan(3000);
    expect(await t.prisma.subscriber.count({ where: { email: "lenta@ejemplo.mx" } })).toBe(0);
  });

  it("answers a normal request, then closes the idle kept-alive connection after KEEP_ALIVE_TIMEOUT_MS", async () => {
    const client = await open();
    client.socket.write(healthRequest);
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).toContain('{"status":"ok"}');
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(3000);
  });

  it("closes connections past MAX_CONNECTIONS at once, and takes new ones when others end", async () => {
    const held = await Promise.all([open(), open(), open()]);
    await new Promise((r) => setTimeout(r, 50));
    const extra = await open();
    extra.socket.write(healthRequest);
    expect(await extra.closed).toBeLessThan(500);
    expect(extra.received()).toBe("");

    // the held ones still work
    held[0].socket.write(healthRequest);
    await held[0].closed;
    expect(held[0].received()).toMatch(/^HTTP\/1\.1 200/);
    await Promise.all(held.map((c) => c.closed)); // the others end with their headers timeout
    const later = await open();
    later.socket.write(healthRequest);
    await later.closed;
    expect(later.received()).toMatch(/^HTTP\/1\.1 200/);
  });
});
