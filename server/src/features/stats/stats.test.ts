// Visit statistics through the API: what a page view and a COMPRAR tap add (and what they never keep), who is not
// counted (Do Not Track, Global Privacy Control, robots, addresses that are not pages), the Spanish refusals and the
// rate limit, and the administrator's report with its funnel.
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { statsReportSchema, type StatsReport } from "@autora/common/contract/stats.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { errorHandler } from "../../lib/errors.ts";
import { statsRoutes } from "./stats.routes.ts";
import { SOURCES_PER_DAY } from "./stats.service.ts";

/** Two readers' browsers (the test's requests all come from one address). */
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let t: TestApp;
let admin: { Authorization: string };
let reader: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = (await t.createUser()).auth;
});
afterAll(() => t.close());

beforeEach(async () => {
  await Promise.all([
    t.prisma.statsDay.deleteMany(),
    t.prisma.statsPage.deleteMany(),
    t.prisma.statsReferrer.deleteMany(),
    t.prisma.statsCampaign.deleteMany(),
    t.prisma.statsVisitor.deleteMany(),
  ]);
  await t.prisma.orderItem.deleteMany();
  await t.prisma.order.deleteMany();
});

/** The feature's router with the clock the test sets (and in-memory rate limits), as the app mounts it. */
function appAt(now: () => Date, rateLimitMax = 10_000) {
  return express()
    .use(express.json())
    .use("/api", statsRoutes({ ...t.ctx, config: { ...t.ctx.config, rateLimitMax } }, { now }))
    .use(errorHandler(t.ctx.log));
}

const view = (body: object, userAgent = IPHONE, app = t.app) =>
  request(app).post("/api/stats/view").set("User-Agent", userAgent).send(body);
const tapBuy = (userAgent = IPHONE, app = t.app) =>
  request(app).post("/api/stats/cart").set("User-Agent", userAgent).send({});

async function tables() {
  const [days, pages, referrers, campaigns, visitors] = await Promise.all([
    t.prisma.statsDay.findMany(),
    t.prisma.statsPage.findMany({ orderBy: { path: "asc" } }),
    t.prisma.statsReferrer.findMany(),
    t.prisma.statsCampaign.findMany(),
    t.prisma.statsVisitor.findMany(),
  ]);
  const strip = <T extends { day: Date }>(rows: T[]) => rows.map(({ day: _day, ...row }) => row);
  return { days: strip(days), pages: strip(pages), referrers: strip(referrers), campaigns: strip(campaigns), visitors };
}

describe("counting a page view", () => {
  it("adds visitors once a day and views each time, by page, referring site and utm campaign, and keeps no address", async () => {
    const landing = {
      path: "/urdimbre",
      referrer: "https://www.instagram.com/p/Cx1?igshid=abc",
      utmSource: "Instagram",
      utmCampaign: "lanzamiento",
    };
    for (const [body, agent] of [
      [landing, IPHONE],
      [{ path: "/urdimbre" }, IPHONE],
      [{ path: "/gallery/" }, IPHONE],
      [{ path: "/urdimbre", referrer: "http://localhost:3000/gallery" }, ANDROID],
    ] as const) {
      const res = await view(body, agent);
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
    }
    const { days, pages, referrers, campaigns, visitors } = await tables();
    expect(days).toEqual([{ visitors: 2, pageviews: 4, buyers: 0 }]);
    expect(pages).toEqual([
      { path: "/gallery", views: 1, visitors: 1 },
      { path: "/urdimbre", views: 3, visitors: 2 },
    ]);
    // the referrer's domain only; a link from the site itself is not a source
    expect(referrers).toEqual([{ domain: "instagram.com", visitors: 1 }]);
    expect(campaigns).toEqual([{ source: "instagram", campaign: "lanzamiento", visitors: 1 }]);
    // today's hashes: 64 hex characters, never the address, the browser or the page's link
    expect(new Set(visitors.map((v) => v.hash)).size).toBe(2);
    for (const row of visitors) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await tables());
    for (const secret of ["127.0.0.1", "iPhone", "Android", "igshid", "/p/Cx1"])
      expect(everything).not.toContain(secret);
  });

  it("keeps a page with a parameter as its entry in the table of pages, and ignores addresses that are not pages", async () => {
    for (const path of ["/books/7", "/pedido/4f2a9c0d1e", "/blog/2?x=1"])
      expect((await view({ path })).status).toBe(204);
    for (const path of ["/admin/dashboard", "/no-existe", "/api/books", "/uploads/foto.png"])
      expect((await view({ path })).status).toBe(204);
    const { pages, days } = await tables();
    expect(pages.map((page) => page.path)).toEqual(["/blog/:id", "/books/:bookId", "/pedido/:token"]);
    expect(days).toEqual([{ visitors: 1, pageviews: 3, buyers: 0 }]);
    expect(JSON.stringify(await tables())).not.toContain("4f2a9c0d1e");
  });

  it("counts nothing for a reader who sends Do Not Track or Global Privacy Control, nor for robots", async () => {
    const path = { path: "/urdimbre" };
    expect(
      (await request(t.app).post("/api/stats/view").set("User-Agent", IPHONE).set("DNT", "1").send(path)).status,
    ).toBe(204);
    expect(
      (await request(t.app).post("/api/stats/view").set("User-Agent", IPHONE).set("Sec-GPC", "1").send(path)).status,
    ).toBe(204);
    expect(
      (await request(t.app).post("/api/stats/cart").set("User-Agent", ANDROID).set("Sec-GPC", "1").send({})).status,
    ).toBe(204);
    const robots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ];
    for (const agent of robots) expect((await view(path, agent)).status).toBe(204);
    expect((await request(t.app).post("/api/stats/view").unset("User-Agent").send(path)).status).toBe(204);
    // "DNT: 0" is no request: counted
    expect(
      (await request(t.app).post("/api/stats/view").set("User-Agent", IPHONE).set("DNT", "0").send(path)).status,
    ).toBe(204);
    expect((await tables()).days).toEqual([{ visitors: 1, pageviews: 1, buyers: 0 }]);
  });

  it("refuses what is not a page view with a Spanish message, and limits the beacons per address", async () => {
    const cases: [unknown, string][] = [
      [{ path: "/urdimbre", email: "lectora@ejemplo.mx" }, 'Llave desconocida: "email"'],
      [{ path: "urdimbre" }, "La ruta de la página debe empezar con /"],
      [{}, "Falta la ruta de la página"],
      [{ path: 5 }, "La ruta de la página debe ser texto"],
      [{ path: `/${"a".repeat(300)}` }, "La ruta de la página es demasiado larga (máximo 300 caracteres)"],
      [{ path: "/", utmSource: "x".repeat(101) }, "utm_source es demasiado largo (máximo 100 caracteres)"],
      [{ path: "/", referrer: "https://a.mx/".padEnd(2001, "a") }, "La página de origen es demasiado larga"],
    ];
    for (const [body, message] of cases) {
      const res = await view(body as object);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const notJson = await request(t.app).post("/api/stats/view").set("Content-Type", "application/json").send("{path:");
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe("El cuerpo de la petición no es JSON válido");
    expect(
      (await request(t.app).post("/api/stats/cart").set("User-Agent", IPHONE).send({ cantidad: 2 })).body.message,
    ).toBe('Llave desconocida: "cantidad"');
    expect((await tables()).days).toEqual([]);

    // RATE_LIMIT_MAX 2: six beacons per address (views and taps together), then 429
    const limited = appAt(() => new Date(), 2);
    for (let i = 0; i < 3; i++) {
      expect((await view({ path: "/" }, IPHONE, limited)).status).toBe(204);
      expect((await tapBuy(IPHONE, limited)).status).toBe(204);
    }
    const refused = await view({ path: "/" }, IPHONE, limited);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Demasiadas solicitudes. Intenta de nuevo en unos minutos.");
  });

  it("counts the visitors who tapped COMPRAR, each once a day", async () => {
    for (const agent of [IPHONE, IPHONE, ANDROID]) expect((await tapBuy(agent)).status).toBe(204);
    expect((await tables()).days).toEqual([{ visitors: 0, pageviews: 0, buyers: 2 }]);
  });

  it("keeps at most a hundred sites a day by name; the visitors from the others are counted together", async () => {
    for (let i = 0; i <= SOURCES_PER_DAY; i++)
      await view({ path: "/", referrer: `https://sitio-${i}.example/` }, `${IPHONE} ${i}`);
    await view({ path: "/", referrer: "https://sitio-0.example/otra" }, `${ANDROID} otro`);
    const { referrers } = await tables();
    expect(referrers).toHaveLength(SOURCES_PER_DAY + 1);
    expect(referrers.find((row) => row.domain === "sitio-0.example")?.visitors).toBe(2);
    expect(referrers.find((row) => row.domain === "")?.visitors).toBe(1);
  });
});

describe("the administrator's report", () => {
  /** 24 November 2026, 11 a.m. in central Mexico */
  const today = new Date("2026-11-24T17:00:00.000Z");
  const daysAgo = (n: number) => () => new Date(today.getTime() - n * 86_400_000);

  function order(createdAt: Date, paidAt: Date | null) {
    return t.prisma.order.create({
      data: {
        status: paidAt ? "paid" : "pending",
        paidAt,
        createdAt,
        nombre: "María López",
        email: "maria@ejemplo.mx",
        telefono: "3125550101",
        calleNumero: "Av. Juárez 123",
        colonia: "Centro",
        codigoPostal: "28000",
        ciudad: "Colima",
        estado: "Colima",
        referencias: "",
        totalCentavos: 35000,
        paymentProvider: "simulated",
      },
    });
  }

  async function report(range?: string): Promise<StatsReport> {
    const res = await request(appAt(() => today))
      .get("/api/stats")
      .query(range ? { range } : {})
      .set(admin);
    expect(res.status).toBe(200);
    return statsReportSchema.parse(res.body);
  }

  it("adds up days and months, names the top pages, lists the sources and follows the funnel to paid orders", async () => {
    // today: four readers see the book, two tap COMPRAR (one twice), one more reads the gallery
    const now = appAt(() => today);
    for (const agent of ["A", "B", "C", "D"])
      await view(
        {
          path: "/urdimbre",
          ...(agent === "A"
            ? { referrer: "https://l.instagram.com/?u=x", utmSource: "instagram", utmCampaign: "preventa" }
            : {}),
        },
        `${IPHONE} ${agent}`,
        now,
      );
    for (const agent of ["A", "B", "B"]) await tapBuy(`${IPHONE} ${agent}`, now);
    await view({ path: "/gallery" }, `${IPHONE} E`, now);
    // 3 days ago: one reader, two pages; 40 days ago (outside the 30 days, inside the 12 months): one
    await view({ path: "/" }, IPHONE, appAt(daysAgo(3)));
    await view({ path: "/books/1", referrer: "https://www.facebook.com/" }, IPHONE, appAt(daysAgo(3)));
    await view({ path: "/urdimbre" }, ANDROID, appAt(daysAgo(40)));
    // orders: two placed in the last days (one paid), one placed 40 days ago and paid
    await order(daysAgo(1)(), daysAgo(0)());
    await order(daysAgo(2)(), null);
    await order(daysAgo(40)(), daysAgo(39)());

    const days = await report();
    expect(days.range).toBe("30d");
    expect(days.series).toHaveLength(30);
    expect(days.series.at(-1)).toEqual({ period: "2026-11-24", visitors: 5, pageviews: 5 });
    expect(days.series.at(-4)).toEqual({ period: "2026-11-21", visitors: 1, pageviews: 2 });
    expect(days.series[0].period).toBe("2026-10-26");
    expect(days.totals).toEqual({ visitors: 6, pageviews: 7 });
    expect(days.pages).toEqual([
      { path: "/urdimbre", title: "Urdimbre", views: 4, visitors: 4 },
      { path: "/", title: "Inicio", views: 1, visitors: 1 },
      { path: "/books/:bookId", title: "Libro", views: 1, visitors: 1 },
      { path: "/gallery", title: "Galería", views: 1, visitors: 1 },
    ]);
    expect(days.referrers).toEqual([
      { domain: "facebook.com", visitors: 1 },
      { domain: "l.instagram.com", visitors: 1 },
    ]);
    expect(days.campaigns).toEqual([{ source: "instagram", campaign: "preventa", visitors: 1 }]);
    expect(days.funnel).toEqual([
      { step: "book", count: 5, rate: null },
      { step: "buy", count: 2, rate: 2 / 5 },
      { step: "order", count: 2, rate: 1 },
      { step: "paid", count: 1, rate: 1 / 2 },
    ]);

    const months = await report("12m");
    expect(months.series.map((row) => row.period)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(months.series.slice(-2)).toEqual([
      { period: "2026-10", visitors: 1, pageviews: 1 },
      { period: "2026-11", visitors: 6, pageviews: 7 },
    ]);
    expect(months.pages[0]).toEqual({ path: "/urdimbre", title: "Urdimbre", views: 5, visitors: 5 });
    expect(months.funnel.map((step) => step.count)).toEqual([6, 2, 3, 2]);
  });

  it("says nothing was counted yet with zeros, and a funnel without shares", async () => {
    const empty = await report();
    expect(empty.totals).toEqual({ visitors: 0, pageviews: 0 });
    expect(empty.series.every((row) => row.visitors === 0 && row.pageviews === 0)).toBe(true);
    expect(empty.pages).toEqual([]);
    expect(empty.funnel).toEqual([
      { step: "book", count: 0, rate: null },
      { step: "buy", count: 0, rate: null },
      { step: "order", count: 0, rate: null },
      { step: "paid", count: 0, rate: null },
    ]);
  });

  it("is the administrator's only: 401 without a session, 403 for a reader, a Spanish 400 for an unknown period", async () => {
    const anonymous = await request(t.app).get("/api/stats");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Debes iniciar sesión");
    const notAdmin = await request(t.app).get("/api/stats").set(reader);
    expect(notAdmin.status).toBe(403);
    const wrong = await request(t.app).get("/api/stats?range=7d").set(admin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("El periodo debe ser 30d (últimos 30 días) o 12m (últimos 12 meses)");
    expect((await request(t.app).get("/api/stats?range=12m").set(admin)).status).toBe(200);
  });
});

describe("the privacy notice", () => {
  it("says by default what the statistics count and what they never keep", async () => {
    const { body } = await request(t.app).get("/api/legal-pages/aviso-de-privacidad");
    expect(body.body).toContain("## Estadísticas de visitas");
    for (const phrase of [
      "qué páginas ven",
      "solo su dominio",
      "utm_source y utm_campaign",
      "tocan COMPRAR",
      "no usamos cookies ni guardamos tu dirección IP",
      "se borran después de la medianoche",
      "«No rastrear» (Do Not Track)",
      "(GPC), no contamos tu visita",
    ]) {
      expect(body.body).toContain(phrase);
    }
  });
});
