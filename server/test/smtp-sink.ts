// A real SMTP server inside the test (smtp-server) that parses what it accepts with mailparser. It can be taken
// down and brought back on the same port, as an SMTP outage would.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: ParsedMail["headers"];
  /** a header exactly as sent (unfolded), e.g. header("List-Unsubscribe") */
  header(name: string): string | undefined;
  /** performance.now() when the server accepted the message */
  acceptedAt: number;
}

export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:<port> for SMTP_URL */
  url: string;
  received: ReceivedMail[];
  /** waits until `count` messages (matching `filter`) have arrived */
  waitFor(count: number, filter?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** parse: false only records the envelope's recipient (for measuring: mailparser costs ~30 ms a message). */
export async function startSmtpSink(port = 0, { parse = true }: { parse?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let listeningPort = port;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, callback) {
        if (!parse) {
          stream.resume();
          stream.on("end", () => {
            const to = session.envelope.rcptTo.map((r) => r.address).join(", ");
            received.push({
              to,
              subject: "",
              html: "",
              text: "",
              headers: new Map(),
              header: () => undefined,
              acceptedAt: performance.now(),
            });
            callback();
          });
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
            const header = (name: string) => {
              const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
              return line
                ?.slice(line.indexOf(":") + 1)
                .replace(/\r?\n\s+/g, " ")
                .trim();
            };
            received.push({
              to,
              subject: mail.subject ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              text: mail.text ?? "",
              headers: mail.headers,
              header,
              acceptedAt: performance.now(),
            });
            callback();
          })
          .catch(callback);
      },
    });
    server.server.on("connection", (socket: import("node:net").Socket) => socket.setNoDelay(true));
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(listeningPort, "127.0.0.1", () => resolve());
    });
    listeningPort = (server.server.address() as AddressInfo).port;
  }

  await start();
  const sink: SmtpSink = {
    port: listeningPort,
    url: `smtp://127.0.0.1:${listeningPort}`,
    received,
    async waitFor(count, filter = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} e-mails, got ${matching.length}: ${received.map((m) => m.subject).join(" | ")}`,
          );
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start,
  };
  return sink;
}

/** A free TCP port nobody listens on (for "SMTP is down"). */
export async function closedPort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
