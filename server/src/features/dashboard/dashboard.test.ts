// What needs the administrator: each item only while its condition holds, with the right numbers; administrator only.
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attentionSchema, navCountsSchema } from "@autora/common/contract/dashboard.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { errorHandler } from "../../lib/errors.ts";
import { dashboardRoutes } from "./dashboard.routes.ts";
import { lowDiskThreshold, type Statfs } from "./dashboard.service.ts";

const GB = 1_000_000_000;
/** A made-up disk of `totalGb` with `freeGb` free, in 4 KiB blocks. */
const disk =
  (totalGb: number, freeGb: number): Statfs =>
  async () => ({ bsize: 4096, blocks: Math.round((totalGb * GB) / 4096), bavail: Math.round((freeGb * GB) / 4096) });
const roomy = disk(100, 50);

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let book: { id: number };

beforeAll(async () => {
  // a mail server is set (no worker sends through it here), so only the other items show up unless a test takes it away
  t = await createTestApp({
    SMTP_URL: "smtp://127.0.0.1:2525",
    MAIL_FROM: "Autora <tienda@autora.test>",
    PUBLIC_URL: "https://autora.test",
  });
  admin = await t.createUser({ rol: ROLE_ADMIN });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.prisma.emailMessage.deleteMany();
  await t.prisma.orderItem.deleteMany();
  await t.prisma.order.deleteMany();
  await t.prisma.book.deleteMany();
  book = await t.prisma.book.create({
    data: {
      name: "Urdimbre",
      description: "Historias de artesanas",
      price: "350.00",
      language: "Español",
      editorial: "Editorial Colima",
      format: "Pasta blanda",
      stock: 20,
    },
  });
});

/** The feature's router as the app mounts it, with the disk the test chooses. */
async function attention(statfs: Statfs = roomy, ctx = t.ctx) {
  const app = express().use("/api", dashboardRoutes(ctx, { statfs })).use(errorHandler(t.ctx.log));
  const res = await request(app).get("/api/dashboard/attention").set(admin.auth);
  expect(res.status).toBe(200);
  return attentionSchema.parse(res.body).items;
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

function pendingOrder(
  voucherExpiresAt: Date | null,
  status: "pending" | "paid" | "shipped" | "expired" | "canceled" = "pending",
) {
  return t.prisma.order.create({
    data: {
      status,
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
      voucherExpiresAt,
    },
  });
}

function mail(status: "pending" | "sent" | "kept" | "failed", createdAt = new Date()) {
  return t.prisma.emailMessage.create({
    data: {
      kind: "payment_received",
      to: "maria@ejemplo.mx",
      subject: "Gracias",
      html: "<p>Gracias</p>",
      text: "Gracias",
      status,
      createdAt,
    },
  });
}

describe("GET /api/dashboard/attention", () => {
  it("asks for a mail server while there is none (every mail is only kept), and stops once SMTP_URL is set", async () => {
    const withoutMail = { ...t.ctx, config: { ...t.ctx.config, mail: { ...t.ctx.config.mail, smtpUrl: undefined } } };
    expect(await attention(roomy, withoutMail)).toEqual([{ kind: "mailNotConfigured" }]);
    expect(await attention()).toEqual([]);
  });

  it("is an empty list when nothing needs the administrator (the app serves it at this path)", async () => {
    await mail("sent");
    await mail("pending");
    await pendingOrder(hours(48));
    expect(await attention()).toEqual([]);
    // the app registers the route: its answer validates too (its disk is the machine's, so only the shape is checked)
    const res = await request(t.app).get("/api/dashboard/attention").set(admin.auth);
    expect(res.status).toBe(200);
    expect(attentionSchema.parse(res.body).items.filter((item) => item.kind !== "lowDisk")).toEqual([]);
  });

  it("counts the mails that failed for good in the last 7 days", async () => {
    await mail("failed", new Date(Date.now() - 8 * 24 * 3600 * 1000)); // seen last week: no longer asks for her
    await mail("failed");
    await mail("failed");
    await mail("failed");
    await mail("sent");
    await mail("pending");
    expect(await attention()).toEqual([{ kind: "failedMail", count: 3 }]);
  });

  it("counts the pending vouchers that expire within the next 24 hours, and no others", async () => {
    await pendingOrder(hours(1));
    await pendingOrder(hours(23));
    await pendingOrder(hours(25)); // later
    await pendingOrder(hours(-1)); // already past: the sweeper expires it
    await pendingOrder(null); // a card payment, no voucher
    await pendingOrder(hours(2), "paid");
    await pendingOrder(hours(2), "expired");
    expect(await attention()).toEqual([{ kind: "expiringVouchers", count: 2 }]);
  });

  it("says when the book is running out of copies or sold out, not when it has enough or no limit", async () => {
    for (const [stock, expected] of [
      [4, []],
      [null, []],
      [3, [{ kind: "lowStock", bookId: book.id, name: "Urdimbre", stock: 3 }]],
      [1, [{ kind: "lowStock", bookId: book.id, name: "Urdimbre", stock: 1 }]],
      [0, [{ kind: "lowStock", bookId: book.id, name: "Urdimbre", stock: 0 }]],
    ] as const) {
      await t.prisma.book.update({ where: { id: book.id }, data: { stock } });
      expect(await attention(), `stock ${stock}`).toEqual(expected);
    }
  });

  it("warns when less than 10 % or less than 1 GB of the data disk is free, whichever is more", async () => {
    expect(lowDiskThreshold(5 * GB)).toBe(GB); // a small disk: the 1 GB floor
    expect(lowDiskThreshold(500 * GB)).toBe(50 * GB); // a large one: 10 %
    expect(await attention(disk(5, 1.2))).toEqual([]);
    expect(await attention(disk(5, 0.8))).toEqual([
      {
        kind: "lowDisk",
        freeBytes: Math.round((0.8 * GB) / 4096) * 4096,
        totalBytes: Math.round((5 * GB) / 4096) * 4096,
      },
    ]);
    expect(await attention(disk(500, 60))).toEqual([]);
    expect((await attention(disk(500, 40))).map((item) => item.kind)).toEqual(["lowDisk"]);
  });

  it("reads the disk DATA_DIR is on even before DATA_DIR exists, and leaves the item out when the disk cannot be read", async () => {
    const asked: string[] = [];
    const missingDataDir: Statfs = async (path) => {
      asked.push(path);
      if (path === t.ctx.config.dataDir) throw Object.assign(new Error("no existe"), { code: "ENOENT" });
      return disk(5, 0.5)(path);
    };
    expect((await attention(missingDataDir)).map((item) => item.kind)).toEqual(["lowDisk"]);
    expect(asked.slice(0, 2)).toEqual([t.ctx.config.dataDir, t.ctx.config.dataDir.replace(/[\\/][^\\/]+$/, "")]);
    const unreadable: Statfs = async () => {
      throw Object.assign(new Error("permiso denegado"), { code: "EACCES" });
    };
    await mail("failed");
    expect(await attention(unreadable)).toEqual([{ kind: "failedMail", count: 1 }]);
  });

  it("lists everything that holds at once, in a fixed order", async () => {
    await mail("failed");
    await pendingOrder(hours(3));
    await t.prisma.book.update({ where: { id: book.id }, data: { stock: 0 } });
    expect((await attention(disk(5, 0.1))).map((item) => item.kind)).toEqual([
      "failedMail",
      "expiringVouchers",
      "lowStock",
      "lowDisk",
    ]);
  });

  it("says when the last backup failed, or when the newest one is more than two days old", async () => {
    const status = (value: object) =>
      t.prisma.appSetting.upsert({
        where: { key: "backup_status" },
        create: { key: "backup_status", value: JSON.stringify(value) },
        update: { value: JSON.stringify(value) },
      });
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await status({ ok: false, at: at(1), error: "No queda espacio en el disco." });
    expect(await attention()).toEqual([{ kind: "backupFailed", error: "No queda espacio en el disco." }]);
    await status({ ok: true, at: at(50), file: "autora-respaldo-x.tar.gz", bytes: 10 });
    expect(await attention()).toEqual([{ kind: "backupStale", newestAt: expect.any(String) }]);
    await status({ ok: true, at: at(20), file: "autora-respaldo-x.tar.gz", bytes: 10 });
    expect(await attention()).toEqual([]);
    await t.prisma.appSetting.delete({ where: { key: "backup_status" } });
  });

  it("is for the administrator only", async () => {
    const reader = await t.createUser();
    expect((await request(t.app).get("/api/dashboard/attention")).status).toBe(401);
    const forbidden = await request(t.app).get("/api/dashboard/attention").set(reader.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toEqual(expect.any(String));
  });
});

describe("GET /api/dashboard/nav-counts", () => {
  const counts = async () => {
    const res = await request(t.app).get("/api/dashboard/nav-counts").set(admin.auth);
    expect(res.status).toBe(200);
    return navCountsSchema.parse(res.body);
  };
  const seen = (section: string) => request(t.app).post("/api/dashboard/seen").set(admin.auth).send({ section });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  beforeEach(async () => {
    await t.prisma.bookComment.deleteMany();
    await t.prisma.photoComment.deleteMany();
    await t.prisma.photo.deleteMany();
    await t.prisma.contactMessage.deleteMany();
    await t.prisma.appSetting.deleteMany({ where: { key: { startsWith: "admin_seen_" } } });
  });

  it("counts the paid orders waiting to be shipped, and no pending, shipped, expired or canceled one", async () => {
    for (const status of ["paid", "paid", "pending", "shipped", "expired", "canceled"] as const)
      await pendingOrder(null, status);
    expect(await counts()).toEqual({ ordersToShip: 2, newComments: 0, newMessages: 0 });
  });

  it("counts the readers' comments and the messages since her last visit to their page (the last 7 days before the first)", async () => {
    const reader = await t.createUser();
    const photo = await t.prisma.photo.create({ data: { url: "/uploads/telar.jpg", descripcion: "Telar" } });
    const comment = (fecha: Date, extra: { oculto?: boolean; usuarioId?: number | null } = {}) =>
      t.prisma.bookComment.create({
        data: { contenido: "Me encantó", bookId: book.id, usuarioId: reader.id, fecha, ...extra },
      });
    await comment(daysAgo(8)); // before the first week: old
    await comment(daysAgo(1));
    await comment(new Date(), { oculto: true }); // already hidden: moderated
    await comment(new Date(), { usuarioId: admin.id }); // her own
    await comment(new Date(), { usuarioId: null }); // an account since deleted: still a reader's
    await t.prisma.photoComment.create({
      data: { contenido: "Qué colores", fotografiaId: photo.id, usuarioId: reader.id },
    });
    const message = (createdAt: Date) =>
      t.prisma.contactMessage.create({
        data: { nombre: "Rosa", email: "rosa@ejemplo.mx", mensaje: "Hola", privacidadAceptadaEn: createdAt, createdAt },
      });
    await message(daysAgo(9));
    await message(daysAgo(2));
    expect(await counts()).toMatchObject({ newComments: 3, newMessages: 1 });

    // She opens Comentarios: nothing there is new any more; a comment after that is.
    expect((await seen("comments")).status).toBe(204);
    expect(await counts()).toMatchObject({ newComments: 0, newMessages: 1 });
    await comment(new Date(Date.now() + 1000));
    expect((await seen("messages")).status).toBe(204);
    expect(await counts()).toMatchObject({ newComments: 1, newMessages: 0 });
  });

  it("refuses an unknown section with a Spanish 400", async () => {
    const res = await seen("pedidos");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("La sección no es válida");
  });

  it("is for the administrator only (401 without a token, 403 for a reader), the counts and the visits alike", async () => {
    const reader = await t.createUser();
    expect((await request(t.app).get("/api/dashboard/nav-counts")).status).toBe(401);
    const forbidden = await request(t.app).get("/api/dashboard/nav-counts").set(reader.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("No tienes acceso");
    expect((await request(t.app).post("/api/dashboard/seen").send({ section: "comments" })).status).toBe(401);
    expect(
      (await request(t.app).post("/api/dashboard/seen").set(reader.auth).send({ section: "comments" })).status,
    ).toBe(403);
    expect(await t.prisma.appSetting.count({ where: { key: { startsWith: "admin_seen_" } } })).toBe(0);
  });
});
