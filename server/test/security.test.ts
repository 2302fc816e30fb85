// OWASP ASVS level 1 checks that apply to this API, gathered in one place. (Token forgery and login lockout are
// covered in features/accounts/accounts.test.ts; upload content and size checks in the photos, blog and books tests.)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../src/lib/errors.ts";
import { createLogger } from "../src/lib/logger.ts";
import { repoRoot } from "../src/lib/paths.ts";
import { checkoutBody, createBook } from "../src/features/orders/checkout-fixtures.ts";
import { pngFile } from "./files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "./test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let ana: Awaited<ReturnType<TestApp["createUser"]>>;
let beto: Awaited<ReturnType<TestApp["createUser"]>>;
let photoId: number;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
  admin = await t.createUser({ rol: ROLE_ADMIN });
  ana = await t.createUser();
  beto = await t.createUser();
  photoId = (await t.prisma.photo.create({ data: { url: "/uploads/photos/a.png", descripcion: "Telar" } })).id;
  await t.prisma.favorite.create({ data: { usuarioId: ana.id, fotografiaId: photoId } });
});
afterAll(() => t.close());

describe("no mass assignment: unknown fields are refused", () => {
  it.each([
    ["/api/usuarios/crear", { nombre: "Eva", email: "eva@ejemplo.mx", password: "secreto123", passwordHash: "x" }],
    ["/api/usuarios/crear", { nombre: "Eva", email: "eva@ejemplo.mx", password: "secreto123", id: 1 }],
    ["/api/subscribe", { email: "eva@ejemplo.mx", createdAt: "2020-01-01" }],
  ])("%s with an extra field -> 400", async (path, body) => {
    const res = await request(t.app).post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/desconocida/i);
  });

  it("a reader cannot register as administrator once one exists", async () => {
    const res = await request(t.app)
      .post("/api/usuarios/crear")
      .send({ nombre: "Eva", email: "eva2@ejemplo.mx", password: "secreto123", rol: 1 });
    expect(res.status).toBe(403);
    expect(await t.prisma.user.count({ where: { email: "eva2@ejemplo.mx" } })).toBe(0);
  });
});

describe("no access across users", () => {
  it("accounts: one reader can neither read nor delete another", async () => {
    expect((await request(t.app).get(`/api/usuarios/${ana.id}`).set(beto.auth)).status).toBe(403);
    expect((await request(t.app).delete(`/api/usuarios/${ana.id}`).set(beto.auth)).status).toBe(403);
    expect(await t.prisma.user.count({ where: { id: ana.id } })).toBe(1);
  });

  it("favourites: nobody reads, adds or removes another reader's", async () => {
    expect((await request(t.app).get(`/api/favoritos/${ana.id}`).set(beto.auth)).status).toBe(403);
    expect(
      (await request(t.app).post("/api/favoritos").set(beto.auth).send({ usuarioId: ana.id, fotografiaId: photoId }))
        .status,
    ).toBe(403);
    expect((await request(t.app).delete(`/api/favoritos/${ana.id}/${photoId}`).set(beto.auth)).status).toBe(403);
    expect(await t.prisma.favorite.count({ where: { usuarioId: ana.id } })).toBe(1);
  });

  it("comments: nobody comments in another reader's name", async () => {
    const res = await request(t.app)
      .post("/api/comentarios")
      .set(beto.auth)
      .send({ contenido: "Hola", usuarioId: ana.id, fotografiaId: photoId });
    expect(res.status).toBe(403);
    expect(await t.prisma.photoComment.count()).toBe(0);
  });

  it("orders: a reader sees only their own, and never the admin list", async () => {
    const order = await t.prisma.order.create({
      data: {
        nombre: "Ana",
        email: "ana@ejemplo.mx",
        telefono: "3120000000",
        calleNumero: "Madero 1",
        colonia: "Centro",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "",
        totalCentavos: 45000,
        usuarioId: ana.id,
        paymentProvider: "simulated",
      },
    });
    const mine = await request(t.app).get("/api/orders/mine").set(beto.auth);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
    expect((await request(t.app).get("/api/orders").set(beto.auth)).status).toBe(403);
    expect(
      (await request(t.app).patch(`/api/orders/${order.id}`).set(beto.auth).send({ status: "canceled" })).status,
    ).toBe(403);
  });
});

describe("uploads cannot escape the uploads folder", () => {
  it("a client file name with ../ is never used for the stored name", async () => {
    const res = await request(t.app)
      .post("/api/fotografias/create")
      .set(admin.auth)
      .field("descripcion", "Barro")
      .attach("file", pngFile(), { filename: "../../../etc/evil.png", contentType: "image/png" });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/gallery\/[\w-]+\.png$/);
    expect(readdirSync(join(t.ctx.config.uploadsDir, "gallery"))).toHaveLength(1);
    expect(existsSync(join(t.ctx.config.uploadsDir, "..", "..", "etc", "evil.png"))).toBe(false);
  });

  it("/uploads does not serve files outside the uploads folder", async () => {
    writeFileSync(join(t.ctx.config.dataDir, "secreto.txt"), "CONTENIDO-PRIVADO");
    for (const path of [
      "/uploads/../secreto.txt",
      "/uploads/%2e%2e/secreto.txt",
      "/uploads/..%2fsecreto.txt",
      "/uploads/photos/..%2f..%2fsecreto.txt",
    ]) {
      const res = await request(t.app).get(path);
      expect([403, 404], path).toContain(res.status);
      expect(res.text).not.toContain("CONTENIDO-PRIVADO");
    }
  });
});

describe("security headers", () => {
  it("sends CSP with frame-ancestors, nosniff and a referrer policy", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'self'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends HSTS when the site is reached over HTTPS through a proxy", async () => {
    const res = await request(t.app).get("/api/health").set("X-Forwarded-Proto", "https");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

describe("errors never leak internals", () => {
  it("answers SQL-looking input with a plain Spanish 4xx", async () => {
    const res = await request(t.app).post("/api/usuarios/login").send({ email: "' OR 1=1 --", password: "x" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toMatch(/select|prisma|postgres|syntax|stack/i);
  });

  it("turns an unexpected failure into 500 'Error interno' with no stack or SQL", async () => {
    const app = express();
    app.get("/boom", () => {
      throw new Error('relation "User" does not exist at Object.query (/srv/node_modules/pg/lib/client.js:1:1)');
    });
    app.use(errorHandler(createLogger("silent")));
    const res = await request(app).get("/boom");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Error interno", error: "Error interno" });
  });
});

// npm audit itself needs the registry's advisories service (`npm run audit`); this checks how its verdict is read.
describe("dependency advisories (scripts/audit.mjs)", () => {
  const runAudit = (report: unknown) => {
    const file = join(mkdtempSync(join(tmpdir(), "autora-audit-")), "report.json");
    writeFileSync(file, JSON.stringify(report));
    return spawnSync(process.execPath, [join(repoRoot, "scripts/audit.mjs"), "--from-file", file], {
      encoding: "utf8",
    });
  };
  const counts = (high: number, critical: number) => ({
    info: 0,
    low: 1,
    moderate: 2,
    high,
    critical,
    total: 3 + high + critical,
  });

  it("fails on a high or critical advisory and names the package", () => {
    const run = runAudit({
      vulnerabilities: {
        qs: {
          name: "qs",
          severity: "high",
          range: "<6.10.3",
          via: [
            {
              title: "qs vulnerable to Prototype Pollution",
              url: "https://github.com/advisories/GHSA-hrpp-h998-j3pp",
              severity: "high",
            },
          ],
        },
        cookie: {
          name: "cookie",
          severity: "low",
          range: "<0.7.0",
          via: [{ title: "cookie accepts out of bounds characters", url: "https://example.org", severity: "low" }],
        },
      },
      metadata: { vulnerabilities: counts(1, 0) },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("HIGH qs <6.10.3: qs vulnerable to Prototype Pollution");
    expect(run.stdout).not.toContain("cookie <0.7.0");
  });

  it("passes with only low and moderate advisories", () => {
    const run = runAudit({ vulnerabilities: {}, metadata: { vulnerabilities: counts(0, 0) } });
    expect([run.status, run.stdout.trim().split("\n").pop()]).toEqual([0, "Sin avisos altos ni críticos."]);
  });

  it("says nothing could be checked when the registry refuses the advisories service", () => {
    const run = runAudit({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("no se pudo consultar el servicio de avisos de seguridad (405 Method Not Allowed");
    expect(run.stdout).toContain("Nada se comprobó");
  });
});

describe("signed-in answers are never stored by browsers or proxies", () => {
  it("every answer behind requireUser/requireAdmin carries Cache-Control: no-store", async () => {
    const personal: [string, { Authorization: string }][] = [
      [`/api/usuarios/${ana.id}`, ana.auth],
      [`/api/favoritos/${ana.id}`, ana.auth],
      ["/api/orders/mine", ana.auth],
      ["/api/orders", admin.auth],
      ["/api/fotografias?all=1", admin.auth],
    ];
    for (const [path, auth] of personal) {
      const res = await request(t.app).get(path).set(auth);
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toContain("no-store");
    }
    // public lists keep their revalidated cache
    expect((await request(t.app).get("/api/fotografias")).headers["cache-control"]).toBe("no-cache");
  });
});

// Fourth round: what an attacker got past the limits, each reproduced against the app.
describe("the login lockout", () => {
  const login = (email: string, password: string, ip: string) =>
    request(t.app).post("/api/usuarios/login").set("X-Forwarded-For", ip).send({ email, password });
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  it("counts each attempt before checking the password: of 30 sent at once, 5 are checked and the right one then gets 429", async () => {
    const victim = await t.createUser({ email: "rafaga@ejemplo.mx", password: "la-buena-123" });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(victim.email, `mala-${i}`, "203.0.113.10")),
    );
    expect(statuses(burst)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    const right = await login(victim.email, "la-buena-123", "203.0.113.10");
    expect([right.status, right.body.message]).toEqual([
      429,
      "Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.",
    ]);
    // another address is not locked, and signing in clears that address's count
    expect((await login(victim.email, "la-buena-123", "198.51.100.7")).status).toBe(200);
  });

  it("keys an IPv6 client by its /64: rotating addresses inside it gets no more tries; another /64 signs in", async () => {
    const victim = await t.createUser({ email: "seis@ejemplo.mx", password: "la-buena-123" });
    for (let i = 1; i <= 5; i++) expect((await login(victim.email, "mala", `2001:db8:aa:1::${i}`)).status).toBe(401);
    expect((await login(victim.email, "mala", "2001:db8:aa:1:ffff::6")).status).toBe(429);
    expect((await login(victim.email, "la-buena-123", "2001:db8:aa:1::99")).status).toBe(429);
    expect((await login(victim.email, "la-buena-123", "2001:db8:aa:2::1")).status).toBe(200);
  });

  it("slows guessing from many networks to one try per pause, while the owner still signs in from her own address", async () => {
    const owner = await t.createUser({ email: "autora-muchas-redes@ejemplo.mx", password: "la-buena-123" });
    expect((await login(owner.email, "la-buena-123", "192.0.2.50")).status).toBe(200); // her usual address
    // 20 tries from 4 networks, 5 each: every one checked
    for (let net = 1; net <= 4; net++) {
      const tries = await Promise.all(
        Array.from({ length: 5 }, (_, i) => login(owner.email, `mala-${i}`, `2001:db8:bb:${net}::1`)),
      );
      expect(statuses(tries)).toEqual(Array(5).fill(401));
    }
    // past them, two fresh networks at once: one try is checked, the other waits
    const paced = await Promise.all([
      login(owner.email, "mala", "2001:db8:bb:10::1"),
      login(owner.email, "mala", "2001:db8:bb:11::1"),
    ]);
    expect(statuses(paced)).toEqual([401, 429]);
    expect(paced.find((a) => a.status === 429)?.body.message).toBe(
      "Hubo muchos intentos fallidos con esta cuenta. Espera unos segundos e intenta de nuevo.",
    );
    expect((await login(owner.email, "la-buena-123", "192.0.2.50")).status).toBe(200);
  });
});

describe("mail to an address nobody has proved", () => {
  const spamName = "Gana $5000 en https://spam.example";

  it("carries no name typed at registration: not the password reset, not the order received", async () => {
    const registered = await request(t.app)
      .post("/api/usuarios/crear")
      .send({ nombre: spamName, email: "extrana@ejemplo.mx", password: "secreto123" });
    expect(registered.status).toBe(201);
    expect(
      (await request(t.app).post("/api/usuarios/recuperar-contrasena").send({ email: "extrana@ejemplo.mx" })).status,
    ).toBe(200);
    let reset = null;
    for (let i = 0; i < 200 && !reset; i++) {
      reset = await t.prisma.emailMessage.findFirst({ where: { to: "extrana@ejemplo.mx", kind: "password_reset" } });
      if (!reset) await new Promise((r) => setTimeout(r, 20));
    }
    expect(reset?.text).toContain("Hola, extrana@ejemplo.mx.");
    const book = await createBook(t.prisma, "350.00", "Libro del correo");
    const session = await request(t.app)
      .post("/api/usuarios/login")
      .set("X-Forwarded-For", "203.0.113.80")
      .send({ email: "extrana@ejemplo.mx", password: "secreto123" });
    const placed = await request(t.app)
      .post("/api/pago-oxxo")
      .set({ Authorization: `Bearer ${session.body.token}` })
      .send({ ...checkoutBody([{ id: book.id, quantity: 1 }]), nombre: spamName, email: "extrana@ejemplo.mx" });
    expect(placed.status).toBe(200);
    const mails = await t.prisma.emailMessage.findMany({ where: { to: "extrana@ejemplo.mx" } });
    expect(mails.map((m) => m.kind).sort()).toEqual(["order_received", "password_reset"]);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Gana|spam\.example/);
  });

  it("sends one mailbox at most 5 unsolicited mails an hour, whatever the kinds and the +tags or Gmail dots", async () => {
    const spellings = Array.from({ length: 6 }, (_, i) => `buzon.lleno+${i}@gmail.com`);
    for (const email of [...spellings, "BuzonLleno@googlemail.com"])
      expect((await request(t.app).post("/api/subscribe").send({ email })).status).toBe(201);
    await request(t.app)
      .post("/api/usuarios/crear")
      .send({ nombre: "Otra", email: "buzonlleno+cuenta@gmail.com", password: "secreto123" })
      .expect(201);
    await request(t.app)
      .post("/api/usuarios/recuperar-contrasena")
      .send({ email: "buzonlleno+cuenta@gmail.com" })
      .expect(200);
    await new Promise((r) => setTimeout(r, 300)); // the reset link is made after the answer
    const queued = await t.prisma.emailMessage.findMany({ where: { to: { contains: "lleno", mode: "insensitive" } } });
    expect(queued).toHaveLength(5);
    expect(queued.every((m) => m.kind === "newsletter_confirm")).toBe(true);
    // another mailbox is not affected
    await request(t.app).post("/api/subscribe").send({ email: "buzon.vacio@gmail.com" }).expect(201);
    expect(await t.prisma.emailMessage.count({ where: { to: "buzon.vacio@gmail.com" } })).toBe(1);
  });
});

describe("the price quote", () => {
  it("answers alike whether or not an e-mail has ordered with a code", async () => {
    const book = await createBook(t.prisma, "350.00", "Libro del código");
    await t.prisma.discountCode.create({ data: { code: "SOLOUNA", kind: "percent", value: 10 } });
    const buyer = "ya-compro@ejemplo.mx";
    const placed = await request(t.app)
      .post("/api/pago-oxxo")
      .set("X-Forwarded-For", "203.0.113.90")
      .send({ ...checkoutBody([{ id: book.id, quantity: 1 }]), email: buyer, code: "SOLOUNA" });
    expect(placed.status).toBe(200);
    const quote = (email?: string) =>
      request(t.app)
        .post("/api/orders/quote")
        .send({ items: [{ bookId: book.id, quantity: 1 }], code: "SOLOUNA", ...(email && { email }) });
    const used = await quote(buyer);
    const fresh = await quote("nunca-compro@ejemplo.mx");
    expect(used.status).toBe(200);
    expect(used.body).toEqual(fresh.body);
    expect(used.body.codeRefusal).toBeNull();
  });
});

describe("limits per client address", () => {
  let limits: TestApp;
  beforeAll(async () => {
    limits = await createTestApp({
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "8",
      COMMENTS_PER_IP_PER_MINUTE: "3",
      COMMENTS_PER_IP_PER_HOUR: "30",
      REGISTRATIONS_PER_IP_PER_HOUR: "5",
    });
  });
  afterAll(() => limits.close());

  it("count every spelling of /api under the route that answered", async () => {
    const spellings = ["/api", "/API", "/Api", "/aPi", "/apI", "/APi", "/aPI", "/ApI"];
    for (const [i, prefix] of spellings.entries()) {
      const res = await request(limits.app)
        .post(`${prefix}/subscribe`)
        .set("X-Forwarded-For", "203.0.113.20")
        .send({ email: `grafia${i}@ejemplo.mx` });
      expect(res.status).toBe(201);
    }
    const over = await request(limits.app)
      .post("/API/SUBSCRIBE")
      .set("X-Forwarded-For", "203.0.113.20")
      .send({ email: "grafia-extra@ejemplo.mx" });
    expect([over.status, over.body.message]).toEqual([
      429,
      "Demasiadas solicitudes. Intenta de nuevo en unos minutos.",
    ]);
  });

  it("register at most 5 accounts an hour from one address", async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(
        await request(limits.app)
          .post("/api/usuarios/crear")
          .set("X-Forwarded-For", "203.0.113.30")
          .send({ nombre: `Cuenta ${i}`, email: `cuenta${i}@ejemplo.mx`, password: "secreto123" }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)?.body.message).toBe(
      "Se crearon demasiadas cuentas desde tu conexión. Intenta de nuevo en una hora.",
    );
    expect(await limits.prisma.user.count({ where: { email: { startsWith: "cuenta" } } })).toBe(5);
    // another address still registers
    expect(
      (
        await request(limits.app)
          .post("/api/usuarios/crear")
          .set("X-Forwarded-For", "203.0.113.31")
          .send({ nombre: "Otra", email: "otra-red@ejemplo.mx", password: "secreto123" })
      ).status,
    ).toBe(201);
  });

  it("pace comments per address across accounts, and hold those with links for the author", async () => {
    const book = await createBook(limits.prisma, "350.00");
    const accounts = await Promise.all(Array.from({ length: 6 }, () => limits.createUser()));
    const answers = await Promise.all(
      accounts.map((account, i) =>
        request(limits.app)
          .post(`/api/${book.id}/comentarios`)
          .set(account.auth)
          .set("X-Forwarded-For", "203.0.113.40")
          .send({ contenido: `Oferta ${i} en https://spam.example` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(answers.filter((a) => a.status === 201).every((a) => a.body.pendiente === true)).toBe(true);
    expect((await request(limits.app).get(`/api/${book.id}/comentarios`)).body).toEqual([]);
  });
});
