// The author's own texts in a real browser: the contact form (its messages by field, the thank-you, the message in the
// admin's "Mensajes" and in the outbox), the about page's editor (what it saves shows on /about, in the server's HTML),
// the blog post in Spanish, the 404 page for /test and /test1, and screenshots at 390 and 1280 px. What the tests
// change is put back at the end, so that the files that run afterwards see the demo content.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, baseUrl, callApi, launchBrowser, newPage, screenshot, signInAs, viewports } from "../lib/browser.ts";

interface About {
  quote: string;
  biography: string;
  values: { title: string; text: string }[];
  reasons: string[];
  testimonials: { name: string; job: string; text: string }[];
  portraitAlt: string;
  portraitUrl: string | null;
}
interface SiteContent {
  authorName: string;
}

let browser: Browser;
let adminToken: string;
let aboutBefore: About;
let site: SiteContent;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await callApi<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) }))
    .token;
  aboutBefore = await callApi<About>("/about");
  site = await callApi<SiteContent>("/site-content");
});
/** Puts the about page's texts back as they were before this file ran. */
async function restoreAbout() {
  const { portraitUrl: _url, ...texts } = aboutBefore;
  await callApi("/about", { method: "PUT", body: JSON.stringify(texts), token: adminToken });
}
afterAll(async () => {
  await restoreAbout();
  await browser?.close();
});

/** The page's server HTML, as text without tags. */
const serverText = async (path: string) =>
  (await (await fetch(baseUrl + path)).text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.locator('[data-testid="page-overlay"]').waitFor({ state: "detached" });
}

describe("the contact form (/contact)", () => {
  it("shows the contract's message next to each field, then sends the message that the author receives", async () => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await page.goto("/contact");
    const form = page.locator(".contact-form");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await form.getByText("Escribe tu nombre").waitFor();
    expect(await form.getByLabel("Nombre").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByText("Escribe tu correo electrónico").isVisible()).toBe(true);
    expect(await form.getByText("Escribe tu mensaje").isVisible()).toBe(true);
    expect(await form.getByText("Debes aceptar el aviso de privacidad para continuar").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("nombre");
    await screenshot(page, "content-contact-errors-390");

    const sender = `Rosa Medina ${Date.now()}`;
    await form.getByLabel("Nombre").fill(sender);
    await form.getByLabel("Correo electrónico").fill("rosa.medina@ejemplo.mx");
    await form
      .getByLabel("Mensaje")
      .fill("Hola, Mariana: ¿presentarías Urdimbre en la biblioteca de Villa de Álvarez?");
    await form.getByLabel("He leído el aviso de privacidad").check();
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await form.getByText("¡Gracias! Tu mensaje llegó. Te responderé pronto a tu correo.").waitFor();
    expect(await form.getByLabel("Nombre").inputValue()).toBe("");
    await screenshot(page, "content-contact-sent-390");

    const messages = await callApi<{ items: { nombre: string; email: string }[] }>("/contact-messages", {
      token: adminToken,
    });
    expect(messages.items[0]).toMatchObject({ nombre: sender, email: "rosa.medina@ejemplo.mx" });
    const outbox = await callApi<{ items: { subject: string; to: string; kind: string }[] }>("/mail/messages", {
      token: adminToken,
    });
    expect(outbox.items.find((mail) => mail.subject === `Mensaje de contacto de ${sender}`)).toMatchObject({
      to: admin.email,
      kind: "contact_message",
    });

    // the author reads it in the admin area
    await signInAs(page, admin.email, admin.password);
    await page.goto("/admin/mensajes");
    await page.getByText(sender).first().waitFor();
    expect(await page.getByRole("link", { name: "Responder" }).first().getAttribute("href")).toBe(
      "mailto:rosa.medina@ejemplo.mx?subject=Re%3A%20tu%20mensaje",
    );
    await settle(page);
    await screenshot(page, "content-admin-mensajes-390");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes nothing from a program that fills in the hidden field, and answers it as any other", async () => {
    const before = (await callApi<{ total: number }>("/contact-messages", { token: adminToken })).total;
    const { page, context } = await newPage(browser, viewports.desktop);
    await page.goto("/contact");
    const form = page.locator(".contact-form");
    await form.getByLabel("Nombre").fill("Robot");
    await form.getByLabel("Correo electrónico").fill("robot@ejemplo.mx");
    await form.getByLabel("Mensaje").fill("Compra seguidores baratos aquí mismo.");
    await form.getByLabel("He leído el aviso de privacidad").check();
    await page.locator('input[name="sitioWeb"]').fill("https://spam.example", { force: true });
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await form.getByText("¡Gracias! Tu mensaje llegó. Te responderé pronto a tu correo.").waitFor();
    expect((await callApi<{ total: number }>("/contact-messages", { token: adminToken })).total).toBe(before);
    await context.close();
  });
});

describe("the about page's editor (/admin/sobre-mi)", () => {
  it("saves the author's quote and a new value, which /about shows and the server sends in its HTML", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await signInAs(page, admin.email, admin.password);
    await page.goto("/admin/sobre-mi");
    await page.getByLabel("Cita").waitFor();
    const quote = `Escribo para que las manos que hacen no se queden sin nombre (${Date.now()}).`;
    await page.getByLabel("Cita").fill(quote);
    const values = page.getByRole("group", { name: "Mis valores" });
    await values.getByRole("button", { name: "Agregar valor" }).click();
    const count = aboutBefore.values.length + 1;
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    // an empty new value: its message next to it, nothing saved
    await values.getByText("Cada valor necesita un título").waitFor();
    expect((await callApi<About>("/about")).quote).toBe(aboutBefore.quote);

    await values.getByLabel(`Valor ${count}: título`).fill("Paciencia");
    await values
      .getByLabel(`Valor ${count}: texto`)
      .fill("El barro avisa cuando no quiere: cada pieza lleva su tiempo.");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.getByText("Cambios guardados: la página Sobre mí ya los muestra.").waitFor();
    await settle(page);
    await screenshot(page, "content-admin-sobre-mi-1280");

    const saved = await callApi<About>("/about");
    expect(saved.quote).toBe(quote);
    expect(saved.values.at(-1)).toEqual({
      title: "Paciencia",
      text: "El barro avisa cuando no quiere: cada pieza lleva su tiempo.",
    });
    const html = await serverText("/about");
    expect(html).toContain(quote);
    expect(html).toContain("Paciencia");
    expect(html).not.toMatch(/Texto de ejemplo/);

    await page.goto("/about");
    await page.getByText(quote).waitFor();
    expect(await page.getByRole("heading", { level: 3, name: "Paciencia" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
    await restoreAbout();
  });
});

describe("the blog post and the pages the site does not have", () => {
  it("sends /blog/1 from the server in Spanish: its date in words and 'Autora' with her name", async () => {
    const html = await serverText("/blog/1");
    expect(html).toContain("El telar de cintura: hilos que cuentan historias");
    expect(html).toContain(`Autora: ${site.authorName}`);
    expect(html).toContain("15 de marzo de 2024");
    expect(html).not.toMatch(/Author|March/);
  });

  it.each(["/test", "/test1"])("%s shows the styled 404 page", async (path) => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: "Página no encontrada" }).waitFor();
    expect(await page.locator(".site-header").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Regresar al inicio" }).getAttribute("href")).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("screenshots", () => {
  for (const viewport of Object.values(viewports)) {
    it(`the author's pages and the new admin screens at ${viewport.width} px`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      for (const [path, name] of [
        ["/about", "about"],
        ["/blog/1", "blog-1"],
        ["/contact", "contact"],
        ["/blogpage", "blogpage"],
      ]) {
        await page.goto(path);
        await settle(page);
        // the lazy images below the fold
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600)
          await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);
        await screenshot(page, `content-${name}-${viewport.width}`);
      }
      await signInAs(page, admin.email, admin.password);
      for (const [path, heading] of [
        ["sobre-mi", "Sobre mí"],
        ["mensajes", "Mensajes"],
        ["blog", "Blog"],
        ["adblog", "Eventos"],
      ]) {
        await page.goto(`/admin/${path}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        await settle(page);
        await screenshot(page, `content-admin-${path}-${viewport.width}`);
      }
      await page
        .getByRole("button", { name: /^Editar / })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Editar evento" }).waitFor();
      await screenshot(page, `content-admin-adblog-edit-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
