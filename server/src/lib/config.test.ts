import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.admin).toBeUndefined();
    expect(config.server).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 5_000, maxConnections: 1000 });
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
    [{ HEADERS_TIMEOUT_MS: "10s" }, /HEADERS_TIMEOUT_MS debe ser un número entero de milisegundos/],
    [{ KEEP_ALIVE_TIMEOUT_MS: "0" }, /KEEP_ALIVE_TIMEOUT_MS debe ser al menos 100/],
    [{ MAX_CONNECTIONS: "0" }, /MAX_CONNECTIONS debe ser al menos 1/],
    [{ HEADERS_TIMEOUT_MS: "60000", REQUEST_TIMEOUT_MS: "30000" }, /HEADERS_TIMEOUT_MS no puede ser mayor que REQUEST_TIMEOUT_MS/],
  ])("stops with one clear line for %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
