// The admin area's "Respaldos" API on the test's real database: only an administrator lists, makes and downloads
// archives; the download asks her password again and streams the archive's bytes; a name that is not an archive's is
// refused; "make one now" while one is being made is a 409.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import { archiveName } from "./backups.service.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let reader: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ rol: ROLE_ADMIN, password: "clave-de-la-autora" });
  reader = await t.createUser();
});
afterAll(() => t.close());

/** the body of a binary answer, as bytes */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

describe("/api/backups", () => {
  it("is for administrators only", async () => {
    expect((await request(t.app).get("/api/backups")).status).toBe(401);
    const asReader = await request(t.app).get("/api/backups").set(reader.auth);
    expect(asReader.status).toBe(403);
    expect((await request(t.app).post("/api/backups").set(reader.auth)).status).toBe(403);
    const name = archiveName(new Date());
    expect(
      (await request(t.app).post(`/api/backups/${name}/download`).set(reader.auth).send({ password: "secreto123" }))
        .status,
    ).toBe(403);
  });

  it("makes one now, then lists it newest first with its size and the last outcome", async () => {
    const older = archiveName(new Date(Date.now() - 3 * 24 * 3600_000));
    const made = await request(t.app).post("/api/backups").set(admin.auth);
    expect(made.status).toBe(201);
    writeFileSync(join(t.ctx.config.backupDir, older), "antiguo");
    const list = await request(t.app).get("/api/backups").set(admin.auth);
    expect(list.status).toBe(200);
    expect(list.body.archives.map((a: { name: string }) => a.name)).toEqual([made.body.name, older]);
    expect(list.body.archives[0].bytes).toBe(made.body.bytes);
    expect(list.body.archives[1]).toMatchObject({ bytes: 7 });
    expect(list.body.last).toMatchObject({ ok: true, file: made.body.name, bytes: made.body.bytes });
  });

  it("refuses a second backup while one is being made (409)", async () => {
    const both = await Promise.all([
      request(t.app).post("/api/backups").set(admin.auth),
      request(t.app).post("/api/backups").set(admin.auth),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(
      "Ya se está haciendo un respaldo. Espera a que termine e inténtalo de nuevo.",
    );
  });

  it("downloads an archive only with the administrator's password, streaming its bytes", async () => {
    const [newest] = (await request(t.app).get("/api/backups").set(admin.auth)).body.archives;
    const wrong = await request(t.app)
      .post(`/api/backups/${newest.name}/download`)
      .set(admin.auth)
      .send({ password: "otra-clave" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("La contraseña no es correcta.");
    const missing = await request(t.app).post(`/api/backups/${newest.name}/download`).set(admin.auth).send({});
    expect(missing.status).toBe(400);
    const ok = await request(t.app)
      .post(`/api/backups/${newest.name}/download`)
      .set(admin.auth)
      .send({ password: "clave-de-la-autora" })
      .buffer(true)
      .parse(binary);
    expect(ok.status).toBe(200);
    expect(ok.headers["content-disposition"]).toBe(`attachment; filename=${newest.name}`);
    expect(ok.body as Buffer).toEqual(readFileSync(join(t.ctx.config.backupDir, newest.name)));
  });

  it("refuses a name that is not an archive's (400) and one that does not exist (404)", async () => {
    const send = (name: string) =>
      request(t.app)
        .post(`/api/backups/${encodeURIComponent(name)}/download`)
        .set(admin.auth)
        .send({ password: "clave-de-la-autora" });
    for (const name of [
      "..%2F..%2Fpglite",
      "../pglite",
      "backup.sock",
      `${archiveName(new Date())}.123.tmp`,
      "autora-respaldo-2026-11-24T14-05-09Z.tar.gz.bak",
    ]) {
      const res = await send(name);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe("Ese nombre no es el de un respaldo.");
    }
    const gone = await send(archiveName(new Date("2020-01-01T00:00:00Z")));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Ese respaldo ya no existe.");
  });

  it("counts wrong passwords per account: past RATE_LIMIT_MAX of them, a 429", async () => {
    const strict = await createTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      const author = await strict.createUser({ rol: ROLE_ADMIN, password: "clave-de-la-autora" });
      const name = archiveName(new Date("2020-01-01T00:00:00Z"));
      const guess = () =>
        request(strict.app).post(`/api/backups/${name}/download`).set(author.auth).send({ password: "adivinanza" });
      expect((await guess()).status).toBe(403);
      expect((await guess()).status).toBe(403);
      const third = await guess();
      expect(third.status).toBe(429);
      expect(third.body.message).toBe("Demasiados intentos. Intenta de nuevo en 15 minutos.");
    } finally {
      await strict.close();
    }
  });
});
