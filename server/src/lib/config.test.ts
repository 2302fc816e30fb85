import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.admin).toBeUndefined();
    expect(config.server).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1000,
      maxConnectionsPerIp: 50,
    });
    expect(config.checkoutLimits).toEqual({ ordersPerBuyer: 2, copiesPerBuyer: 5, ordersPerIp: 20 });
  });

  it("treats empty values as unset, like a blank line in .env", () => {
    expect(loadConfig({ DATABASE_URL: "", STRIPE_SECRET_KEY: " " }).stripe.secretKey).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL debe tener la forma postgresql:\/\//],
    [{ JWT_SECRET: "corto" }, /JWT_SECRET debe tener al menos 32 caracteres/],
    [{ ADMIN_EMAIL: "a@b.mx" }, /ADMIN_EMAIL y ADMIN_PASSWORD van juntos/],
    [{ STRIPE_SECRET_KEY: "pk_live_x" }, /STRIPE_SECRET_KEY debe empezar con sk_/],
    [{ CLOUDINARY_URL: "https://x" }, /CLOUDINARY_URL/],
    [
      { CLOUDINARY_URL: "cloudinary://clave:secreto@mi nube" },
      /^Configuración inválida: CLOUDINARY_URL debe tener la forma cloudinary:\/\/key:secret@cloud\. Corrígelo en el entorno o en \.env\.$/,
    ],
    [
      { ADMIN_EMAIL: "a@b.mx", ADMIN_PASSWORD: "ñ".repeat(40) },
      /^Configuración inválida: ADMIN_PASSWORD debe tener como máximo 72 bytes/,
    ],
    [
      { ADMIN_PROMOTE_EXISTING: "sí" },
      /^Configuración inválida: ADMIN_PROMOTE_EXISTING debe ser true o false \(valor: "sí"\)/,
    ],
    [{ PORT: "70000" }, /^Configuración inválida: PORT debe ser un número entero entre 0 y 65535 \(valor: "70000"\)/],
    [
      { DATABASE_POOL_SIZE: "0" },
      /^Configuración inválida: DATABASE_POOL_SIZE debe ser un número entero entre 1 y 100/,
    ],
    [{ PUBLIC_URL: "ftp://autora.mx" }, /^Configuración inválida: PUBLIC_URL debe ser una dirección http\(s\)/],
    [
      { CLIENT_ORIGIN: "https://tienda.mx/" },
      /^Configuración inválida: CLIENT_ORIGIN debe ser una dirección de origen http\(s\)/,
    ],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Configuración inválida: TRUST_PROXY debe ser true, false/],
    [{ TRUST_PROXY: "proxy.interno" }, /^Configuración inválida: TRUST_PROXY/],
    [
      { DATABASE_URL: "postgresql://" },
      /^Configuración inválida: DATABASE_URL debe tener la forma postgresql:\/\/usuario:contraseña@host:5432\/base\. Corrígelo/,
    ],
    [
      { CLIENT_DIST_DIR: "/no/existe" },
      /^Configuración inválida: CLIENT_DIST_DIR \(\/no\/existe\) no existe o no es una carpeta/,
    ],
    [{ HEADERS_TIMEOUT_MS: "10s" }, /HEADERS_TIMEOUT_MS debe ser un número entero de milisegundos/],
    [{ KEEP_ALIVE_TIMEOUT_MS: "0" }, /KEEP_ALIVE_TIMEOUT_MS debe ser al menos 100/],
    [{ MAX_CONNECTIONS: "0" }, /MAX_CONNECTIONS debe ser al menos 1/],
    [
      { MAX_CONNECTIONS_PER_IP: "0" },
      /^Configuración inválida: MAX_CONNECTIONS_PER_IP debe ser al menos 1 \(valor: "0"\)/,
    ],
    [{ MAX_CONNECTIONS_PER_IP: "muchas" }, /^Configuración inválida: MAX_CONNECTIONS_PER_IP debe ser un número entero/],
    [
      { HEADERS_TIMEOUT_MS: "60000", REQUEST_TIMEOUT_MS: "30000" },
      /HEADERS_TIMEOUT_MS no puede ser mayor que REQUEST_TIMEOUT_MS/,
    ],
    [
      { SMTP_URL: "mail.ejemplo.mx:587" },
      /^Configuración inválida: SMTP_URL debe tener la forma smtp:\/\/usuario:clave@host:puerto \(o smtps:\/\/\)\. Corrígelo en el entorno o en \.env\.$/,
    ],
    [{ SMTP_URL: "http://mail.ejemplo.mx" }, /SMTP_URL debe tener la forma/],
    [
      { SMTP_URL: "smtp://mail.ejemplo.mx:587", PUBLIC_URL: "https://autora.mx", MAIL_FROM: "sin arroba" },
      /^Configuración inválida: MAIL_FROM debe ser un correo, p\. ej\. Autora <hola@ejemplo\.mx>\. Corrígelo en el entorno o en \.env\.$/,
    ],
    [{ SMTP_URL: "smtp://mail.ejemplo.mx:587", PUBLIC_URL: "https://autora.mx" }, /SMTP_URL necesita MAIL_FROM/],
    [{ SMTP_URL: "smtp://mail.ejemplo.mx:587", MAIL_FROM: "hola@autora.mx" }, /SMTP_URL necesita PUBLIC_URL/],
  ])("stops with one clear line for %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never repeats a secret value in its line", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://raiz:clave-secreta@db/autora" })).toThrow(/^(?!.*clave-secreta)/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "clave-secreta" })).toThrow(/^(?!.*clave-secreta)/);
  });

  it("reads SMTP_URL and MAIL_FROM, and builds e-mail links from PUBLIC_URL", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://tienda:cl%40ve@mail.ejemplo.mx:465",
      MAIL_FROM: "Autora Colimense <hola@autora.mx>",
      PUBLIC_URL: "https://autora.mx/",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://tienda:cl%40ve@mail.ejemplo.mx:465",
      from: "Autora Colimense <hola@autora.mx>",
    });
    expect(config.siteUrl).toBe("https://autora.mx");
    expect(loadConfig({ PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it("accepts a PostgreSQL URL with a Unix socket folder", () => {
    expect(loadConfig({ DATABASE_URL: "postgresql:///autora?host=/var/run/postgresql" }).databaseUrl).toBe(
      "postgresql:///autora?host=/var/run/postgresql",
    );
  });

  it.each([
    "true",
    "false",
    "2",
    "loopback",
    "loopback, 10.0.0.0/8",
    "192.168.1.1",
    "10.0.0.0/255.0.0.0",
    "::1",
    "fd00::/8, uniquelocal",
  ])("accepts TRUST_PROXY=%s, as Express does", (value) =>
    expect(() => loadConfig({ TRUST_PROXY: value })).not.toThrow(),
  );
});
