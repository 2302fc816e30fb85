// The change feed on a real PostgreSQL database (LISTEN/NOTIFY): two apps on one database, as two server processes,
// each with its own feed; one app reaches the database through a proxy the test can stop, as a lost connection.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createAuth } from "./auth.ts";
import { startChangeFeed, type ChangeFeed } from "./change-feed.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { createDatabase } from "#test/server-process.ts";
import { startTcpProxy, type TcpProxy } from "#test/tcp-proxy.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let database: Awaited<ReturnType<typeof createDatabase>>;
let writer: Database;
let reader: Database;
let proxy: TcpProxy;
let writerFeed: ChangeFeed;
let readerFeed: ChangeFeed;
let t: TestApp;
let writerApp: ReturnType<typeof createApp>;
let readerApp: ReturnType<typeof createApp>;
let admin: { Authorization: string };

beforeAll(async () => {
  database = await createDatabase("scale14_feed");
  t = await createTestApp(); // only for its config and logger
  writer = await openDatabase({ url: database.url, dataDir: "memory://", poolSize: 3 });
  const target = new URL(database.url);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  target.port = String(proxy.port);
  reader = await openDatabase({ url: target.toString(), dataDir: "memory://", poolSize: 3 });
  writerFeed = await startChangeFeed({ url: database.url, prisma: writer.prisma, log: t.ctx.log });
  readerFeed = await startChangeFeed({ url: target.toString(), prisma: reader.prisma, log: t.ctx.log });
  const secret = "test-secret-that-is-long-enough-0123456789";
  writerApp = createApp({
    ...t.ctx,
    prisma: writer.prisma,
    auth: createAuth(writer.prisma, secret),
    changes: writerFeed,
  });
  readerApp = createApp({
    ...t.ctx,
    prisma: reader.prisma,
    auth: createAuth(reader.prisma, secret),
    changes: readerFeed,
  });
  const user = await writer.prisma.user.create({
    data: { email: "admin@ejemplo.mx", nombre: "Admin", passwordHash: "x", rol: ROLE_ADMIN },
  });
  admin = { Authorization: `Bearer ${createAuth(writer.prisma, secret).signToken(user)}` };
});
afterAll(async () => {
  await writerFeed?.close();
  await readerFeed?.close();
  await writer?.close();
  await reader?.close();
  await proxy?.close();
  await t?.close();
  await database?.drop();
});

const contact = (phone: string) => ({ phone, email: "hola@ejemplo.mx", youtube: "", facebook: "", instagram: "" });
const phoneVia = async (app: ReturnType<typeof createApp>) => (await request(app).get("/api/contact-info")).body.phone;

async function eventually(check: () => Promise<boolean>, ms = 2000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe("change feed between two apps on one PostgreSQL database", () => {
  it("empties the other app's cache when a change succeeds through one", async () => {
    expect((await request(writerApp).post("/api/contact-info").set(admin).send(contact("111"))).status).toBe(200);
    expect(await eventually(async () => (await phoneVia(readerApp)) === "111")).toBe(true);
    // The reader may have read "111" before the writer's notice arrived (which then empties its cache): let the
    // notice land, then read once more so the cache holds "111".
    await new Promise((r) => setTimeout(r, 500));
    expect(await phoneVia(readerApp)).toBe("111");
    // Kept in the reader's cache now: a change behind the API's back is not seen...
    await writer.prisma.contactInfo.update({ where: { id: 1 }, data: { phone: "222" } });
    expect(await phoneVia(readerApp)).toBe("111");
    // Requests that change nothing public announce nothing, however their path is spelt.
    expect((await request(writerApp).options("/api/contact-info")).status).toBe(200);
    expect((await request(writerApp).post("/api/SUBSCRIBE/").send({ email: "lectora-feed@ejemplo.mx" })).status).toBe(
      201,
    );
    expect(
      (await request(writerApp).post("/api/usuarios/recuperar-contrasena").send({ email: "nadie@ejemplo.mx" })).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await phoneVia(readerApp)).toBe("111");
    // A change of other data, announced through the other app, leaves it too (it names what changed)...
    const texts = { introTitle: "Hilos", authorName: "A", authorTitle: "B", mainTitle: "C", subtitle: "D" };
    expect((await request(writerApp).put("/api/site-content").set(admin).send(texts)).status).toBe(200);
    expect(
      await eventually(async () => (await request(readerApp).get("/api/site-content")).body.introTitle === "Hilos"),
    ).toBe(true);
    expect(await phoneVia(readerApp)).toBe("111");
    // ...until a change of it through the other app is announced.
    expect((await request(writerApp).post("/api/contact-info").set(admin).send(contact("333"))).status).toBe(200);
    expect(await eventually(async () => (await phoneVia(readerApp)) === "333")).toBe(true);
  });

  it("empties its cache when listening again after a lost connection, so a change it missed is seen", async () => {
    expect(await phoneVia(readerApp)).toBe("333"); // cached
    await proxy.stop();
    expect(await eventually(async () => !readerFeed.live)).toBe(true);
    // A change announced while the reader was not listening: its notice is lost for the reader.
    expect((await request(writerApp).post("/api/contact-info").set(admin).send(contact("444"))).status).toBe(200);
    await proxy.start();
    expect(await eventually(async () => readerFeed.live, 5000)).toBe(true);
    expect(await phoneVia(readerApp)).toBe("444");
    // And it is told about the next changes again.
    expect((await request(writerApp).post("/api/contact-info").set(admin).send(contact("555"))).status).toBe(200);
    expect(await eventually(async () => (await phoneVia(readerApp)) === "555")).toBe(true);
  });
});
