// The HTTP server's limits, tried with real sockets: trickled headers, a trickled body, an idle kept-alive
// connection, one connection too many, too many from one address and a body that arrives too slowly.
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { createHttpServer, SLOW_BODY_MESSAGE, type BodyRate, type ServerLimits } from "./http-server.ts";

let t: TestApp;
let server: Server;
let port: number;
/** the same app with a per-address cap of 10 out of 20, a long REQUEST_TIMEOUT_MS and a body rate checked after 1 s */
let capped: Server;
let cappedPort: number;
beforeAll(async () => {
  t = await createTestApp({
    HEADERS_TIMEOUT_MS: "600",
    REQUEST_TIMEOUT_MS: "1200",
    KEEP_ALIVE_TIMEOUT_MS: "400",
    MAX_CONNECTIONS: "3",
  });
  [server, port] = await listen(t.ctx.config.server);
  const limits = {
    ...t.ctx.config.server,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 60_000,
    maxConnections: 20,
    maxConnectionsPerIp: 10,
  };
  [capped, cappedPort] = await listen(limits, { minBytesPerSecond: 1024, graceMs: 1000 });
});
afterAll(async () => {
  for (const s of [server, capped]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  await t.close();
});

async function listen(limits: ServerLimits, slowBody?: BodyRate): Promise<[Server, number]> {
  const s = createHttpServer(t.app, limits, slowBody);
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return [s, (s.address() as AddressInfo).port];
}

interface Connection {
  socket: Socket;
  /** everything the server sent so far */
  received: () => string;
  /** resolves with the milliseconds from `since` until the server closed the connection */
  closed: Promise<number>;
}

/** A connection to the server on `to`, from the loopback address `from` (any 127.x.y.z is this machine on Linux). */
async function open(to = port, from = "127.0.0.1"): Promise<Connection> {
  const socket = connect({ port: to, host: "127.0.0.1", localAddress: from });
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
    const headers = [
      "GET /api/health HTTP/1.1\r\n",
      "Host: localhost\r\n",
      ...Array.from({ length: 60 }, (_, i) => `X-Lento-${i}: a\r\n`),
    ];
    const written = await trickle(client.socket, headers, 100); // would take 6 s
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(written).toBeLessThan(20);
    expect(ms).toBeLessThan(2000); // 600 ms and at most one check interval, with room for a busy machine
  });

  it("closes a request whose body trickles in with 408 once REQUEST_TIMEOUT_MS has passed", async () => {
    const client = await open();
    const body = JSON.stringify({ email: "lenta@ejemplo.mx" }).padEnd(60, " ");
    client.socket.write(
      `POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
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

describe("per-address cap and slow bodies", () => {
  const slowUpload = (length: number) =>
    `POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
  const closingHealthRequest = "GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";

  it("20 trickling uploads from one address take only MAX_CONNECTIONS_PER_IP: another client is still served", async () => {
    const tricklers = await Promise.all(Array.from({ length: 20 }, () => open(cappedPort)));
    const body = JSON.stringify({ email: "goteo@ejemplo.mx" }).padEnd(400, " ");
    const writing = tricklers.map((c) => (c.socket.write(slowUpload(body.length)), trickle(c.socket, [...body], 200)));
    await new Promise((r) => setTimeout(r, 100));

    const other = await open(cappedPort, "127.0.0.2");
    other.socket.write(closingHealthRequest);
    expect(await other.closed).toBeLessThan(1000); // answered at once, not after the tricklers were cut off
    expect(other.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(other.received()).toContain('{"status":"ok"}');

    // the ten past the cap were closed at once, unanswered; the ten taken are cut off by the body rate
    const ends = await Promise.all(tricklers.map((c) => c.closed));
    await Promise.all(writing);
    const refused = tricklers.filter((c) => c.received() === "");
    expect(refused).toHaveLength(10);
    expect(tricklers.filter((c) => c.received().startsWith("HTTP/1.1 408"))).toHaveLength(10);
    expect(Math.max(...ends)).toBeLessThan(5000);
  });

  it("a body that arrives slower than 1 KB/s after the grace period gets 408 with a Spanish message, and nothing is stored", async () => {
    const client = await open(cappedPort);
    const body = JSON.stringify({ email: "despacio@ejemplo.mx" }).padEnd(60, " ");
    client.socket.write(slowUpload(body.length));
    const written = await trickle(client.socket, [...body], 100); // 10 bytes a second; would take 6 s
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(client.received()).toContain(JSON.stringify({ message: SLOW_BODY_MESSAGE }));
    expect(written).toBeLessThan(body.length);
    expect(ms).toBeGreaterThanOrEqual(1000); // not before the grace period
    expect(ms).toBeLessThan(4000); // far before REQUEST_TIMEOUT_MS (60 s)
    expect(await t.prisma.subscriber.count({ where: { email: "despacio@ejemplo.mx" } })).toBe(0);
  });

  it("a body that takes longer than the grace period at a fair rate (3 KB/s) is accepted", async () => {
    const client = await open(cappedPort);
    const body = JSON.stringify({ email: "constante@ejemplo.mx" }).padEnd(6000, " ");
    client.socket.write(slowUpload(body.length));
    const pieces = body.match(/[^]{1,600}/g) ?? [];
    await trickle(client.socket, pieces, 200); // 600 bytes every 200 ms: 2 s in all
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 201/);
    expect(await t.prisma.subscriber.count({ where: { email: "constante@ejemplo.mx" } })).toBe(1);
  });

  it("the time the server itself takes before reading a body (a busy database) is not counted against the client", async () => {
    // An app that waits 2.5 s before it reads: a 1 MB body sent at once fills the buffers and waits too. Measured
    // from the request's start, that would be a few KB/s, far below the 100 KB/s asked of this server.
    const waiting = createHttpServer(
      (req, res) =>
        void setTimeout(
          () => req.resume().once("end", () => res.writeHead(200, { connection: "close" }).end("leído")),
          2500,
        ),
      { ...t.ctx.config.server, requestTimeoutMs: 60_000, headersTimeoutMs: 10_000 },
      { minBytesPerSecond: 100 * 1024, graceMs: 1000 },
    );
    await new Promise<void>((resolve) => waiting.listen(0, "127.0.0.1", resolve));
    try {
      const client = await open((waiting.address() as AddressInfo).port);
      const body = Buffer.alloc(1024 * 1024, "a");
      client.socket.write(`POST /subir HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${body.length}\r\n\r\n`);
      client.socket.write(body);
      await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
      expect(client.received()).toContain("leído");
    } finally {
      waiting.closeAllConnections();
      await new Promise((resolve) => waiting.close(resolve));
    }
  });

  it("closes the connection of a client that stops reading a large answer, and not one that is waiting for it", async () => {
    const body = Buffer.alloc(32 * 1024 * 1024, "a");
    // the answer comes after 1.5 s of work (a slow query): longer than the stall allowed, but nothing waits to be sent
    const app = (_req: unknown, res: import("node:http").ServerResponse) => void setTimeout(() => res.end(body), 1500);
    const s = createHttpServer(app, { ...t.ctx.config.server, requestTimeoutMs: 60_000 }, undefined, 300);
    await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
    try {
      const to = (s.address() as AddressInfo).port;
      const reader = await open(to);
      const stalled = await open(to);
      for (const client of [reader, stalled]) client.socket.write("GET /grande HTTP/1.1\r\nHost: localhost\r\n\r\n");
      stalled.socket.pause(); // never reads
      let read = 0;
      reader.socket.removeAllListeners("data");
      reader.socket.on("data", (chunk: Buffer) => (read += chunk.length));
      await expect.poll(() => read, { timeout: 15_000 }).toBeGreaterThan(body.length); // the reader got all of it
      reader.socket.destroy();
      // the paused client cannot see its connection end (it reads nothing): the server's count says it
      const connections = () => new Promise<number>((resolve) => s.getConnections((_err, count) => resolve(count)));
      await expect.poll(connections, { timeout: 15_000 }).toBe(0);
    } finally {
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    }
  }, 40_000);
});
