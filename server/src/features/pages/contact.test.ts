import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  phone: "+52 (312) 555-0101",
  email: "contacto@autora.mx",
  youtube: "https://www.youtube.com/@autora",
  facebook: "https://facebook.com/autora",
  instagram: "http://instagram.com/autora",
};

describe("/api/contact-info", () => {
  it("answers empty strings before anything is saved", async () => {
    const res = await request(t.app).get("/api/contact-info");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ phone: "", email: "", youtube: "", facebook: "", instagram: "" });
  });

  it("lets an administrator save (trimmed) and save again over the single row", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const saved = await request(t.app)
      .post("/api/contact-info")
      .set(admin.auth)
      .send({ ...valid, email: "  contacto@autora.mx " });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(valid);
    expect((await request(t.app).get("/api/contact-info")).body).toEqual(valid);

    const cleared = { ...valid, youtube: "", email: "" };
    expect((await request(t.app).post("/api/contact-info").set(admin.auth).send(cleared)).body).toEqual(cleared);
    const rows = await t.prisma.contactInfo.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, ...cleared });
  });

  it("answers 401 without a token and 403 to a reader, changing nothing", async () => {
    const before = (await request(t.app).get("/api/contact-info")).body;
    const reader = await t.createUser();
    const anonymous = await request(t.app)
      .post("/api/contact-info")
      .send({ ...valid, phone: "1" });
    expect(anonymous.status).toBe(401);
    const forbidden = await request(t.app)
      .post("/api/contact-info")
      .set(reader.auth)
      .send({ ...valid, phone: "1" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect((await request(t.app).get("/api/contact-info")).body).toEqual(before);
  });

  it.each([
    [{ ...valid, email: "no-es-correo" }, "El correo de contacto no es válido"],
    [{ ...valid, youtube: "javascript:alert(1)" }, "El enlace de YouTube debe empezar con http:// o https://"],
    [{ ...valid, facebook: "facebook.com/autora" }, "El enlace de Facebook debe empezar con http:// o https://"],
    [
      { ...valid, instagram: "ftp://instagram.com/autora" },
      "El enlace de Instagram debe empezar con http:// o https://",
    ],
    [{ ...valid, phone: "llámame" }, "El teléfono solo puede tener números, espacios y los signos + - ( ) ."],
    [{ ...valid, tiktok: "https://tiktok.com" }, 'Llave desconocida: "tiktok"'],
    [{ phone: "", email: "", youtube: "", facebook: "" }, "El enlace de Instagram es obligatorio (puede ir vacío)"],
  ])("refuses %j with 400", async (body, message) => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const res = await request(t.app).post("/api/contact-info").set(admin.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
