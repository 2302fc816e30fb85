// The password reset end to end in the browser: ask for the link on /login, read the e-mail where a newcomer
// reads it without SMTP (the admin area's "Correos"), follow the link, set a password and sign in with it; the
// old password, an old session and a used link are refused. Also the password change in /user and screenshots.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, baseUrl, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

let browser: Browser;
let adminToken: string;
const reader = { nombre: "Lectora Olvidadiza", email: `olvido-${Date.now()}@ejemplo.mx`, password: "clave-vieja-123" };

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
  await callApi("/usuarios/crear", { method: "POST", body: JSON.stringify({ ...reader, rol: 2 }) });
});
afterAll(() => browser?.close());

interface MailRow {
  id: number;
  to: string;
  kind: string;
  status: string;
}

/** The newest kept e-mail of that kind to that address, through the API behind "Correos". */
async function readMail(to: string, kind: string) {
  for (let i = 0; i < 100; i++) {
    const { items } = await callApi<{ items: MailRow[] }>("/mail/messages", { token: adminToken });
    const row = items.find((m) => m.to === to && m.kind === kind && m.status === "kept");
    if (row)
      return callApi<{ id: number; subject: string; text: string; html: string }>(`/mail/messages/${row.id}`, {
        token: adminToken,
      });
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} e-mail to ${to}`);
}

const status = async (path: string, init: RequestInit = {}) => (await fetch(`${baseUrl}/api${path}`, init)).status;
const postJson = (body: unknown) => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

describe("password reset in the browser", () => {
  it("asks for the link, follows it from the e-mail, sets a password and signs in with it", async () => {
    const old = await callApi<{ token: string; user: { id: number } }>(
      "/usuarios/login",
      postJson({ email: reader.email, password: reader.password }),
    );
    const { context, page, errors } = await newPage(browser, viewports.mobile);
    try {
      await page.goto("/login");
      await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
      await page.waitForURL("**/forgot-password");
      // The address changes before React commits the new page (a transition), so wait for the page itself.
      await page.getByRole("heading", { name: "¿Olvidaste tu contraseña?" }).waitFor();
      await page.locator("main").getByLabel("Correo electrónico").fill(reader.email);
      await page.getByRole("button", { name: "Enviar enlace" }).click();
      await page.getByText("Si hay una cuenta con ese correo, te enviamos un enlace").waitFor();
      await screenshot(page, "password-forgot-390");

      const mail = await readMail(reader.email, "password_reset");
      expect(mail.subject).toBe("Restablece tu contraseña");
      // An absolute link (PUBLIC_URL, here unset: http://localhost:PORT); the browser opens its path on this server.
      const absolute = /http\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      expect(absolute).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);
      const link = `${new URL(absolute!).pathname}${new URL(absolute!).search}`;

      await page.goto(link);
      await page.getByRole("heading", { name: "Elige una contraseña nueva" }).waitFor();
      await page.getByLabel("Contraseña nueva").fill("clave-nueva-456");
      await page.getByLabel("Repite la contraseña").fill("clave-nueva-456");
      await screenshot(page, "password-reset-390");
      await page.getByRole("button", { name: "Guardar contraseña" }).click();
      // saving the new password signs the reader in: the stored token is a working session
      await page.getByText("Listo: tu contraseña se cambió y ya iniciaste sesión.").waitFor();
      const signedIn = await page.evaluate(() => localStorage.getItem("token"));
      expect(await status(`/usuarios/${old.user.id}`, { headers: { Authorization: `Bearer ${signedIn}` } })).toBe(200);
      await page.getByRole("link", { name: "Ir al inicio" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(errors).toEqual([]);

      // The old password, the session from before and the used link are refused.
      expect(await status("/usuarios/login", postJson({ email: reader.email, password: reader.password }))).toBe(401);
      expect(await status(`/usuarios/${old.user.id}`, { headers: { Authorization: `Bearer ${old.token}` } })).toBe(401);
      const token = new URL(absolute!).searchParams.get("token");
      expect(await status("/usuarios/restablecer-contrasena", postJson({ token, password: "otra-clave-789" }))).toBe(
        400,
      );
      // ...and in the page: the used link says so.
      await page.goto(link);
      await page.getByLabel("Contraseña nueva").fill("otra-clave-789");
      await page.getByLabel("Repite la contraseña").fill("otra-clave-789");
      await page.getByRole("button", { name: "Guardar contraseña" }).click();
      await page.getByText("El enlace no es válido o ya venció. Pide uno nuevo.").waitFor();
    } finally {
      await context.close();
    }
  });

  it("the admin login links to the same page, which leads back to the admin login", async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    try {
      await page.goto("/admin/login");
      await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
      await page.waitForURL("**/forgot-password?desde=admin");
      await screenshot(page, "password-forgot-1280");
      await page.getByRole("link", { name: "Volver a iniciar sesión" }).click();
      await page.waitForURL("**/admin/login");
    } finally {
      await context.close();
    }
  });

  it("changes the password in /user: the current one is required and other sessions end", async () => {
    const user = { email: `cambio-${Date.now()}@ejemplo.mx`, password: "clave-actual-123" };
    await callApi("/usuarios/crear", { method: "POST", body: JSON.stringify({ nombre: "Lectora", ...user, rol: 2 }) });
    const other = await callApi<{ token: string; user: { id: number } }>("/usuarios/login", postJson(user));
    for (const [name, viewport] of Object.entries(viewports)) {
      const { context, page } = await newPage(browser, viewport);
      try {
        await signInAs(page, user.email, user.password);
        await page.goto("/user");
        await page.getByRole("heading", { name: "Cambiar contraseña" }).waitFor();
        await screenshot(page, `user-password-${viewport.width}`);
        if (name !== "desktop") continue;
        await page.getByLabel("Contraseña actual").fill("no-es-esta-123");
        await page.getByLabel("Contraseña nueva", { exact: true }).fill("clave-nueva-456");
        await page.getByLabel("Repite la contraseña nueva").fill("clave-nueva-456");
        await page.getByRole("button", { name: "Cambiar contraseña" }).click();
        await page.getByText("La contraseña actual no es correcta").waitFor();
        await page.getByLabel("Contraseña actual").fill(user.password);
        await page.getByRole("button", { name: "Cambiar contraseña" }).click();
        await page.getByText("Tu contraseña se cambió. Cerramos tus otras sesiones.").waitFor();
        // This tab keeps working with its new token; the other session is over.
        await page.reload();
        await page.getByRole("heading", { name: "Cambiar contraseña" }).waitFor();
        expect(
          await status(`/usuarios/${other.user.id}`, { headers: { Authorization: `Bearer ${other.token}` } }),
        ).toBe(401);
      } finally {
        await context.close();
      }
    }
  });

  it("shows the kept e-mails in the admin area's Correos, as they look (a sandboxed frame) and as plain text", async () => {
    // A reset e-mail of its own, so this test does not depend on the first one.
    expect(await status("/usuarios/recuperar-contrasena", postJson({ email: reader.email }))).toBe(200);
    await readMail(reader.email, "password_reset");
    for (const viewport of Object.values(viewports)) {
      const { context, page } = await newPage(browser, viewport);
      try {
        await signInAs(page, admin.email, admin.password);
        await page.goto("/admin/correos");
        await page.getByRole("heading", { name: "Correos", level: 1 }).waitFor();
        await page
          .getByRole("button", { name: /Restablece tu contraseña/ })
          .first()
          .click();
        const frame = page.locator("iframe.adm-mail__frame");
        await frame.waitFor();
        expect(await frame.getAttribute("sandbox")).toBe("");
        await page.frameLocator("iframe.adm-mail__frame").getByText("Elegir una contraseña nueva").waitFor();
        await screenshot(page, `admin-correos-${viewport.width}`);
        await page.getByRole("button", { name: "Solo texto" }).click();
        await page.locator(".adm-mail__text").getByText("vence en una hora", { exact: false }).waitFor();
      } finally {
        await context.close();
      }
    }
  });
});
