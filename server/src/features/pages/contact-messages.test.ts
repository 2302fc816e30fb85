import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { CONTACT_MESSAGES_PER_HOUR } from "./contact-messages.routes.ts";

let t: TestApp;
let admin: { Authorization: string; email: string };
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" }); // one proxy hop: X-Forwarded-For sets the client address
  const created = await t.createUser({ rol: ROLE_ADMIN, email: "autora@ejemplo.mx" });
  admin = { ...created.auth, email: created.email };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.prisma.contactMessage.deleteMany();
  await t.prisma.emailMessage.deleteMany();
});

const valid = {
  nombre: "Rosa Medina",
  email: "Rosa.Medina@Ejemplo.mx",
  mensaje:
    "Hola, Mariana: me gustaría invitarte a presentar Urdimbre en la biblioteca de Villa de Álvarez.\nSomos un club de lectura de doce personas.",
  aceptaPrivacidad: true,
};

/** Each call from an address of its own, unless `ip` is given: the rate limit counts per address. */
const send = (body: object, ip = `203.0.113.${++ipCounter}`) =>
  request(t.app).post("/api/contact-messages").set("X-Forwarded-For", ip).send(body);

describe("POST /api/contact-messages", () => {
  it("stores the message with the consent's date and queues it to the author, replies going to the sender", async () => {
    const before = Date.now();
    const res = await send({ ...valid, nombre: "  Rosa Medina " });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("¡Gracias! Tu mensaje llegó. Te responderé pronto a tu correo.");

    const [row] = await t.prisma.contactMessage.findMany();
    expect(row).toMatchObject({ nombre: "Rosa Medina", email: "rosa.medina@ejemplo.mx", mensaje: valid.mensaje });
    expect(row.privacidadAceptadaEn.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await t.prisma.emailMessage.findMany();
    expect(mail).toMatchObject({
      kind: "contact_message",
      to: "autora@ejemplo.mx",
      subject: "Mensaje de contacto de Rosa Medina",
      headers: { "Reply-To": "rosa.medina@ejemplo.mx" },
    });
    expect(mail.text).toContain("Somos un club de lectura de doce personas.");
    expect(mail.text).toContain("Correo: rosa.medina@ejemplo.mx");
    expect(mail.html).toContain("me gustaría invitarte a presentar Urdimbre");
  });

  it("escapes what the visitor typed in the author's mail", async () => {
    await send({ ...valid, mensaje: '<img src=x onerror="alert(1)"> ¿me escribes?' });
    const mail = await t.prisma.emailMessage.findFirstOrThrow();
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
  });

  it("answers a filled-in hidden field as any message, but stores and sends nothing", async () => {
    const res = await send({ ...valid, sitioWeb: "https://spam.example" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("¡Gracias! Tu mensaje llegó. Te responderé pronto a tu correo.");
    expect(await t.prisma.contactMessage.count()).toBe(0);
    expect(await t.prisma.emailMessage.count()).toBe(0);
  });

  it.each([
    [{ ...valid, nombre: "   " }, "Escribe tu nombre"],
    [{ ...valid, nombre: "Rosa\r\nBcc: todos@ejemplo.mx" }, "Tu nombre debe ir en una sola línea"],
    [{ ...valid, email: "" }, "Escribe tu correo electrónico"],
    [{ ...valid, email: "rosa@" }, "El correo no es válido"],
    [{ ...valid, mensaje: "Hola" }, "Tu mensaje es muy corto: escribe al menos 10 caracteres"],
    [{ ...valid, mensaje: "x".repeat(5001) }, "Tu mensaje no puede tener más de 5000 caracteres"],
    [{ ...valid, aceptaPrivacidad: false }, "Debes aceptar el aviso de privacidad para continuar"],
    [
      { nombre: valid.nombre, email: valid.email, mensaje: valid.mensaje },
      "Debes aceptar el aviso de privacidad para continuar",
    ],
    [{ ...valid, telefono: "3125550101" }, 'Llave desconocida: "telefono"'],
  ])("refuses %j with 400 and its Spanish reason, storing and sending nothing", async (body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.prisma.contactMessage.count()).toBe(0);
    expect(await t.prisma.emailMessage.count()).toBe(0);
  });

  it(`takes ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address; refused ones do not count; other addresses go on`, async () => {
    const ip = "198.51.100.7";
    expect((await send({ ...valid, mensaje: "corto" }, ip)).status).toBe(400);
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++)
      expect((await send({ ...valid, mensaje: `Mensaje número ${i + 1} del club` }, ip)).status).toBe(201);
    const blocked = await send(valid, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      "Ya enviaste varios mensajes. Intenta de nuevo en una hora o escribe al correo de contacto.",
    );
    expect(await t.prisma.contactMessage.count()).toBe(CONTACT_MESSAGES_PER_HOUR);
    expect(await t.prisma.emailMessage.count()).toBe(CONTACT_MESSAGES_PER_HOUR);
    expect((await send(valid, "198.51.100.8")).status).toBe(201);
  });
});

describe("GET and DELETE /api/contact-messages (Mensajes)", () => {
  it("lists the messages newest first, 50 a page, to an administrator only", async () => {
    await t.prisma.contactMessage.createMany({
      data: Array.from({ length: 52 }, (_, i) => ({
        nombre: `Persona ${i + 1}`,
        email: `p${i + 1}@ejemplo.mx`,
        mensaje: `Mensaje ${i + 1}`,
        privacidadAceptadaEn: new Date(),
      })),
    });
    const first = await request(t.app).get("/api/contact-messages").set(admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 50, total: 52 });
    expect(first.body.items[0]).toEqual({
      id: expect.any(Number),
      nombre: "Persona 52",
      email: "p52@ejemplo.mx",
      mensaje: "Mensaje 52",
      createdAt: expect.any(String),
    });
    const second = await request(t.app).get("/api/contact-messages?page=2").set(admin);
    expect(second.body.items.map((m: { nombre: string }) => m.nombre)).toEqual(["Persona 2", "Persona 1"]);
    expect((await request(t.app).get("/api/contact-messages?page=cero").set(admin)).body.message).toBe(
      "Página inválida",
    );

    const reader = await t.createUser();
    expect((await request(t.app).get("/api/contact-messages")).status).toBe(401);
    const forbidden = await request(t.app).get("/api/contact-messages").set(reader.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
  });

  it("lets an administrator delete a message; a reader or a stranger cannot", async () => {
    const message = await t.prisma.contactMessage.create({
      data: {
        nombre: "Spam",
        email: "spam@ejemplo.mx",
        mensaje: "Compra seguidores",
        privacidadAceptadaEn: new Date(),
      },
    });
    const reader = await t.createUser();
    expect((await request(t.app).delete(`/api/contact-messages/${message.id}`)).status).toBe(401);
    expect((await request(t.app).delete(`/api/contact-messages/${message.id}`).set(reader.auth)).status).toBe(403);
    expect(await t.prisma.contactMessage.count()).toBe(1);

    const deleted = await request(t.app).delete(`/api/contact-messages/${message.id}`).set(admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Mensaje eliminado");
    expect(await t.prisma.contactMessage.count()).toBe(0);
    const again = await request(t.app).delete(`/api/contact-messages/${message.id}`).set(admin);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Mensaje no encontrado");
  });
});
