// The request log (one line per request, JSON or readable) must never carry what gives access to something: a
// voucher's secret reference, tokens (in the query string or in the path), passwords or client secrets.
import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { createLogger, type LogFormat } from "../src/lib/logger.ts";
import { checkoutBody, createBook } from "../src/features/orders/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The same requests through a logger of this format; what it wrote. */
async function logRequests(format: LogFormat) {
  const unsubscribeToken = `Rk9vYmFyLXRva2VuLWRlLWJhamEtMTIz${format}`;
  await t.prisma.subscriber.create({
    data: { email: `lectora-${format}@ejemplo.mx`, status: "confirmed", token: unsubscribeToken },
  });
  let logged = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  const app = createApp({ ...t.ctx, log: createLogger("info", { format, destination: sink }) });
  const user = await t.createUser({ password: "clave-muy-secreta" });

  const book = await createBook(t.prisma, "350.00");
  const checkout = await request(app)
    .post("/api/pago-oxxo")
    .set(user.auth)
    .send(checkoutBody([{ id: book.id, quantity: 1 }]));
  expect(checkout.status).toBe(200);
  const reference = checkout.body.hosted_voucher_url.split("/").pop() as string;
  expect(reference).toMatch(/^\d{24}$/);
  expect((await request(app).get(checkout.body.hosted_voucher_url)).status).toBe(302);
  // the order page's token, in the page's address and in its API call
  const orderPageToken = (checkout.body.orderPage as string).split("/").pop() as string;
  expect((await request(app).get(`/api/orders/page/${orderPageToken}`)).status).toBe(200);
  await request(app).get(checkout.body.orderPage);
  await request(app).post("/api/usuarios/login").send({ email: user.email, password: "clave-muy-secreta" });
  await request(app).get("/api/orders/mine").set(user.auth);
  await request(app).get("/admin/register?token=enlace-de-configuracion-secreto");
  await request(app).get(
    `/place-order?payment_intent=pi_1&payment_intent_client_secret=${checkout.body.client_secret}&redirect_status=succeeded`,
  );
  // RFC 8058 one-click unsubscribe: the token is in the path
  expect(
    (
      await request(app)
        .post(`/api/newsletter/unsubscribe/${unsubscribeToken}`)
        .type("form")
        .send("List-Unsubscribe=One-Click")
    ).status,
  ).toBe(200);
  await request(app).get("/api/usuarios/restablecer-contrasena"); // the site's own words stay readable
  return {
    logged,
    secrets: [
      reference,
      orderPageToken,
      user.token,
      "clave-muy-secreta",
      "enlace-de-configuracion-secreto",
      checkout.body.client_secret as string,
      unsubscribeToken,
    ],
  };
}

describe("request log", () => {
  it("redacts voucher references, tokens, passwords and client secrets (JSON)", async () => {
    const { logged, secrets } = await logRequests("json");
    const lines = logged
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { req?: { url: string } });
    const urls = lines.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toContain("/api/orders/voucher/[oculto]");
    expect(urls).toContain("/api/orders/page/[oculto]");
    expect(urls).toContain("/admin/register?token=[oculto]");
    expect(urls).toContain(
      "/place-order?payment_intent=pi_1&payment_intent_client_secret=[oculto]&redirect_status=succeeded",
    );
    expect(urls).toContain("/api/newsletter/unsubscribe/[oculto]");
    expect(urls).toContain("/api/usuarios/restablecer-contrasena");
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });

  it("redacts the same in the readable lines of a terminal", async () => {
    const { logged, secrets } = await logRequests("pretty");
    const lines = logged.trim().split("\n");
    const requestLine = /^\d\d:\d\d:\d\d INFO {2}(GET|POST) (\S+) (\d{3}) \d+ ms$/;
    const urls = lines.map((line) => requestLine.exec(line)?.[2]).filter(Boolean);
    expect(urls).toContain("/api/orders/voucher/[oculto]");
    expect(urls).toContain("/api/orders/page/[oculto]");
    expect(urls).toContain("/admin/register?token=[oculto]");
    expect(urls).toContain(
      "/place-order?payment_intent=pi_1&payment_intent_client_secret=[oculto]&redirect_status=succeeded",
    );
    expect(urls).toContain("/api/newsletter/unsubscribe/[oculto]");
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}POST \/api\/usuarios\/login 200 \d+ ms$/),
    );
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });
});
