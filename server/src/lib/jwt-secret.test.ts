import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { resolveJwtSecret } from "./jwt-secret.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("JWT secret", () => {
  it("uses JWT_SECRET when set, and otherwise one secret kept in the database that every process reads", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "autora-secret-"));
    expect(await resolveJwtSecret(t.prisma, { dataDir, jwtSecret: "x".repeat(40) })).toBe("x".repeat(40));
    expect(await t.prisma.appSetting.count()).toBe(0);

    // Two processes starting at once, each on a machine of its own (different DATA_DIR): the same secret.
    const [first, second] = await Promise.all([
      resolveJwtSecret(t.prisma, { dataDir, jwtSecret: undefined }),
      resolveJwtSecret(t.prisma, { dataDir: mkdtempSync(join(tmpdir(), "autora-secret-")), jwtSecret: undefined }),
    ]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(await resolveJwtSecret(t.prisma, { dataDir, jwtSecret: undefined })).toBe(first);
  });

  it("takes over the secret an older version generated under DATA_DIR, so sessions survive the upgrade", async () => {
    await t.prisma.appSetting.deleteMany();
    const dataDir = mkdtempSync(join(tmpdir(), "autora-secret-"));
    writeFileSync(join(dataDir, "jwt-secret"), "secreto-anterior-de-mas-de-32-caracteres-123\n");
    expect(await resolveJwtSecret(t.prisma, { dataDir, jwtSecret: undefined })).toBe(
      "secreto-anterior-de-mas-de-32-caracteres-123",
    );
  });

  it("never takes over an old file that is too short to sign with or not a file: a new secret instead", async () => {
    for (const prepare of [
      (dir: string) => writeFileSync(join(dir, "jwt-secret"), "corto\n"),
      (dir: string) => mkdirSync(join(dir, "jwt-secret")),
    ]) {
      await t.prisma.appSetting.deleteMany();
      const dataDir = mkdtempSync(join(tmpdir(), "autora-secret-"));
      prepare(dataDir);
      const secret = await resolveJwtSecret(t.prisma, { dataDir, jwtSecret: undefined });
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(secret).not.toContain("corto");
    }
  });
});
