import jwt from "jsonwebtoken";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, ROLE_READER, type TestApp } from "#test/test-app.ts";
import { administratorsSchema } from "@autora/common/contract/accounts.ts";
import { checkPassword } from "../../lib/passwords.ts";
import { issueSetupToken, NEEDS_SETUP_LINK } from "./setup-token.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" }); // one proxy hop: X-Forwarded-For sets the client IP
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address per test keeps the lockout state of one test out of the others. */
const nextIp = () => `203.0.113.${++ipCounter}`;

const register = (body: object, headers: Record<string, string> = {}) =>
  request(t.app).post("/api/usuarios/crear").set(headers).send(body);
const login = (email: string, password: string, ip = nextIp()) =>
  request(t.app).post("/api/usuarios/login").set("X-Forwarded-For", ip).send({ email, password });

describe("POST /api/usuarios/crear", () => {
  it("creates a reader with a lower-case e-mail and a bcrypt hash, and never answers the hash", async () => {
    const res = await register({
      nombre: "  Lucía Ramos ",
      email: "Lucia.Ramos@Ejemplo.MX",
      password: "hilos-y-barro",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      nombre: "Lucía Ramos",
      email: "lucia.ramos@ejemplo.mx",
      rol: ROLE_READER,
    });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.email).toBe("lucia.ramos@ejemplo.mx");
    expect(row.passwordHash).not.toContain("hilos-y-barro");
    expect(await checkPassword("hilos-y-barro", row.passwordHash)).toBe(true);
  });

  it("refuses a second account with the same e-mail in any letter case", async () => {
    await register({ nombre: "Ana", email: "ana@ejemplo.mx", password: "contraseña1" });
    const res = await register({ nombre: "Otra Ana", email: "ANA@ejemplo.mx", password: "contraseña2" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ya existe una cuenta con ese correo");
    expect(await t.prisma.user.count({ where: { email: "ana@ejemplo.mx" } })).toBe(1);
  });

  it.each([
    [{ nombre: "Eva", email: "eva@ejemplo.mx", password: "corta" }, "La contraseña debe tener al menos 8 caracteres"],
    // 37 × "ñ" is 37 characters but 74 bytes: past what bcrypt would read
    [
      { nombre: "Eva", email: "eva@ejemplo.mx", password: "ñ".repeat(37) },
      "La contraseña no puede tener más de 72 bytes",
    ],
    [{ nombre: "Eva", email: "no-es-correo", password: "secreto123" }, "El correo no es válido"],
    [{ nombre: "   ", email: "eva@ejemplo.mx", password: "secreto123" }, "El nombre es obligatorio"],
    [{ email: "eva@ejemplo.mx", password: "secreto123" }, "El nombre es obligatorio"],
    [{ nombre: "Eva", email: "eva@ejemplo.mx", password: "secreto123", rol: 3 }, "El rol debe ser 1 o 2"],
    [{ nombre: "Eva", email: "eva@ejemplo.mx", password: "secreto123", esAdmin: true }, 'Llave desconocida: "esAdmin"'],
  ])("refuses %j with a Spanish message", async (body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.prisma.user.count({ where: { email: "eva@ejemplo.mx" } })).toBe(0);
  });

  it("accepts a password of exactly 72 bytes", async () => {
    const res = await register({ nombre: "Bea", email: "bea@ejemplo.mx", password: "ñ".repeat(36) });
    expect(res.status).toBe(201);
  });
});

describe("creating administrators (rol 1)", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());
  const registerIn = (body: object, headers: Record<string, string> = {}) =>
    request(fresh.app).post("/api/usuarios/crear").set(headers).send(body);

  it("creates the first administrator only through the setup link's token, once; then only an administrator creates more", async () => {
    const admin1 = { nombre: "Mariana", email: "mariana@autora.mx", password: "primera-admin", rol: ROLE_ADMIN };
    const withoutToken = await registerIn(admin1);
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body.message).toBe(NEEDS_SETUP_LINK);
    const token = await issueSetupToken(fresh.prisma);
    expect(token).toMatch(/^[\w-]{32,}$/);
    const wrongToken = await registerIn({ ...admin1, setupToken: `${token}x` });
    expect(wrongToken.status).toBe(403);
    expect(wrongToken.body.message).toBe(NEEDS_SETUP_LINK);
    expect(await fresh.prisma.user.count({ where: { rol: ROLE_ADMIN } })).toBe(0);
    // kept hashed: the database alone does not give the link away
    expect(JSON.stringify(await fresh.prisma.setupToken.findMany())).not.toContain(token!);

    const first = await registerIn({ ...admin1, setupToken: token });
    expect(first.status).toBe(201);
    expect(first.body.rol).toBe(ROLE_ADMIN);
    expect(await fresh.prisma.setupToken.count()).toBe(0); // used up

    const again = await registerIn({
      nombre: "Intrusa",
      email: "intrusa@ejemplo.mx",
      password: "secreto123",
      rol: ROLE_ADMIN,
      setupToken: token,
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("Solo una administradora puede crear otra cuenta de administradora");
    expect(await issueSetupToken(fresh.prisma)).toBeUndefined(); // no link once an administrator exists

    const reader = await fresh.createUser();
    const byReader = await registerIn(
      { nombre: "Intrusa", email: "intrusa@ejemplo.mx", password: "secreto123", rol: ROLE_ADMIN },
      reader.auth,
    );
    expect(byReader.status).toBe(403);
    expect(await fresh.prisma.user.count({ where: { email: "intrusa@ejemplo.mx" } })).toBe(0);

    const admin = await fresh.createUser({ rol: ROLE_ADMIN });
    const byAdmin = await registerIn(
      { nombre: "Socia", email: "socia@autora.mx", password: "secreto123", rol: ROLE_ADMIN },
      admin.auth,
    );
    expect(byAdmin.status).toBe(201);
    expect((await fresh.prisma.user.findUniqueOrThrow({ where: { email: "socia@autora.mx" } })).rol).toBe(ROLE_ADMIN);
  });

  it("a new start's link replaces the earlier one; a refused registration (duplicate e-mail) does not use the link up", async () => {
    const other = await createTestApp();
    try {
      const old = await issueSetupToken(other.prisma);
      const token = await issueSetupToken(other.prisma);
      const body = { nombre: "Admin", email: "admin@autora.mx", password: "secreto123", rol: ROLE_ADMIN };
      expect(
        (
          await request(other.app)
            .post("/api/usuarios/crear")
            .send({ ...body, setupToken: old })
        ).status,
      ).toBe(403);
      await other.createUser({ email: "lectora@autora.mx" });
      expect(
        (
          await request(other.app)
            .post("/api/usuarios/crear")
            .send({ ...body, email: "lectora@autora.mx", setupToken: token })
        ).status,
      ).toBe(409);
      expect(
        (
          await request(other.app)
            .post("/api/usuarios/crear")
            .send({ ...body, setupToken: token })
        ).status,
      ).toBe(201);
    } finally {
      await other.close();
    }
  });

  it("lets only one of two simultaneous first-administrator registrations through", async () => {
    const race = await createTestApp();
    try {
      const setupToken = await issueSetupToken(race.prisma);
      const attempts = await Promise.all(
        ["una@autora.mx", "otra@autora.mx"].map((email) =>
          request(race.app)
            .post("/api/usuarios/crear")
            .send({ nombre: "Admin", email, password: "secreto123", rol: ROLE_ADMIN, setupToken }),
        ),
      );
      expect(attempts.map((res) => res.status).sort()).toEqual([201, 403]);
      expect(await race.prisma.user.count({ where: { rol: ROLE_ADMIN } })).toBe(1);
    } finally {
      await race.close();
    }
  });

  it("still lets anyone register as a reader once administrators exist", async () => {
    const res = await registerIn({
      nombre: "Lectora",
      email: "lectora@ejemplo.mx",
      password: "secreto123",
      rol: ROLE_READER,
    });
    expect(res.status).toBe(201);
    expect(res.body.rol).toBe(ROLE_READER);
  });
});

describe("POST /api/usuarios/login", () => {
  it("answers a working token and the user without the hash, whatever the e-mail's case", async () => {
    const user = await t.createUser({ email: "login@ejemplo.mx", password: "mi-clave-segura" });
    const res = await login("  LOGIN@Ejemplo.mx ", "mi-clave-segura");
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: user.id,
      nombre: expect.any(String),
      email: "login@ejemplo.mx",
      rol: ROLE_READER,
    });
    expect(jwt.decode(res.body.token)).toMatchObject({ id: user.id, rol: ROLE_READER, exp: expect.any(Number) });
    const me = await request(t.app).get(`/api/usuarios/${user.id}`).set("Authorization", `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("login@ejemplo.mx");
  });

  it("gives the same 401 for a wrong password and for an unknown e-mail", async () => {
    await t.createUser({ email: "conocida@ejemplo.mx", password: "la-buena-123" });
    const wrongPassword = await login("conocida@ejemplo.mx", "la-mala-123");
    const unknownEmail = await login("nadie@ejemplo.mx", "la-buena-123");
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Credenciales incorrectas", error: "Credenciales incorrectas" });
    }
  });

  it("refuses a missing password and unknown fields with 400", async () => {
    const missing = await request(t.app).post("/api/usuarios/login").send({ email: "a@ejemplo.mx" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("La contraseña es obligatoria");
    const extra = await request(t.app)
      .post("/api/usuarios/login")
      .send({ email: "a@ejemplo.mx", password: "x", rol: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Llave desconocida: "rol"');
  });
});

describe("login lockout", () => {
  const LOCKED = "Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.";

  it("locks an account for one IP after 5 failures, even with the right password; other IPs and accounts go on", async () => {
    await t.createUser({ email: "bloqueada@ejemplo.mx", password: "correcta-123" });
    await t.createUser({ email: "vecina@ejemplo.mx", password: "correcta-123" });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await login("bloqueada@ejemplo.mx", "incorrecta", ip)).status).toBe(401);

    const sixth = await login("bloqueada@ejemplo.mx", "correcta-123", ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(LOCKED);

    expect((await login("bloqueada@ejemplo.mx", "correcta-123", nextIp())).status).toBe(200);
    expect((await login("vecina@ejemplo.mx", "correcta-123", ip)).status).toBe(200);
  });

  it("counts failures by e-mail even when the account does not exist", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await login("fantasma@ejemplo.mx", "lo-que-sea", ip);
    expect((await login("fantasma@ejemplo.mx", "lo-que-sea", ip)).status).toBe(429);
  });

  it("forgets earlier failures after a successful login", async () => {
    await t.createUser({ email: "olvidadiza@ejemplo.mx", password: "correcta-123" });
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login("olvidadiza@ejemplo.mx", "incorrecta", ip);
    expect((await login("olvidadiza@ejemplo.mx", "correcta-123", ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login("olvidadiza@ejemplo.mx", "incorrecta", ip);
    expect((await login("olvidadiza@ejemplo.mx", "correcta-123", ip)).status).toBe(200);
  });

  it("lifts the lock once its window has passed, and forgets failures older than the window", async () => {
    const ip = nextIp();
    await t.createUser({ email: "paciente@ejemplo.mx", password: "correcta-123" });
    for (let i = 0; i < 5; i++) await login("paciente@ejemplo.mx", "incorrecta", ip);
    expect((await login("paciente@ejemplo.mx", "correcta-123", ip)).status).toBe(429);
    // The lock is one row in the shared counters, with the database's time: move its end into the past.
    const locked = await t.prisma.rateLimit.findMany({ where: { key: { startsWith: "login:paciente@ejemplo.mx" } } });
    expect(locked.map((r) => r.hits)).toEqual([6]); // five checked, and the refused one
    expect(locked[0].resetAt.getTime() - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    await t.prisma.rateLimit.updateMany({
      where: { key: locked[0].key },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    expect((await login("paciente@ejemplo.mx", "correcta-123", ip)).status).toBe(200);

    // Four failures, their window passes, one more failure: a fresh count of one, no lock.
    for (let i = 0; i < 4; i++) await login("paciente@ejemplo.mx", "incorrecta", ip);
    await t.prisma.rateLimit.updateMany({
      where: { key: locked[0].key },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    expect((await login("paciente@ejemplo.mx", "incorrecta", ip)).status).toBe(401);
    expect((await login("paciente@ejemplo.mx", "correcta-123", ip)).status).toBe(200);
  });
});

describe("GET /api/usuarios/{id}", () => {
  it("answers the user to themself and to an administrator, and 403 to another reader", async () => {
    const user = await t.createUser({ nombre: "Rosa" });
    const other = await t.createUser();
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const self = await request(t.app).get(`/api/usuarios/${user.id}`).set(user.auth);
    expect(self.status).toBe(200);
    expect(self.body).toEqual({ id: user.id, nombre: "Rosa", email: user.email, rol: ROLE_READER });
    expect((await request(t.app).get(`/api/usuarios/${user.id}`).set(admin.auth)).body.nombre).toBe("Rosa");
    const forbidden = await request(t.app).get(`/api/usuarios/${user.id}`).set(other.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const unknown = await request(t.app).get("/api/usuarios/999999").set(admin.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Usuario no encontrado");
    const malformed = await request(t.app).get("/api/usuarios/abc").set(admin.auth);
    expect([malformed.status, malformed.body.message]).toEqual([400, "El identificador no es válido"]);
  });

  it("answers 401 without a token", async () => {
    const user = await t.createUser();
    const res = await request(t.app).get(`/api/usuarios/${user.id}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Debes iniciar sesión");
  });

  describe("refuses forged and expired tokens with 401", () => {
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = () => Math.floor(Date.now() / 1000);
    const forgers: Record<string, (claims: { id: number; rol: number }) => string> = {
      "alg none": (claims) =>
        `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...claims, exp: now() + 3600 })}.`,
      "a wrong secret": (claims) =>
        jwt.sign(claims, "otro-secreto-que-no-es-el-del-servidor-0123", { algorithm: "HS256", expiresIn: 3600 }),
      expired: (claims) => jwt.sign({ ...claims, exp: now() - 60 }, t.ctx.config.jwtSecret!, { algorithm: "HS256" }),
      // the right secret, but a token that would never expire
      "no expiry": (claims) => jwt.sign(claims, t.ctx.config.jwtSecret!, { algorithm: "HS256" }),
    };
    it.each(Object.keys(forgers))("%s", async (kind) => {
      const admin = await t.createUser({ rol: ROLE_ADMIN });
      const token = forgers[kind]({ id: admin.id, rol: ROLE_ADMIN });
      const res = await request(t.app).get(`/api/usuarios/${admin.id}`).set("Authorization", `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Debes iniciar sesión");
    });
  });
});

describe("DELETE /api/usuarios/{id}", () => {
  it("lets a user delete their own account; the token stops working", async () => {
    const user = await t.createUser();
    const res = await request(t.app).delete(`/api/usuarios/${user.id}`).set(user.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Cuenta eliminada");
    expect(await t.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect((await request(t.app).get(`/api/usuarios/${user.id}`).set(user.auth)).status).toBe(401);
  });

  it("answers 401 without a token and 403 to another reader, deleting nothing", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    expect((await request(t.app).delete(`/api/usuarios/${user.id}`)).status).toBe(401);
    expect((await request(t.app).delete(`/api/usuarios/${user.id}`).set(other.auth)).status).toBe(403);
    expect(await t.prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull();
  });

  it("lets an administrator delete a reader, and answers 404 for an unknown id", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const reader = await t.createUser();
    expect((await request(t.app).delete(`/api/usuarios/${reader.id}`).set(admin.auth)).status).toBe(200);
    expect(await t.prisma.user.findUnique({ where: { id: reader.id } })).toBeNull();
    const unknown = await request(t.app).delete("/api/usuarios/999999").set(admin.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Usuario no encontrado");
  });
});

describe("the last administrator", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it("cannot be deleted, while one of two administrators can", async () => {
    const first = await fresh.createUser({ rol: ROLE_ADMIN });
    const second = await fresh.createUser({ rol: ROLE_ADMIN });
    expect((await request(fresh.app).delete(`/api/usuarios/${second.id}`).set(first.auth)).status).toBe(200);

    const last = await request(fresh.app).delete(`/api/usuarios/${first.id}`).set(first.auth);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe("No se puede eliminar a la última administradora.");
    expect(await fresh.prisma.user.count({ where: { rol: ROLE_ADMIN } })).toBe(1);
  });

  it("is known before she tries: GET /usuarios/administradoras lists the administrators, for administrators only", async () => {
    const admins = await fresh.prisma.user.findMany({
      where: { rol: ROLE_ADMIN },
      select: { id: true, nombre: true, email: true },
    });
    expect(admins).toHaveLength(1); // the one the test above left
    const [only] = admins;
    const token = (await fresh.createUser({ rol: ROLE_ADMIN })).token;
    const res = await request(fresh.app)
      .get("/api/usuarios/administradoras")
      .set({ Authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const { administradoras } = administratorsSchema.parse(res.body);
    expect(administradoras.map((a) => a.id)).toEqual([only.id, expect.any(Number)]);
    expect(administradoras[0]).toEqual(only);

    expect((await request(fresh.app).get("/api/usuarios/administradoras")).status).toBe(401);
    const reader = await fresh.createUser({ rol: ROLE_READER });
    const forbidden = await request(fresh.app).get("/api/usuarios/administradoras").set(reader.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
  });
});

describe("rate limit", () => {
  it("answers 429 past RATE_LIMIT_MAX logins or registrations from one IP", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      for (let i = 0; i < 2; i++)
        await request(limited.app).post("/api/usuarios/login").send({ email: "x@ejemplo.mx", password: "secreto123" });
      const login = await request(limited.app)
        .post("/api/usuarios/login")
        .send({ email: "x@ejemplo.mx", password: "secreto123" });
      expect(login.status).toBe(429);
      expect(login.body.message).toBe("Demasiadas solicitudes. Intenta de nuevo en unos minutos.");

      for (let i = 0; i < 2; i++)
        await request(limited.app)
          .post("/api/usuarios/crear")
          .send({ nombre: "A", email: `a${i}@ejemplo.mx`, password: "secreto123" });
      const crear = await request(limited.app)
        .post("/api/usuarios/crear")
        .send({ nombre: "A", email: "a9@ejemplo.mx", password: "secreto123" });
      expect(crear.status).toBe(429);
      expect(await limited.prisma.user.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe("registration cannot be used to test addresses in bulk", () => {
  it("after 5 answers 'Ya existe una cuenta con ese correo' from one IP in 15 minutes, that IP gets 429; other IPs still register", async () => {
    const ip = nextIp();
    await register(
      { nombre: "Conocida", email: "conocida@ejemplo.mx", password: "secreto123" },
      { "X-Forwarded-For": nextIp() },
    );
    for (let i = 0; i < 5; i++) {
      const known = await register(
        { nombre: "Prueba", email: "conocida@ejemplo.mx", password: "secreto123" },
        { "X-Forwarded-For": ip },
      );
      expect(known.status).toBe(409);
      expect(known.body.message).toBe("Ya existe una cuenta con ese correo");
    }
    const blocked = await register(
      { nombre: "Prueba", email: "quiza@ejemplo.mx", password: "secreto123" },
      { "X-Forwarded-For": ip },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Demasiados intentos de registro. Intenta de nuevo en 15 minutos.");
    expect(await t.prisma.user.count({ where: { email: "quiza@ejemplo.mx" } })).toBe(0);

    // new accounts and validation errors do not count; another address is not affected
    const other = nextIp();
    for (let i = 0; i < 6; i++) {
      expect(
        (
          await register(
            { nombre: "Nueva", email: `nueva${i}@ejemplo.mx`, password: "secreto123" },
            { "X-Forwarded-For": other },
          )
        ).status,
      ).toBe(201);
    }
  });
});
