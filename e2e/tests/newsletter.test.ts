// The newsletter's double opt-in in the browser: subscribe in the footer, confirm (once) from the e-mail (read through
// the API behind "Correos"), the admin's subscriber list and composer, and unsubscribe from a newsletter's link.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

let browser: Browser;
let adminToken: string;
const email = `boletin-${Date.now()}@ejemplo.mx`;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
});
afterAll(() => browser?.close());

/** The newest kept message of this kind to this address (and with this subject, when given). */
async function readMail(to: string, kind: string, subject?: string) {
  for (let i = 0; i < 100; i++) {
    const { items } = await callApi<{
      items: { id: number; to: string; kind: string; subject: string; status: string }[];
    }>("/mail/messages", { token: adminToken });
    const row = items.find(
      (m) => m.to === to && m.kind === kind && m.status === "kept" && (subject === undefined || m.subject === subject),
    );
    if (row) return callApi<{ subject: string; text: string }>(`/mail/messages/${row.id}`, { token: adminToken });
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} e-mail to ${to}`);
}

describe("newsletter in the browser", () => {
  it("subscribes, confirms from the e-mail, appears confirmed to the admin, and unsubscribes from the newsletter's link", async () => {
    const { context, page, errors } = await newPage(browser, viewports.mobile);
    try {
      await page.goto("/");
      await page.getByLabel("Correo electrónico").last().fill(email);
      await page.getByRole("button", { name: "Suscribirme" }).click();
      await page.getByText("¡Gracias por suscribirte! Te enviamos un correo para confirmar tu suscripción.").waitFor();

      const mail = await readMail(email, "newsletter_confirm");
      const absolute = new URL(/http\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
      await page.goto(`${absolute.pathname}${absolute.search}`);
      await page.getByText("¡Listo! Tu suscripción está confirmada.").waitFor();
      await screenshot(page, "newsletter-confirm-390");
      // the confirmation link works once
      await page.goto(`${absolute.pathname}${absolute.search}`);
      await page.getByText(/Este enlace de confirmación ya no es válido/).waitFor();

      // the unsubscribe link comes with each newsletter (its token is not the confirmation's)
      const newsletter = await callApi<{ id: number }>("/newsletters", {
        method: "POST",
        token: adminToken,
        body: JSON.stringify({ title: "Boletín de prueba", body: "Hola." }),
      });
      await callApi(`/newsletters/${newsletter.id}/send`, { method: "POST", token: adminToken });
      const issue = await readMail(email, "newsletter");
      const unsubscribe = new URL(/http\S+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(issue.text)![0]);
      await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
      await screenshot(page, "newsletter-unsubscribe-390");
      await page.getByRole("button", { name: "Cancelar mi suscripción" }).click();
      await page.getByText("Cancelaste tu suscripción. Ya no recibirás el boletín.").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists subscribers in the admin area and test-sends a newsletter before it can be sent", async () => {
    for (const viewport of Object.values(viewports)) {
      const { context, page } = await newPage(browser, viewport);
      try {
        await signInAs(page, admin.email, admin.password);
        await page.goto("/admin/boletin");
        await page.getByRole("heading", { name: "Boletín", level: 1 }).waitFor();
        await page.getByRole("cell", { name: email }).waitFor();
        const send = page.getByRole("button", {
          name: /^Enviar a \d+ (suscriptor confirmado|suscriptores confirmados)$/,
        });
        expect(await send.isDisabled()).toBe(true);
        await page.getByLabel("Título").fill(`Noticias ${viewport.width}`);
        await page.getByLabel("Texto").fill("Hola:\n\n**Urdimbre** llega a *Colima*.\n\n- Presentación\n- Taller");
        await page.locator(".adm-newsletter__preview strong", { hasText: "Urdimbre" }).waitFor();
        await page.getByRole("button", { name: "Enviar prueba a mi correo" }).click();
        await page.getByText("La prueba quedó guardada en Correos, sin enviar", { exact: false }).waitFor();
        // the author's test copy of this newsletter (the first test sent her one of another)
        const test = await readMail(admin.email, "newsletter_test", `Noticias ${viewport.width}`);
        expect(test.text).toContain("Urdimbre");
        await screenshot(page, `admin-boletin-${viewport.width}`);
      } finally {
        await context.close();
      }
    }
  });
});
