import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
  ])("stops with one clear line for %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
