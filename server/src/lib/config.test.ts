import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, resolveJwtSecret } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.admin).toBeUndefined();
  });

  it("treats empty values as unset, like a blank line in .env", () => {
    expect(loadConfig({ DATABASE_URL: "", STRIPE_SECRET_KEY: " " }).stripe.secretKey).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL debe empezar con postgresql/],
    [{ JWT_SECRET: "corto" }, /JWT_SECRET debe tener al menos 32 caracteres/],
    [{ ADMIN_EMAIL: "a@b.mx" }, /ADMIN_EMAIL y ADMIN_PASSWORD van juntos/],
    [{ STRIPE_SECRET_KEY: "pk_live_x" }, /STRIPE_SECRET_KEY debe empezar con sk_/],
    [{ CLOUDINARY_URL: "https://x" }, /CLOUDINARY_URL/],
    [{ SMTP_URL: "mail.ejemplo.mx:587" }, /^Configuración inválida: SMTP_URL debe tener la forma smtp:\/\/usuario:clave@host:puerto \(o smtps:\/\/\)$/],
    [{ SMTP_URL: "http://mail.ejemplo.mx" }, /SMTP_URL debe tener la forma/],
    [{ SMTP_URL: "smtp://mail.ejemplo.mx:587", PUBLIC_URL: "https://autora.mx", MAIL_FROM: "sin arroba" }, /^Configuración inválida: MAIL_FROM debe ser un correo, p\. ej\. Autora <hola@ejemplo\.mx>$/],
    [{ SMTP_URL: "smtp://mail.ejemplo.mx:587", PUBLIC_URL: "https://autora.mx" }, /SMTP_URL necesita MAIL_FROM/],
    [{ SMTP_URL: "smtp://mail.ejemplo.mx:587", MAIL_FROM: "hola@autora.mx" }, /SMTP_URL necesita PUBLIC_URL/],
  ])("stops with one clear line for %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads SMTP_URL and MAIL_FROM, and builds e-mail links from PUBLIC_URL", () => {
    const config = loadConfig({ SMTP_URL: "smtps://tienda:cl%40ve@mail.ejemplo.mx:465", MAIL_FROM: "Autora Colimense <hola@autora.mx>", PUBLIC_URL: "https://autora.mx/" });
    expect(config.mail).toEqual({ smtpUrl: "smtps://tienda:cl%40ve@mail.ejemplo.mx:465", from: "Autora Colimense <hola@autora.mx>" });
    expect(config.siteUrl).toBe("https://autora.mx");
    expect(loadConfig({ PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it("keeps a generated JWT secret under DATA_DIR so tokens survive restarts", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "autora-config-"));
    const first = resolveJwtSecret({ dataDir, jwtSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret({ dataDir, jwtSecret: undefined })).toBe(first);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8")).toBe(first);
    expect(resolveJwtSecret({ dataDir, jwtSecret: "x".repeat(40) })).toBe("x".repeat(40));
  });
});
