import { existsSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useCloudinaryTestApp } from "#test/cloudinary-test-app.ts";
import { pdfFile, pngFile, storedFileNames, textFile } from "#test/files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { mexicoCityToday } from "@autora/common/contract/events.ts";

let t: TestApp;
let admin: { Authorization: string };
let reader: { Authorization: string };
let uploadsDir: string;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = (await t.createUser()).auth;
  uploadsDir = t.ctx.config.uploadsDir;
  pdf = await pdfFile();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.prisma.event.deleteMany();
  // the rows change behind the API's back: the public list must not answer from its cache
  (t.app.locals.responseCache as { clear: () => void }).clear();
});

const uploadEvent = (
  fields: Record<string, string>,
  file: Buffer | null = pdf,
  name = "evento.pdf",
  auth: Record<string, string> = admin,
) => {
  const req = request(t.app).post("/api/blog").set(auth);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return file ? req.attach("pdf", file, name) : req;
};

describe("POST /api/blog", () => {
  it("stores the PDF and answers the document", async () => {
    const res = await uploadEvent({
      title: "Presentación en Colima",
      description: "Casa de la Cultura, 18:00 h",
      date: "2026-03-15",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: "Presentación en Colima",
      description: "Casa de la Cultura, 18:00 h",
      date: "2026-03-15",
      pdfUrl: expect.stringMatching(/^\/uploads\/events\/[a-z0-9]+-[0-9a-f]{16}\.pdf$/),
      createdAt: expect.any(String),
    });
    const row = await t.prisma.event.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.date).toEqual(new Date("2026-03-15T00:00:00.000Z"));
    expect(row.storageId).toBe(res.body.pdfUrl.replace("/uploads/", ""));

    const served = await request(t.app).get(res.body.pdfUrl).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.from(served.body)).toEqual(pdf);
  });

  it("keeps a blank description and a blank date as none", async () => {
    const res = await uploadEvent({ title: "Sin fecha", description: "   ", date: "" });
    expect(res.status).toBe(201);
    expect(res.body.description).toBeNull();
    expect(res.body.date).toBeNull();
  });

  it("refuses a date that is not a day of the calendar with a Spanish 400, storing nothing", async () => {
    for (const [date, message] of [
      ["el próximo sábado", "Elige el día del evento en el calendario"],
      ["15 de marzo de 2026", "Elige el día del evento en el calendario"],
      ["15/03/2026", "Elige el día del evento en el calendario"],
      ["2026-02-30", "Esa fecha no existe en el calendario"],
      ["1890-01-01", "Elige una fecha entre los años 2000 y 2100"],
    ]) {
      const res = await uploadEvent({ title: "Evento", date });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await t.prisma.event.count()).toBe(0);
  });

  it("requires a title and a PDF: 'El título es obligatorio', 'Debes seleccionar un archivo PDF'", async () => {
    const noTitle = await uploadEvent({ description: "x" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe("El título es obligatorio");
    const blankTitle = await uploadEvent({ title: "  " });
    expect(blankTitle.body.message).toBe("El título es obligatorio");
    const noFile = await uploadEvent({ title: "Evento" }, null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe("Debes seleccionar un archivo PDF");
    expect(await t.prisma.event.count()).toBe(0);
  });

  it("refuses anything that is not a PDF by its content (415)", async () => {
    const before = storedFileNames(uploadsDir, "events");
    for (const [file, name] of [
      [textFile(), "evento.pdf"],
      [pngFile(), "evento.pdf"],
    ] as const) {
      const res = await uploadEvent({ title: "Evento" }, file, name);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe("Solo se permiten archivos PDF");
    }
    expect(await t.prisma.event.count()).toBe(0);
    expect(storedFileNames(uploadsDir, "events")).toEqual(before);
  });

  it("refuses a PDF over 20 MB (413)", async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await uploadEvent({ title: "Enorme" }, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("El archivo es demasiado grande");
    expect(await t.prisma.event.count()).toBe(0);
  });

  it("answers 401 without a session and 403 for a reader", async () => {
    const anonymous = await uploadEvent({ title: "Evento" }, pdf, "evento.pdf", {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Debes iniciar sesión");
    const forbidden = await uploadEvent({ title: "Evento" }, pdf, "evento.pdf", reader);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect(await t.prisma.event.count()).toBe(0);
  });
});

describe("GET /api/blog", () => {
  it("answers each event with its day", async () => {
    await t.prisma.event.create({
      data: {
        title: "Nuevo",
        description: "Casa de la Cultura",
        date: new Date("2025-06-01T00:00:00.000Z"),
        pdfUrl: "/uploads/blog/b.pdf",
        createdAt: new Date("2025-05-01"),
      },
    });
    const res = await request(t.app).get("/api/blog");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        title: "Nuevo",
        description: "Casa de la Cultura",
        date: "2025-06-01",
        pdfUrl: "/uploads/blog/b.pdf",
        createdAt: "2025-05-01T00:00:00.000Z",
      },
    ]);
  });

  it("lists the upcoming events first (the nearest first, today's included), then those without a date, then the past ones (the latest first)", async () => {
    const today = mexicoCityToday();
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00.000Z`) + offset * 86_400_000);
    const events: [string, Date | null, string][] = [
      ["Pasado hace un mes", day(-30), "2025-01-01"],
      ["En diez días", day(10), "2025-01-02"],
      ["Sin fecha, subido antes", null, "2025-01-03"],
      ["Hoy", day(0), "2025-01-04"],
      ["Ayer", day(-1), "2025-01-05"],
      ["Sin fecha, subido después", null, "2025-01-06"],
      ["En dos días", day(2), "2025-01-07"],
    ];
    for (const [title, date, createdAt] of events)
      await t.prisma.event.create({
        data: { title, date, pdfUrl: "/uploads/blog/a.pdf", createdAt: new Date(createdAt) },
      });
    const res = await request(t.app).get("/api/blog");
    expect(res.body.map((e: { title: string }) => e.title)).toEqual([
      "Hoy",
      "En dos días",
      "En diez días",
      "Sin fecha, subido después",
      "Sin fecha, subido antes",
      "Ayer",
      "Pasado hace un mes",
    ]);
  });
});

describe("PUT /api/blog/{id}", () => {
  it("changes the title, the description and the day", async () => {
    const doc = await t.prisma.event.create({
      data: {
        title: "Antes",
        description: "vieja",
        date: new Date("2025-03-15T00:00:00.000Z"),
        pdfUrl: "/uploads/blog/a.pdf",
      },
    });
    const res = await request(t.app).put(`/api/blog/${doc.id}`).set(admin).send({ title: " Después " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: doc.id,
      title: "Después",
      description: "vieja",
      date: "2025-03-15",
      pdfUrl: "/uploads/blog/a.pdf",
    });
    const moved = await request(t.app)
      .put(`/api/blog/${doc.id}`)
      .set(admin)
      .send({ date: "2025-04-02", description: "Nueva sede: Jardín Libertad" });
    expect(moved.body).toMatchObject({ date: "2025-04-02", description: "Nueva sede: Jardín Libertad" });
    const cleared = await request(t.app).put(`/api/blog/${doc.id}`).set(admin).send({ description: "", date: "" });
    expect(cleared.body).toMatchObject({ description: null, date: null });
    expect(await t.prisma.event.findUniqueOrThrow({ where: { id: doc.id } })).toMatchObject({
      title: "Después",
      description: null,
      date: null,
    });
  });

  it("refuses a day in words ('el próximo sábado') with a Spanish 400 and keeps the stored day", async () => {
    const doc = await t.prisma.event.create({
      data: { title: "Evento", date: new Date("2025-03-15T00:00:00.000Z"), pdfUrl: "/uploads/blog/a.pdf" },
    });
    const res = await request(t.app).put(`/api/blog/${doc.id}`).set(admin).send({ date: "el próximo sábado" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Elige el día del evento en el calendario");
    expect((await t.prisma.event.findUniqueOrThrow({ where: { id: doc.id } })).date).toEqual(
      new Date("2025-03-15T00:00:00.000Z"),
    );
  });

  it("refuses a blank title, unknown fields, unknown documents and non-administrators", async () => {
    const doc = await t.prisma.event.create({ data: { title: "Evento", pdfUrl: "/uploads/blog/a.pdf" } });
    const blank = await request(t.app).put(`/api/blog/${doc.id}`).set(admin).send({ title: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("El título es obligatorio");
    expect((await request(t.app).put(`/api/blog/${doc.id}`).set(admin).send({ pdfUrl: "/otro.pdf" })).status).toBe(400);
    const missing = await request(t.app)
      .put(`/api/blog/${doc.id + 1000}`)
      .set(admin)
      .send({ title: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Documento no encontrado");
    expect((await request(t.app).put(`/api/blog/${doc.id}`).send({ title: "x" })).status).toBe(401);
    expect((await request(t.app).put(`/api/blog/${doc.id}`).set(reader).send({ title: "x" })).status).toBe(403);
    expect((await t.prisma.event.findUniqueOrThrow({ where: { id: doc.id } })).title).toBe("Evento");
  });
});

describe("DELETE /api/blog/{id}", () => {
  it("removes the entry and its PDF", async () => {
    const created = await uploadEvent({ title: "Para borrar" });
    const path = join(uploadsDir, created.body.pdfUrl.replace("/uploads/", ""));
    expect(existsSync(path)).toBe(true);
    const res = await request(t.app).delete(`/api/blog/${created.body.id}`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Documento eliminado");
    expect(await t.prisma.event.count()).toBe(0);
    expect(existsSync(path)).toBe(false);
  });

  it("answers 404 for an unknown document and 401/403 for non-administrators", async () => {
    const doc = await t.prisma.event.create({ data: { title: "Evento", pdfUrl: "/uploads/blog/a.pdf" } });
    expect(
      (
        await request(t.app)
          .delete(`/api/blog/${doc.id + 1000}`)
          .set(admin)
      ).status,
    ).toBe(404);
    expect((await request(t.app).delete(`/api/blog/${doc.id}`)).status).toBe(401);
    expect((await request(t.app).delete(`/api/blog/${doc.id}`).set(reader)).status).toBe(403);
    expect(await t.prisma.event.count()).toBe(1);
  });
});

describe("documents on Cloudinary", () => {
  const c = useCloudinaryTestApp();

  it("uploads the PDF as a raw file to autora/events and destroys it on delete", async () => {
    const created = await request(c.cloud.app)
      .post("/api/blog")
      .set(c.cloudAdmin)
      .field("title", "En la nube")
      .attach("pdf", pdf, "evento.pdf");
    expect(created.status).toBe(201);
    const [sent] = c.fake.uploads;
    expect(sent).toMatchObject({ resourceType: "raw", folder: "autora/events" });
    expect(sent.bytes).toEqual(pdf);
    expect(created.body.pdfUrl).toBe(
      `https://res.cloudinary.com/${c.fake.cloudName}/raw/upload/v1700000000/${sent.publicId}`,
    );
    expect(sent.publicId).toMatch(/\.pdf$/);

    expect((await request(c.cloud.app).delete(`/api/blog/${created.body.id}`).set(c.cloudAdmin)).status).toBe(200);
    expect(c.fake.destroyed).toEqual([{ resourceType: "raw", publicId: sent.publicId, result: "ok" }]);
  });
});
