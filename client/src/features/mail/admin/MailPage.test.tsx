// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MailMessage, MailSummary } from "@autora/common/contract/mail.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import MailPage, { loader } from "./MailPage";

const summary = (id: number, status: MailSummary["status"]): MailSummary => ({
  id,
  kind: "order_shipped",
  kindText: "Pedido enviado",
  to: "rosa@ejemplo.mx",
  subject: `Tu pedido #${id} va en camino`,
  status,
  attempts: status === "failed" ? 3 : 0,
  lastError: status === "failed" ? "550 buzón lleno" : null,
  createdAt: "2026-11-24T18:00:00.000Z",
  sentAt: null,
});
const full = (mail: MailSummary): MailMessage => ({ ...mail, html: "<p>Hola</p>", text: "Hola, Rosa.", headers: null });

function openPage({ mailConfigured = false } = {}) {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const mails = [summary(7, "kept"), summary(6, "failed")];
  const server = fakeApi({
    "GET /config": { data: { paymentProvider: "simulated", stripePublishableKey: null, mailConfigured } },
    "POST /mail/test": { status: 202, data: { to: "autora@ejemplo.mx" } },
    "GET /mail/messages": { data: { items: mails, page: 1, pageSize: 50, total: 2 } },
    "GET /mail/messages/7": { data: full(mails[0]) },
    "GET /mail/messages/6": { data: full(mails[1]) },
  });
  renderRoutes([{ path: "/admin/correos", loader: adminLoader(loader), element: <MailPage title="Correos" /> }], {
    path: "/admin/correos",
  });
  const user = userEvent.setup({ delay: null });
  return Object.assign(user, { server });
}

describe("MailPage (/admin/correos)", () => {
  it("without a mail server, says mails are only kept here, and offers no test mail", async () => {
    openPage();
    expect(
      await screen.findByText(
        "El envío de correos no está configurado: los correos se guardan aquí sin enviarse y no le llegan a nadie.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enviar correo de prueba" })).toBeNull();
  });

  it("with a mail server, 'Enviar correo de prueba' sends one to her own address and says where it went", async () => {
    const user = openPage({ mailConfigured: true });
    await user.click(await screen.findByRole("button", { name: "Enviar correo de prueba" }));
    expect(
      await screen.findByText(
        "Enviamos un correo de prueba a autora@ejemplo.mx. Si no llega en unos minutos, revisa la configuración del correo.",
      ),
    ).toBeTruthy();
    expect(user.server.requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual(["/mail/test"]);
    expect(screen.queryByText(/no está configurado/)).toBeNull();
  });

  it("speaks plain Spanish: no SMTP, HTML or English words", async () => {
    const user = openPage();
    await screen.findByText("Guardado, sin enviar");
    expect(screen.getByText("No se pudo enviar")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Tu pedido #6 va en camino/ }));
    const view = within(screen.getByRole("region", { name: "Correo abierto" }));
    await view.findByRole("heading", { name: "Tu pedido #6 va en camino" });
    expect(view.getByText(/3 intentos; el servidor de correo respondió:/)).toBeTruthy();
    expect(view.getByRole("button", { name: "Como se ve" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(view.getByRole("button", { name: "Solo texto" }));
    expect(view.getByText("Hola, Rosa.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/SMTP|HTML|\bKept\b|\bFailed\b/);
  });

  it("opening a message puts it in place of the list (on a phone), and 'Volver a la lista' brings the list back with that message focused", async () => {
    const user = openPage();
    const item = await screen.findByRole("button", { name: /Tu pedido #7 va en camino/ });
    const layout = item.closest(".adm-mail")!;
    expect(layout.classList.contains("adm-mail--reading")).toBe(false);
    await user.click(item);
    const heading = await screen.findByRole("heading", { name: "Tu pedido #7 va en camino" });
    expect(layout.classList.contains("adm-mail--reading")).toBe(true);
    // the focus moves once the opened message has rendered
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await user.click(screen.getByRole("button", { name: "← Volver a la lista" }));
    expect(layout.classList.contains("adm-mail--reading")).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: /Tu pedido #7 va en camino/ })),
    );
  });
});
