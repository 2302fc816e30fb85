// Mixed load against real server processes: public reads, comments, administrator changes, OXXO checkouts
// through a local fake Stripe, and the signed Stripe webhooks that mark those orders paid. On the embedded database
// (one process) or on PostgreSQL (two processes on one database and one DATA_DIR, each taking half the connections).
// Afterwards, straight from the database: every comment and order that was acknowledged is stored, and every order
// whose webhook was acknowledged is paid. Used by `npm run load` (bench/load.ts) and, shorter, by the load test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import Stripe from "stripe";
import { startEmbeddedPostgres } from "../src/lib/db/embedded.ts";
import { startFakeStripe } from "./fake-stripe.ts";
import { call, createDatabase, startServer, type ServerProcess } from "./server-process.ts";

const WEBHOOK_SECRET = "whsec_load_0123456789";
const signer = new Stripe("sk_test_signer");
const admin = { email: "admin@ejemplo.mx", password: "clave-de-carga-123" };

export interface LoadResult {
  engine: "embedded" | "postgresql";
  processes: number;
  connections: number;
  seconds: number;
  requests: number;
  /** per second, all processes together */
  throughput: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
  serverErrors: number;
  /** connection errors and timeouts */
  errors: number;
  comments: { acknowledged: number; lost: number };
  orders: { acknowledged: number; lost: number };
  payments: { acknowledged: number; notPaid: number };
}

export async function runLoad({
  engine,
  connections,
  seconds,
}: {
  engine: "embedded" | "postgresql";
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const dataDir = join(mkdtempSync(join(tmpdir(), "autora-load-")), "data");
  const database = engine === "postgresql" ? await createDatabase("load") : undefined;
  const stripe = await startFakeStripe();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_MAX: "1000000",
    MAX_CONNECTIONS_PER_IP: "1000000", // every connection of the load comes from this machine
    STRIPE_SECRET_KEY: "sk_test_load",
    STRIPE_PUBLISHABLE_KEY: "pk_test_load",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...(database && { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "20" }),
  };
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServer(env));
    if (engine === "postgresql") servers.push(await startServer(env));
    const [first] = servers;
    const adminToken = (await call(`${first.url}/api/usuarios/login`, "POST", admin)).body.token as string;
    const [book] = (await call(`${first.url}/api/books`, "GET")).body as { id: number; name: string; price: string }[];

    const statuses: Record<number, number> = {};
    const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
    const commentIds: number[] = [];
    const orderIds: number[] = [];
    const paidOrderIds: number[] = [];
    let events = 0;
    const json = { "content-type": "application/json" };
    const checkout = JSON.stringify({
      nombre: "María López",
      email: "maria@ejemplo.mx",
      telefono: "312 555 0101",
      direccion: {
        calleNumero: "Av. Juárez 123",
        colonia: "Centro",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "Casa azul",
      },
      items: [{ id: book.id, name: book.name, price: Number(book.price), quantity: 1 }],
    });
    type Context = { paymentIntent?: string; orderId?: number; webhookOrderId?: number };

    const perServer = Math.ceil(connections / servers.length);
    const results = await Promise.all(
      servers.map((server) =>
        autocannon({
          url: server.url,
          connections: perServer,
          duration: seconds,
          timeout: 30,
          // Each connection runs this sequence in a loop.
          requests: [
            { method: "GET", path: "/api/books", onResponse: count },
            {
              method: "POST",
              path: `/api/${book.id}/comentarios`,
              // the administrator's comments: a reader may post only one every 15 seconds
              headers: { ...json, authorization: `Bearer ${adminToken}` },
              body: JSON.stringify({ contenido: "¡Qué libro tan bonito!" }),
              onResponse: (status, body) => {
                count(status);
                if (status === 201) commentIds.push(JSON.parse(body).id);
              },
            },
            { method: "GET", path: "/api/fotografias", onResponse: count },
            {
              method: "POST",
              path: "/api/pago-oxxo",
              headers: json,
              body: checkout,
              onResponse: (status, body, context: Context) => {
                count(status);
                context.paymentIntent = undefined;
                if (status !== 200) return;
                const answer = JSON.parse(body) as { client_secret: string; orderId: number };
                orderIds.push(answer.orderId);
                context.paymentIntent = answer.client_secret.split("_secret_")[0];
                context.orderId = answer.orderId;
              },
            },
            {
              method: "POST",
              path: "/api/stripe/webhook",
              setupRequest: (req, context: Context) => {
                const payload = JSON.stringify({
                  id: `evt_load_${++events}`,
                  object: "event",
                  type: "payment_intent.succeeded",
                  data: { object: { id: context.paymentIntent ?? "pi_desconocido", object: "payment_intent" } },
                });
                context.webhookOrderId = context.paymentIntent ? context.orderId : undefined;
                const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
                return { ...req, headers: { ...json, "stripe-signature": signature }, body: payload };
              },
              onResponse: (status, _body, context: Context) => {
                count(status);
                if (status === 200 && context.webhookOrderId) paidOrderIds.push(context.webhookOrderId);
              },
            },
            { method: "GET", path: "/api/blog", onResponse: count },
            {
              method: "POST",
              path: "/api/contact-info",
              headers: { ...json, authorization: `Bearer ${adminToken}` },
              body: JSON.stringify({
                phone: "+52 312 111 2222",
                email: "hola@ejemplo.mx",
                youtube: "",
                facebook: "",
                instagram: "",
              }),
              onResponse: count,
            },
            { method: "GET", path: "/api/contact-info", onResponse: count },
            { method: "GET", path: `/api/${book.id}/comentarios`, onResponse: count },
          ],
        }),
      ),
    );
    for (const server of servers.splice(0)) await server.stop();

    // Straight from the database, once the servers have stopped.
    const embedded = database ? undefined : await startEmbeddedPostgres(join(dataDir, "pglite"));
    const client = new pg.Client({ connectionString: database?.url ?? embedded!.url });
    await client.connect();
    let stored: { comments: Set<number>; orders: Set<number>; paid: Set<number> };
    try {
      const ids = async (sql: string) => new Set((await client.query(sql)).rows.map((r) => Number(r.id)));
      stored = {
        comments: await ids(`SELECT id FROM "BookComment"`),
        orders: await ids(`SELECT id FROM "Order"`),
        paid: await ids(`SELECT id FROM "Order" WHERE status = 'paid'`),
      };
    } finally {
      await client.end();
      await embedded?.stop();
    }

    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    return {
      engine,
      processes: results.length,
      connections: perServer * results.length,
      seconds,
      requests,
      throughput: Math.round(requests / seconds),
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      statuses,
      serverErrors: Object.entries(statuses).reduce((sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0), 0),
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
      comments: { acknowledged: commentIds.length, lost: commentIds.filter((id) => !stored.comments.has(id)).length },
      orders: { acknowledged: orderIds.length, lost: orderIds.filter((id) => !stored.orders.has(id)).length },
      payments: {
        acknowledged: paidOrderIds.length,
        notPaid: paidOrderIds.filter((id) => !stored.paid.has(id)).length,
      },
    };
  } finally {
    await Promise.all(servers.map((server) => server.kill()));
    await stripe.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
