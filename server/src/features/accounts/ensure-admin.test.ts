// ADMIN_EMAIL on an address a stranger registered first as a reader, while the site had no administrator: the start
// stops instead of handing that stranger an administrator's session; with ADMIN_PROMOTE_EXISTING=true the account
// becomes the administrator and the stranger keeps no session and no reset link.
import request from "supertest";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, ROLE_READER, type TestApp } from "#test/test-app.ts";
import { StartupError } from "../../lib/startup-errors.ts";
import { ensureAdmin, readerHasAdminEmail } from "./ensure-admin.ts";

let t: TestApp;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTACT = "contacto@autora.mx";
const admin = (promoteExisting: boolean, email = "Contacto@Autora.mx") => ({
  email,
  password: "clave-de-la-autora",
  nombre: "Autora",
  promoteExisting,
});

const login = (email: string, password: string) => request(t.app).post("/api/usuarios/login").send({ email, password });
const orders = (token: string) => request(t.app).get("/api/orders").set("Authorization", `Bearer ${token}`);

/** The stranger: a reader account on the contact address, a session, and a reset link waiting in the database. */
async function squatContactAddress() {
  const created = await request(t.app)
    .post("/api/usuarios/crear")
    .send({ nombre: "Soporte", email: CONTACT, password: "clave-del-extraño" });
  expect(created.status).toBe(201);
  const session = await login(CONTACT, "clave-del-extraño");
  expect(session.status).toBe(200);
  expect((await request(t.app).post("/api/usuarios/recuperar-contrasena").send({ email: CONTACT })).status).toBe(200);
  for (let i = 0; i < 100 && (await t.prisma.passwordResetToken.count()) === 0; i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(await t.prisma.passwordResetToken.count({ where: { userId: created.body.id } })).toBe(1);
  return { id: created.body.id as number, token: session.body.token as string };
}

describe("ensureAdmin", () => {
  it("refuses to turn a reader holding ADMIN_EMAIL into the administrator, and changes nothing", async () => {
    const stranger = await squatContactAddress();
    const refused = ensureAdmin(t.prisma, admin(false));
    await expect(refused).rejects.toThrow(StartupError);
    await expect(refused).rejects.toThrow(readerHasAdminEmail(CONTACT));
    expect(readerHasAdminEmail(CONTACT)).not.toContain("\n");
    expect(readerHasAdminEmail(CONTACT)).toContain("ADMIN_PROMOTE_EXISTING=true");

    expect(await t.prisma.user.count({ where: { rol: ROLE_ADMIN } })).toBe(0);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: stranger.id } })).rol).toBe(ROLE_READER);
    expect((await orders(stranger.token)).status).toBe(403);
    expect((await login(CONTACT, "clave-de-la-autora")).status).toBe(401);
  });

  it("with ADMIN_PROMOTE_EXISTING promotes it, ending its sessions and its reset links", async () => {
    const stranger = await squatContactAddress();
    const promoted = await ensureAdmin(t.prisma, admin(true));

    const account = await t.prisma.user.findUniqueOrThrow({ where: { id: stranger.id } });
    expect(account.rol).toBe(ROLE_ADMIN);
    const oldSession = await orders(stranger.token);
    expect(oldSession.status).toBe(401);
    expect(oldSession.body.message).toBe("Debes iniciar sesión");
    expect(
      (await request(t.app).get(`/api/usuarios/${stranger.id}`).set("Authorization", `Bearer ${stranger.token}`))
        .status,
    ).toBe(401);
    expect(await t.prisma.passwordResetToken.count({ where: { userId: stranger.id } })).toBe(0);

    expect((await login(CONTACT, "clave-del-extraño")).status).toBe(401);
    const owner = await login(CONTACT, "clave-de-la-autora");
    expect(owner.status).toBe(200);
    expect((await orders(owner.body.token)).status).toBe(200);
    expect(promoted).toEqual({ email: CONTACT, promoted: true });
    expect(account.nombre).toBe("Autora"); // the stranger's name goes too
  });

  it("creates a new administrator on a free address (once, with two servers starting together), and does nothing once one exists", async () => {
    const starts = await Promise.all([
      ensureAdmin(t.prisma, admin(false, "nueva@autora.mx")),
      ensureAdmin(t.prisma, admin(false, "nueva@autora.mx")),
    ]);
    expect(starts.filter(Boolean)).toEqual([{ email: "nueva@autora.mx", promoted: false }]);
    expect(await t.prisma.user.count({ where: { rol: ROLE_ADMIN } })).toBe(1);
    const stranger = await squatContactAddress();
    expect(await ensureAdmin(t.prisma, admin(true))).toBeUndefined();
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: stranger.id } })).rol).toBe(ROLE_READER);
    expect(
      (await request(t.app).get(`/api/usuarios/${stranger.id}`).set("Authorization", `Bearer ${stranger.token}`))
        .status,
    ).toBe(200);
  });
});
