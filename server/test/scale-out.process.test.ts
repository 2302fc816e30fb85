// Two real server processes on one PostgreSQL database, as behind a load balancer: a change through one is seen
// through the other within a second, a login lockout and a rate limit count across both, a token signed by one works
// on the other (one JWT secret, kept in the database), and an upload made through one is served by both (shared
// DATA_DIR), its resized copy too.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngFile } from "./files.ts";
import { call, createDatabase, startServer, type ServerProcess } from "./server-process.ts";

const admin = { email: "admin@ejemplo.mx", password: "clave-de-prueba-123" };
let db: Awaited<ReturnType<typeof createDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let token: string;

beforeAll(async () => {
  db = await createDatabase("scaleout");
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "autora-scaleout-")),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_MAX: "12",
    TRUST_PROXY: "false",
  };
  a = await startServer(env);
  b = await startServer(env);
  const login = await call(`${a.url}/api/usuarios/login`, "POST", admin);
  expect(login.status).toBe(200);
  token = login.body.token;
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await db?.drop();
});

const siteContent = {
  introTitle: "Bienvenida",
  authorName: "Autora",
  authorTitle: "Diseñadora",
  mainTitle: "Urdimbre",
  subtitle: "Historias",
};

describe("two server processes on one database", () => {
  it("shows a change made through one process through the other within one second", async () => {
    expect((await call(`${a.url}/api/site-content`, "PUT", siteContent, token)).status).toBe(200);
    // Both processes now keep the public answer in their caches.
    for (const server of [a, b])
      expect((await call(`${server.url}/api/site-content`, "GET")).body.introTitle).toBe("Bienvenida");
    const before = await call(`${b.url}/api/site-content`, "GET");

    // The token signed by A works on B, and the change goes through B this time.
    expect(
      (await call(`${b.url}/api/site-content`, "PUT", { ...siteContent, introTitle: "Hola de nuevo" }, token)).status,
    ).toBe(200);
    const changedAt = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - changedAt < 3000) {
      if ((await call(`${a.url}/api/site-content`, "GET")).body.introTitle === "Hola de nuevo") {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenAfter).toBeLessThan(1000);
    const revalidated = await fetch(`${a.url}/api/site-content`, {
      headers: { "If-None-Match": before.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(200);
  });

  it("counts a login lockout across both processes", async () => {
    // Five failures, spread over the two processes, from one address.
    for (const server of [a, b, a, b, a])
      expect(
        (await call(`${server.url}/api/usuarios/login`, "POST", { ...admin, password: "incorrecta" })).status,
      ).toBe(401);
    for (const server of [b, a]) {
      const locked = await call(`${server.url}/api/usuarios/login`, "POST", admin);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe("Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.");
    }
  });

  it("counts a rate limit across both processes", async () => {
    // RATE_LIMIT_MAX=12 per IP and route: six through each process are allowed, the 13th is refused by either.
    for (let i = 0; i < 6; i++) {
      expect((await call(`${a.url}/api/pago-oxxo`, "POST", {})).status).toBe(400);
      expect((await call(`${b.url}/api/pago-oxxo`, "POST", {})).status).toBe(400);
    }
    const refused = await call(`${b.url}/api/pago-oxxo`, "POST", {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Demasiadas solicitudes. Intenta de nuevo en unos minutos.");
    expect((await call(`${a.url}/api/pago-oxxo`, "POST", {})).status).toBe(429);
  });

  it("serves an upload made through one process from both, and its resized copy made by both at once", async () => {
    const form = new FormData();
    form.append("file", new Blob([pngFile()], { type: "image/png" }), "telar.png");
    form.append("descripcion", "Telar de cintura");
    const upload = await fetch(`${a.url}/api/fotografias/create`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const original = await fetch(`${b.url}${url}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(pngFile())).toBe(true);
    // Both processes make the same copy at the same moment, in the same folder: neither reads a half-written file.
    const copies = await Promise.all([a, b, a, b].map((server) => fetch(`${server.url}${url}?w=320`)));
    const bodies = await Promise.all(
      copies.map(async (r) => ({
        status: r.status,
        type: r.headers.get("content-type"),
        bytes: Buffer.from(await r.arrayBuffer()),
      })),
    );
    for (const body of bodies) {
      expect(body.status).toBe(200);
      expect(body.type).toBe("image/webp");
      expect(body.bytes.equals(bodies[0].bytes)).toBe(true);
    }
  });
});
