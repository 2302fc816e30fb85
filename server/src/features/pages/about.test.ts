import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngFile, storedFileNames, textFile } from "#test/files.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

let t: TestApp;
let admin: { Authorization: string };
let reader: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = (await t.createUser()).auth;
});
afterAll(() => t.close());

const edited = {
  quote: "Escribo para que las manos que hacen no se queden sin nombre.",
  biography: "Nací en Comala.\n\nHoy vivo en Colima y escribo.",
  values: [
    { title: "Escucha", text: "Primero escucho, después escribo." },
    { title: "Oficio", text: "Cada técnica tiene su tiempo." },
  ],
  reasons: ["Entrevistas en campo.", "Diseño editorial."],
  testimonials: [{ name: "Alma", job: "Alfarera", text: "Contó mi historia con cariño." }],
  portraitAlt: "Fotografía de la autora en su taller",
};

const uploadsDir = () => t.ctx.config.uploadsDir;

describe("/api/about", () => {
  it("answers the author's starting texts, with no portrait, before anything is saved", async () => {
    const res = await request(t.app).get("/api/about");
    expect(res.status).toBe(200);
    expect(res.body.portraitUrl).toBeNull();
    expect(res.body.quote).toBe(
      "Cada pieza hecha a mano guarda una historia; mi trabajo es escucharla con calma y contarla con respeto.",
    );
    expect(res.body.values.map((value: { title: string }) => value.title)).toEqual([
      "Respeto",
      "Colaboración",
      "Memoria",
    ]);
    expect(res.body.testimonials).toHaveLength(4);
    expect(res.body.biography).toContain("Colima");
    // no placeholder is left for the public to read
    expect(JSON.stringify(res.body)).not.toMatch(/texto de ejemplo|lorem/i);
  });

  it("lets an administrator replace the texts (trimmed) in the single row, keeping the portrait", async () => {
    const res = await request(t.app)
      .put("/api/about")
      .set(admin)
      .send({ ...edited, quote: `  ${edited.quote}  `, reasons: [" Entrevistas en campo. ", "Diseño editorial."] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...edited, portraitUrl: null });
    expect((await request(t.app).get("/api/about")).body).toEqual({ ...edited, portraitUrl: null });
    const rows = await t.prisma.aboutPage.findMany();
    expect(rows).toEqual([
      expect.objectContaining({
        id: 1,
        quote: edited.quote,
        reasons: edited.reasons,
        values: edited.values,
        testimonials: edited.testimonials,
      }),
    ]);
  });

  it("answers 401 without a token and 403 to a reader, changing nothing", async () => {
    const before = (await request(t.app).get("/api/about")).body;
    expect(
      (
        await request(t.app)
          .put("/api/about")
          .send({ ...edited, quote: "Hackeado" })
      ).status,
    ).toBe(401);
    const forbidden = await request(t.app)
      .put("/api/about")
      .set(reader)
      .send({ ...edited, quote: "Hackeado" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect((await request(t.app).get("/api/about")).body).toEqual(before);
  });

  it.each([
    [{ ...edited, quote: "  " }, "La cita es obligatoria"],
    [{ ...edited, biography: "x".repeat(6001) }, "La biografía no puede tener más de 6000 caracteres"],
    [{ ...edited, values: [] }, "Escribe al menos un valor"],
    [{ ...edited, values: [{ title: "", text: "Algo" }] }, "Cada valor necesita un título"],
    [
      { ...edited, values: Array.from({ length: 7 }, () => ({ title: "Valor", text: "Texto" })) },
      "Puedes mostrar hasta 6 valores",
    ],
    [{ ...edited, reasons: ["Una", " "] }, "Ninguna razón puede ir vacía"],
    [
      { ...edited, testimonials: [{ name: "Alma", job: "", text: "Gracias" }] },
      "Cada testimonio necesita a qué se dedica quien lo da",
    ],
    [
      { ...edited, testimonials: [{ name: "Alma", job: "Alfarera", text: "Gracias", color: "#fff" }] },
      'testimonials.0: Llave desconocida: "color"',
    ],
    [{ ...edited, portraitUrl: "https://otro.example/foto.png" }, 'Llave desconocida: "portraitUrl"'],
  ])("refuses %j with 400 and its Spanish reason", async (body, message) => {
    const res = await request(t.app).put("/api/about").set(admin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("/api/about/portrait", () => {
  it("stores a new portrait, serves it, and removes the old file when it is replaced or taken away", async () => {
    const first = await request(t.app)
      .put("/api/about/portrait")
      .set(admin)
      .attach("portrait", pngFile(1), "retrato.png");
    expect(first.status).toBe(200);
    expect(first.body.portraitUrl).toMatch(/^\/uploads\/pages\/[a-z0-9]+-[0-9a-f]{16}\.png$/);
    expect(first.body.quote).toBe(edited.quote); // the texts stay
    expect((await request(t.app).get(first.body.portraitUrl)).status).toBe(200);
    expect(storedFileNames(uploadsDir(), "pages")).toHaveLength(1);

    const second = await request(t.app)
      .put("/api/about/portrait")
      .set(admin)
      .attach("portrait", pngFile(2), "otro.png");
    expect(second.status).toBe(200);
    expect(second.body.portraitUrl).not.toBe(first.body.portraitUrl);
    expect(storedFileNames(uploadsDir(), "pages")).toEqual([second.body.portraitUrl.split("/").pop()]);
    expect((await request(t.app).get("/api/about")).body.portraitUrl).toBe(second.body.portraitUrl);

    const removed = await request(t.app).delete("/api/about/portrait").set(admin);
    expect(removed.status).toBe(200);
    expect(removed.body.portraitUrl).toBeNull();
    expect(storedFileNames(uploadsDir(), "pages")).toEqual([]);
    expect((await request(t.app).get("/api/about")).body.portraitUrl).toBeNull();
  });

  it("refuses a missing file, a file that is not an image, and anyone but an administrator", async () => {
    const none = await request(t.app).put("/api/about/portrait").set(admin).field("nada", "1");
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Elige una imagen para el retrato");
    const text = await request(t.app)
      .put("/api/about/portrait")
      .set(admin)
      .attach("portrait", textFile(), "retrato.png");
    expect(text.status).toBe(415);
    expect(text.body.message).toBe("El archivo debe ser una imagen JPG, PNG, WebP, GIF o AVIF");
    expect((await request(t.app).put("/api/about/portrait").attach("portrait", pngFile(), "r.png")).status).toBe(401);
    expect(
      (await request(t.app).put("/api/about/portrait").set(reader).attach("portrait", pngFile(), "r.png")).status,
    ).toBe(403);
    expect((await request(t.app).delete("/api/about/portrait").set(reader)).status).toBe(403);
    expect(storedFileNames(uploadsDir(), "pages")).toEqual([]);
    expect((await request(t.app).get("/api/about")).body.portraitUrl).toBeNull();
  });
});
