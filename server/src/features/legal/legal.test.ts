import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta name="description" content="Descripción genérica" />
    <title>Autora Colimense</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "autora-dist-"));
  writeFileSync(join(dist, "index.html"), INDEX);
  t = await createTestApp({ CLIENT_DIST_DIR: dist, OXXO_EXPIRES_AFTER_DAYS: "4" });
  await t.prisma.siteContent.create({
    data: {
      id: 1,
      introTitle: "Tejiendo",
      authorName: "Mariana Velasco",
      authorTitle: "Autora",
      mainTitle: "Cómo",
      subtitle: "Nací.",
    },
  });
  await t.prisma.contactInfo.create({ data: { id: 1, email: "hola@autora.mx", phone: "312 555 0199" } });
});
afterAll(() => t.close());

describe("GET /api/legal-pages/{slug}: the templates", () => {
  it("the privacy notice names the author, the contact data and the LFPDPPP elements", async () => {
    const res = await request(t.app).get("/api/legal-pages/aviso-de-privacidad");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: "aviso-de-privacidad",
      title: "Aviso de privacidad",
      updatedAt: "2026-11-22T12:00:00.000Z",
    });
    const body: string = res.body.body;
    expect(body).toContain("**Mariana Velasco**");
    expect(body).toContain("[hola@autora.mx](mailto:hola@autora.mx)");
    expect(body).toContain("[312 555 0199](tel:3125550199)");
    for (const heading of [
      "## Datos que recabamos",
      "## Para qué usamos tus datos",
      "## Transferencias y encargados",
      "## Tus derechos ARCO",
      "## Cookies y almacenamiento local",
      "## Cambios a este aviso",
    ]) {
      expect(body).toContain(heading);
    }
    expect(body).toContain("**5 años**");
    // a pending order keeps the buyer's IP (to limit held copies per address) and says so
    expect(body).toContain(
      "La dirección IP desde la que haces un pedido, solo mientras su ficha está pendiente de pago",
    );
  });

  it("the terms give prices in MXN with the IVA note, payment at OXXO with the configured days, and PROFECO", async () => {
    const { body } = (await request(t.app).get("/api/legal-pages/terminos")).body as { body: string };
    expect(body).toContain("pesos mexicanos (MXN)");
    expect(body).toContain("0% de IVA");
    expect(body).toContain("La ficha vence a los 4 días naturales");
    expect(body).toContain("**PROFECO**");
  });

  it("the returns policy gives 5 business days to revoke (LFPC art. 56) and covers defective copies", async () => {
    const res = await request(t.app).get("/api/legal-pages/devoluciones");
    expect(res.body.title).toBe("Política de devoluciones");
    expect(res.body.body).toContain("**5 días hábiles**");
    expect(res.body.body).toContain("artículo 56 de la Ley Federal de Protección al Consumidor");
    expect(res.body.body).toContain("## Ejemplares defectuosos o equivocados");
  });

  it("answers 404 for any other page", async () => {
    const res = await request(t.app).get("/api/legal-pages/cookies");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Página no encontrada");
  });
});

describe("PUT /api/legal-pages/{slug}", () => {
  it("lets the administrator replace title and text; the page then shows hers with the new date", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const before = Date.now();
    const res = await request(t.app)
      .put("/api/legal-pages/terminos")
      .set(admin.auth)
      .send({ title: "  Términos de venta ", body: "## Precios\n\nTodo en **MXN**." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: "terminos",
      title: "Términos de venta",
      body: "## Precios\n\nTodo en **MXN**.",
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await request(t.app).get("/api/legal-pages/terminos")).body).toEqual(res.body);
    expect(await t.prisma.legalPage.findMany()).toEqual([
      expect.objectContaining({ slug: "terminos", title: "Términos de venta" }),
    ]);
  });

  it("refuses strangers (401) and readers (403)", async () => {
    const reader = await t.createUser();
    const page = { title: "Hackeado", body: "Nada" };
    expect((await request(t.app).put("/api/legal-pages/devoluciones").send(page)).status).toBe(401);
    const forbidden = await request(t.app).put("/api/legal-pages/devoluciones").set(reader.auth).send(page);
    expect(forbidden.status).toBe(403);
    expect((await request(t.app).get("/api/legal-pages/devoluciones")).body.title).toBe("Política de devoluciones");
  });

  it.each([
    [{ title: " ", body: "Texto" }, "El título es obligatorio"],
    [{ title: "Aviso", body: "" }, "El texto es obligatorio"],
    [{ title: "x".repeat(151), body: "Texto" }, "El título admite como máximo 150 caracteres"],
    [{ title: "Aviso", body: "x".repeat(50_001) }, "El texto admite como máximo 50,000 caracteres"],
    [{ title: "Aviso", body: "Texto", html: "<b>" }, 'Llave desconocida: "html"'],
  ])("refuses %j with 400", async (page, message) => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    const res = await request(t.app).put("/api/legal-pages/aviso-de-privacidad").set(admin.auth).send(page);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for a page that does not exist, even to the administrator", async () => {
    const admin = await t.createUser({ rol: ROLE_ADMIN });
    expect(
      (await request(t.app).put("/api/legal-pages/otra").set(admin.auth).send({ title: "A", body: "B" })).status,
    ).toBe(404);
  });
});

describe("server-rendered legal pages", () => {
  // The text itself is rendered into the page by the client's server renderer (e2e/tests/server-rendering.test.ts), and
  // the head it writes from the text is checked in seo/page-heads.test.ts; without the renderer the page says its name.
  it("/aviso-de-privacidad comes with its title in the page's head", async () => {
    const res = await request(t.app).get("/aviso-de-privacidad");
    expect(res.status).toBe(200);
    expect(res.text).toContain("<title>Aviso de privacidad · Mariana Velasco</title>");
  });

  it("the sitemap lists the three pages", async () => {
    const res = await request(t.app).get("/sitemap.xml");
    for (const path of ["/aviso-de-privacidad", "/terminos", "/devoluciones"])
      expect(res.text).toContain(`${path}</loc>`);
  });
});
