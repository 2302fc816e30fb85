import express, { type Router } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { createResponseCache, publicDataDeclaredBy, showsPublicData } from "./response-cache.ts";

let t: TestApp;
let admin: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
});
afterAll(() => t.close());

const texts = { introTitle: "Después", authorName: "A", authorTitle: "B", mainTitle: "C", subtitle: "D" };
const contact = { phone: "+52 312 111 2222", email: "hola@ejemplo.mx", youtube: "", facebook: "", instagram: "" };

describe("public GET cache", () => {
  it("answers repeat reads with an ETag and 304 when unchanged", async () => {
    const first = await request(t.app).get("/api/contact-info");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\//);
    const again = await request(t.app).get("/api/contact-info");
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toEqual(first.body);
    expect((await request(t.app).get("/api/contact-info").set("If-None-Match", etag)).status).toBe(304);
  });

  it("sends a cached list compressed to a browser that takes it, the same body as uncompressed", async () => {
    // a list long enough to be worth compressing (above 1 KB)
    await t.prisma.photo.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        url: `/uploads/photos/telar-${i}.png`,
        descripcion: `Telar de cintura ${i}`,
        activo: true,
      })),
    });
    t.app.locals.responseCache.clear();
    const plain = await request(t.app).get("/api/fotografias").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const encoding of ["br", "gzip"]) {
      const compressed = await request(t.app).get("/api/fotografias").set("Accept-Encoding", encoding);
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.headers.vary).toBe("Accept-Encoding");
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.body).toEqual(plain.body);
    }
  });

  it("shows a change made through the API at once", async () => {
    const before = await request(t.app).get("/api/contact-info");
    expect((await request(t.app).post("/api/contact-info").set(admin).send(contact)).status).toBe(200);
    const after = await request(t.app).get("/api/contact-info");
    expect(after.body.phone).toBe("+52 312 111 2222");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await request(t.app).get("/api/contact-info").set("If-None-Match", before.headers.etag)).status).toBe(200);
  });

  it("never serves a cached public list to a request that depends on who asks", async () => {
    await t.prisma.photo.create({ data: { url: "/uploads/photos/oculta.png", descripcion: "Oculta", activo: false } });
    const publicList = await request(t.app).get("/api/fotografias");
    expect(publicList.body.map((p: { descripcion: string }) => p.descripcion)).not.toContain("Oculta");
    const adminList = await request(t.app).get("/api/fotografias?all=1").set(admin);
    expect(adminList.body.map((p: { descripcion: string }) => p.descripcion)).toContain("Oculta");
    expect(adminList.headers["cache-control"]).not.toBe("no-cache");
  });

  it("does not cache error answers", async () => {
    const id = 4242;
    expect((await request(t.app).get(`/api/book/${id}`)).status).toBe(404);
    await t.prisma.book.create({
      data: {
        id,
        name: "Urdimbre",
        description: "Historias",
        price: "450.00",
        language: "Español",
        editorial: "Volcán",
        format: "Pasta blanda",
      },
    });
    const found = await request(t.app).get(`/api/book/${id}`);
    expect(found.status).toBe(200);
    expect(found.body.name).toBe("Urdimbre");
  });

  it("is not emptied by anonymous calls that change no public data, nor by refused changes", async () => {
    await t.prisma.siteContent.upsert({
      where: { id: 1 },
      create: { introTitle: "Antes", authorName: "A", authorTitle: "B", mainTitle: "C", subtitle: "D" },
      update: { introTitle: "Antes" },
    });
    expect((await request(t.app).get("/api/site-content")).body.introTitle).toBe("Antes");
    // Changed behind the API's back: only a cache hit still answers "Antes".
    await t.prisma.siteContent.update({ where: { id: 1 }, data: { introTitle: "Después" } });
    expect(
      (await request(t.app).post("/api/usuarios/login").send({ email: "nadie@ejemplo.mx", password: "incorrecta" }))
        .status,
    ).toBe(401);
    expect(
      (
        await request(t.app)
          .post("/api/subscribe")
          .send({ email: `lectora${Date.now()}@ejemplo.mx` })
      ).status,
    ).toBeLessThan(300);
    expect((await request(t.app).post("/api/subscribe").send({ email: "no-es-correo" })).status).toBe(400);
    expect((await request(t.app).put("/api/site-content").send({})).status).toBe(401);
    expect((await request(t.app).put("/api/site-content").set(admin).send({ introTitle: "" })).status).toBe(400);
    expect((await request(t.app).get("/api/site-content")).body.introTitle).toBe("Antes");
    // A successful change of other data leaves it; one of the site's texts empties it.
    expect((await request(t.app).post("/api/contact-info").set(admin).send(contact)).status).toBe(200);
    expect((await request(t.app).get("/api/site-content")).body.introTitle).toBe("Antes");
    expect(
      (
        await request(t.app)
          .put("/api/site-content")
          .set(admin)
          .send({ ...texts, mainTitle: "Otro" })
      ).status,
    ).toBe(200);
    expect((await request(t.app).get("/api/site-content")).body.mainTitle).toBe("Otro");
  });

  it("is emptied by no read, no OPTIONS, no write that changes nothing public, however its path is spelt", async () => {
    const reader = await t.createUser();
    const photo = await t.prisma.photo.create({
      data: { url: "/uploads/photos/favorita.png", descripcion: "Favorita", activo: true },
    });
    await t.prisma.siteContent.upsert({
      where: { id: 1 },
      create: { introTitle: "Guardado", authorName: "A", authorTitle: "B", mainTitle: "C", subtitle: "D" },
      update: { introTitle: "Guardado" },
    });
    t.app.locals.responseCache.clear();
    const cached = await request(t.app).get("/api/site-content");
    expect(cached.body.introTitle).toBe("Guardado");
    // Changed behind the API's back: only a cache hit still answers "Guardado".
    await t.prisma.siteContent.update({ where: { id: 1 }, data: { introTitle: "Nuevo" } });
    const email = `lectora-${Date.now()}@ejemplo.mx`;
    const calls: [string, number, () => request.Test][] = [
      ["OPTIONS /api/books", 200, () => request(t.app).options("/api/books")],
      ["OPTIONS /api/SITE-CONTENT/", 200, () => request(t.app).options("/api/SITE-CONTENT/")],
      ["HEAD /api/books", 200, () => request(t.app).head("/api/books")],
      [
        "POST /api/usuarios/recuperar-contrasena",
        200,
        () => request(t.app).post("/api/usuarios/recuperar-contrasena").send({ email: "nadie@ejemplo.mx" }),
      ],
      [
        "POST /api/SUBSCRIBE",
        201,
        () =>
          request(t.app)
            .post("/api/SUBSCRIBE")
            .send({ email: `a-${email}` }),
      ],
      [
        "POST /api/subscribe/",
        201,
        () =>
          request(t.app)
            .post("/api/subscribe/")
            .send({ email: `b-${email}` }),
      ],
      [
        "POST /api/Subscribe//",
        404,
        () =>
          request(t.app)
            .post("/api/Subscribe//")
            .send({ email: `c-${email}` }),
      ],
      [
        "POST /api/usuarios/crear",
        201,
        () =>
          request(t.app)
            .post("/api/usuarios/crear")
            .send({ nombre: "Lectora", email, password: "hilos-y-barro-1", aceptaPrivacidad: true }),
      ],
      [
        "POST /api/USUARIOS/LOGIN/",
        200,
        () => request(t.app).post("/api/USUARIOS/LOGIN/").send({ email, password: "hilos-y-barro-1" }),
      ],
      [
        "POST /api/favoritos",
        201,
        () => request(t.app).post("/api/favoritos").set(reader.auth).send({ fotografiaId: photo.id }),
      ],
      ["POST /api/no-existe", 404, () => request(t.app).post("/api/no-existe").send({})],
      ["DELETE /api/books", 404, () => request(t.app).delete("/api/books")],
    ];
    for (const [name, status, call] of calls) {
      expect((await call()).status, name).toBe(status);
      const again = await request(t.app).get("/api/site-content");
      expect(again.body.introTitle, `after ${name}`).toBe("Guardado");
      expect(again.headers.etag, `after ${name}`).toBe(cached.headers.etag);
    }
    // A successful change through the API empties it.
    expect(
      (
        await request(t.app)
          .put("/api/site-content")
          .set(admin)
          .send({ ...texts, introTitle: "Nuevo" })
      ).status,
    ).toBe(200);
    expect((await request(t.app).get("/api/site-content")).body.introTitle).toBe("Nuevo");
  });

  it("knows, for every route that writes, whether it changes public data: a new one must say", () => {
    // Writes that change nothing a public list shows (accounts, sessions, favourites, the newsletter, order lookup,
    // backups, the visit statistics).
    const changeNothingPublic = [
      "POST /usuarios/crear",
      "POST /usuarios/login",
      "POST /usuarios/recuperar-contrasena",
      "POST /usuarios/restablecer-contrasena",
      "POST /usuarios/cambiar-contrasena",
      "POST /orders/lookup",
      "POST /orders/:id/dedicated",
      "PUT /orders/:id/shipping",
      "POST /orders/quote",
      "POST /discount-codes",
      "PUT /discount-codes/:id",
      "POST /discount-codes/:id/deactivate",
      "POST /favoritos",
      "DELETE /favoritos/:userId/:photoId",
      "POST /subscribe",
      "POST /mail/test",
      "POST /newsletter/confirm",
      "POST /newsletter/unsubscribe",
      "POST /newsletter/unsubscribe/:token",
      "POST /newsletters",
      "POST /newsletters/:id/send",
      "POST /backups",
      "POST /backups/:name/download",
      "POST /contact-messages",
      "DELETE /contact-messages/:id",
      "POST /stats/view",
      "POST /stats/cart",
      "POST /dashboard/seen",
    ];
    type Layer = {
      route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
      handle: { stack?: Layer[] };
    };
    const writes: { route: string; declared: boolean }[] = [];
    const walk = (stack: Layer[]) => {
      for (const layer of stack) {
        if (layer.handle.stack) walk(layer.handle.stack);
        if (!layer.route) continue;
        for (const method of Object.keys(layer.route.methods).filter((m) => !["get", "head"].includes(m))) {
          writes.push({
            route: `${method.toUpperCase()} ${layer.route.path}`,
            declared: layer.route.stack.some((l) => publicDataDeclaredBy(l.handle)?.changes),
          });
        }
      }
    };
    walk((t.app as unknown as { router: Router }).router.stack as unknown as Layer[]);
    expect(writes.length).toBeGreaterThan(30);
    expect(
      writes
        .filter((w) => !w.declared)
        .map((w) => w.route)
        .sort(),
    ).toEqual([...changeNothingPublic].sort());
  });

  it("empties only the answers that show the data a change names: a book comment leaves the photos", async () => {
    const reader = await t.createUser();
    const book = await t.prisma.book.create({
      data: {
        name: "Barro",
        description: "Cuentos",
        price: "300.00",
        language: "Español",
        editorial: "Volcán",
        format: "Pasta blanda",
      },
    });
    const photo = await t.prisma.photo.create({
      data: { url: "/uploads/gallery/antes.png", descripcion: "Antes del comentario", activo: true },
    });
    t.app.locals.responseCache.clear();
    expect(
      (await request(t.app).get("/api/fotografias")).body.map((p: { descripcion: string }) => p.descripcion),
    ).toContain("Antes del comentario");
    expect((await request(t.app).get(`/api/${book.id}/comentarios`)).status).toBe(200);
    // Changed behind the API's back: only a kept answer still shows "Antes del comentario".
    await t.prisma.photo.update({ where: { id: photo.id }, data: { descripcion: "Después del comentario" } });
    const comment = await request(t.app)
      .post(`/api/${book.id}/comentarios`)
      .set(reader.auth)
      .send({ contenido: "Me encantó la historia del telar." });
    expect(comment.status).toBe(201);
    const comments = await request(t.app).get(`/api/${book.id}/comentarios`);
    expect(JSON.stringify(comments.body)).toContain("Me encantó la historia del telar.");
    const photos = (await request(t.app).get("/api/fotografias")).body.map(
      (p: { descripcion: string }) => p.descripcion,
    );
    expect(photos).toContain("Antes del comentario");
    // A comment on a photo is shown with the photos' comments, not in the list either; a change of the gallery is.
    expect(
      (await request(t.app).put(`/api/fotografias/${photo.id}`).set(admin).send({ descripcion: "Cambiada" })).status,
    ).toBe(200);
    expect(
      (await request(t.app).get("/api/fotografias")).body.map((p: { descripcion: string }) => p.descripcion),
    ).toContain("Cambiada");
  });

  it("names, on every cacheable read and every write, data the other side knows (no misspelt name)", () => {
    type Layer = { route?: { path: string; stack: { handle: unknown }[] }; handle: { stack?: Layer[] } };
    const shown = new Set<string>();
    const changed = new Set<string>();
    const walk = (stack: Layer[]) => {
      for (const layer of stack) {
        if (layer.handle.stack) walk(layer.handle.stack);
        for (const { handle } of layer.route?.stack ?? []) {
          const declared = publicDataDeclaredBy(handle);
          declared?.shows?.forEach((name) => shown.add(name));
          declared?.changes?.forEach((name) => changed.add(name));
        }
      }
    };
    walk((t.app as unknown as { router: Router }).router.stack as unknown as Layer[]);
    expect(shown.size).toBeGreaterThan(5);
    expect([...changed].filter((name) => !shown.has(name))).toEqual([]);
    expect([...shown].filter((name) => !changed.has(name))).toEqual([]);
  });
});

describe("concurrent misses", () => {
  it("compute an answer once for every request that asked while it was being computed", async () => {
    const cache = createResponseCache();
    let computed = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = express();
    app.use(cache.middleware);
    app.get("/lista", showsPublicData("gallery"), async (_req, res) => {
      computed += 1;
      await held;
      res.json({ items: ["telar", "barro"], computed });
    });
    const asked = Array.from({ length: 5 }, () =>
      request(app)
        .get("/lista")
        .then((res) => res),
    );
    await new Promise((resolve) => setTimeout(resolve, 50)); // every request is waiting
    release();
    const answers = await Promise.all(asked);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((res) => res.body)).toEqual(Array(5).fill({ items: ["telar", "barro"], computed: 1 }));
    expect(computed).toBe(1);
    // Kept until a change of what it shows: another name leaves it, its own empties it.
    cache.publicDataChanged(["book-comments"]);
    expect((await request(app).get("/lista")).body.computed).toBe(1);
    cache.publicDataChanged(["gallery"]);
    expect((await request(app).get("/lista")).body.computed).toBe(2);
  });

  it("render a page once for every request that asked while it was being rendered, and keep it until what it read changes", async () => {
    const cache = createResponseCache();
    let rendered = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = express();
    app.get("/galeria", async (req, res) => {
      const kept = cache.page(req, res);
      if (kept?.kept) return res.type("html").send(kept.kept.identity);
      const waited = kept?.wait ? await kept.wait : undefined;
      if (waited) return res.type("html").send(waited.identity);
      rendered += 1;
      await held;
      const html = `<h1>Galería ${rendered}</h1>`;
      res.type("html").send(kept?.keep ? kept.keep(html, new Set(["gallery", "photo-comments"])).identity : html);
    });
    const asked = Array.from({ length: 4 }, () =>
      request(app)
        .get("/galeria")
        .then((res) => res),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await Promise.all(asked)).map((res) => res.text)).toEqual(Array(4).fill("<h1>Galería 1</h1>"));
    expect(rendered).toBe(1);
    cache.publicDataChanged(["book-comments"]);
    expect((await request(app).get("/galeria")).text).toBe("<h1>Galería 1</h1>");
    cache.publicDataChanged(["photo-comments"]);
    expect((await request(app).get("/galeria")).text).toBe("<h1>Galería 2</h1>");
  });
});
