// A local stand-in for api.stripe.com: the real stripe SDK talks to it over HTTP (host/port/protocol), it records
// every request (form-encoded body, headers) and answers PaymentIntent JSON the way Stripe does.
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  /** the form fields exactly as sent, e.g. body["metadata[orderId]"] */
  body: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:54321, for STRIPE_API_BASE */
  url: string;
  requests: RecordedRequest[];
  /** the next n PaymentIntent creations answer a Stripe API error */
  failNext(n?: number): void;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const created = new Map<string, Record<string, unknown>>();
  let failures = 0;
  let counter = 0;

  const server = createServer(async (req, res) => {
    const body = await readForm(req);
    const path = (req.url ?? "").split("?")[0];
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path, body, idempotencyKey, authorization: req.headers.authorization });

    if (req.method === "POST" && path === "/v1/payment_intents") {
      if (failures > 0) {
        failures -= 1;
        return send(res, 400, { error: { type: "invalid_request_error", message: "Fake Stripe refused the request" } });
      }
      // Like Stripe: the same idempotency key answers the same PaymentIntent.
      const cached = idempotencyKey ? created.get(idempotencyKey) : undefined;
      if (cached) return send(res, 200, cached);
      counter += 1;
      const id = `pi_fake_${counter}`;
      const intent = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: body.currency,
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake${counter}`,
        allowed_payment_method_types: ["oxxo"],
        payment_method_types: ["oxxo"],
        metadata: { orderId: body["metadata[orderId]"] },
        next_action: null,
      };
      if (idempotencyKey) created.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (req.method === "POST" && cancel) {
      return send(res, 200, { id: cancel[1], object: "payment_intent", status: "canceled", metadata: {} });
    }
    send(res, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(n = 1) {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
