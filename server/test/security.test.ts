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
    const res = await request(t.app).post("/api/usuarios/crear").send({ nombre: "Eva", email: "eva2@ejemplo.mx", password: "secreto123", rol: 1 });
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
    expect((await request(t.app).post("/api/favoritos").set(beto.auth).send({ usuarioId: ana.id, fotografiaId: photoId })).status).toBe(403);
    expect((await request(t.app).delete(`/api/favoritos/${ana.id}/${photoId}`).set(beto.auth)).status).toBe(403);
    expect(await t.prisma.favorite.count({ where: { usuarioId: ana.id } })).toBe(1);
  });

  it("comments: nobody comments in another reader's name", async () => {
    const res = await request(t.app).post("/api/comentarios").set(beto.auth).send({ contenido: "Hola", usuarioId: ana.id, fotografiaId: photoId });
    expect(res.status).toBe(403);
    expect(await t.prisma.photoComment.count()).toBe(0);
  });

  it("orders: a reader sees only their own, and never the admin list", async () => {
    const order = await t.prisma.order.create({
      data: { nombre: "Ana", email: "ana@ejemplo.mx", telefono: "3120000000", calleNumero: "Madero 1", colonia: "Centro", codigoPostal: "28000", ciudad: "Colima", estado: "Colima", referencias: "", totalCentavos: 45000, usuarioId: ana.id, paymentProvider: "simulated" },
    });
    const mine = await request(t.app).get("/api/orders/mine").set(beto.auth);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
    expect((await request(t.app).get("/api/orders").set(beto.auth)).status).toBe(403);
    expect((await request(t.app).patch(`/api/orders/${order.id}`).set(beto.auth).send({ status: "canceled" })).status).toBe(403);
  });
});

describe("uploads cannot escape the uploads folder", () => {
  it("a client file name with ../ is never used for the stored name", async () => {
    const res = await request(t.app).post("/api/fotografias/create").set(admin.auth).field("descripcion", "Barro").attach("file", pngFile(), { filename: "../../../etc/evil.png", contentType: "image/png" });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/photos\/[\w-]+\.png$/);
    expect(readdirSync(join(t.ctx.config.uploadsDir, "photos"))).toHaveLength(1);
    expect(existsSync(join(t.ctx.config.uploadsDir, "..", "..", "etc", "evil.png"))).toBe(false);
  });

  it("/uploads does not serve files outside the uploads folder", async () => {
    writeFileSync(join(t.ctx.config.dataDir, "secreto.txt"), "CONTENIDO-PRIVADO");
    for (const path of ["/uploads/../secreto.txt", "/uploads/%2e%2e/secreto.txt", "/uploads/..%2fsecreto.txt", "/uploads/photos/..%2f..%2fsecreto.txt"]) {
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
    return spawnSync(process.execPath, [join(repoRoot, "scripts/audit.mjs"), "--from-file", file], { encoding: "utf8" });
  };
  const counts = (high: number, critical: number) => ({ info: 0, low: 1, moderate: 2, high, critical, total: 3 + high + critical });

  it("fails on a high or critical advisory and names the package", () => {
    const run = runAudit({
      vulnerabilities: {
        qs: { name: "qs", severity: "high", range: "<6.10.3", via: [{ title: "qs vulnerable to Prototype Pollution", url: "https://github.com/advisories/GHSA-hrpp-h998-j3pp", severity: "high" }] },
        cookie: { name: "cookie", severity: "low", range: "<0.7.0", via: [{ title: "cookie accepts out of bounds characters", url: "https://example.org", severity: "low" }] },
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
    const run = runAudit({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405 });
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
