// A local stand-in for a PostgreSQL server that asks for a password and refuses it, speaking the real wire
// protocol (the shared test server trusts every local connection, so it cannot refuse one).
import { createServer, type AddressInfo, type Socket } from "node:net";

export interface FakePostgres {
  port: number;
  /** the passwords clients sent */
  passwords: string[];
  close(): Promise<void>;
}

function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

/** ErrorResponse with severity, SQLSTATE and text, as PostgreSQL sends it. */
function errorResponse(code: string, text: string): Buffer {
  const field = (tag: string, value: string) => Buffer.from(`${tag}${value}\0`);
  return message(
    "E",
    Buffer.concat([field("S", "FATAL"), field("V", "FATAL"), field("C", code), field("M", text), Buffer.from([0])]),
  );
}

/** Asks every client for a clear-text password, then answers 28P01 "password authentication failed". */
export async function startPasswordRefusingPostgres(): Promise<FakePostgres> {
  const passwords: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffered = Buffer.alloc(0);
    let user = "postgres";
    let started = false;
    socket.on("data", (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!started) {
        // Startup message: Int32 length, Int32 protocol, then key\0value\0 pairs.
        if (buffered.length < 4 || buffered.length < buffered.readUInt32BE(0)) return;
        const length = buffered.readUInt32BE(0);
        const pairs = buffered.subarray(8, length).toString("utf8").split("\0");
        const userAt = pairs.indexOf("user");
        if (userAt >= 0) user = pairs[userAt + 1];
        buffered = buffered.subarray(length);
        started = true;
        const cleartext = Buffer.alloc(4);
        cleartext.writeUInt32BE(3);
        socket.write(message("R", cleartext));
        return;
      }
      // PasswordMessage: 'p', Int32 length, password\0
      if (buffered.length < 5 || buffered.length < buffered.readUInt32BE(1) + 1) return;
      passwords.push(
        buffered
          .subarray(5, buffered.readUInt32BE(1) + 1)
          .toString("utf8")
          .replace(/\0$/, ""),
      );
      socket.end(errorResponse("28P01", `password authentication failed for user "${user}"`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    passwords,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
