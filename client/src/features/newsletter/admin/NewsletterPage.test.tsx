// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { NewsletterRow, SubscriberRow } from "@autora/common/contract/newsletter.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import NewsletterPage, { loader } from "./NewsletterPage";

const subscriber: SubscriberRow = {
  id: 1,
  email: "lectora@ejemplo.mx",
  status: "confirmed",
  createdAt: "2026-11-01T18:00:00.000Z",
  confirmedAt: "2026-11-01T18:05:00.000Z",
  unsubscribedAt: null,
};
const row: NewsletterRow = {
  id: 4,
  title: "Nuevas fechas",
  testSentAt: "2026-11-24T18:00:00.000Z",
  sentAt: null,
  recipients: 0,
};

function openPage({ mailConfigured = true } = {}) {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  let newsletters: NewsletterRow[] = [
    { ...row, id: 2, title: "Bienvenida", sentAt: "2026-10-01T18:00:00.000Z", recipients: 1 },
  ];
  const server = fakeApi({
    "GET /config": { data: { paymentProvider: "simulated", stripePublishableKey: null, mailConfigured } },
    "GET /newsletter/subscribers": {
      data: [subscriber, { ...subscriber, id: 2, email: "pendiente@ejemplo.mx", status: "pending", confirmedAt: null }],
    },
    "GET /newsletters": () => ({ data: newsletters }),
    "POST /newsletters": () => ((newsletters = [row, ...newsletters]), { status: 201, data: row }),
    "POST /newsletters/4/send": () => {
      const sent = { ...row, sentAt: "2026-11-24T19:00:00.000Z", recipients: 1 };
      newsletters = [sent, ...newsletters.slice(1)];
      return { data: sent };
    },
  });
  renderRoutes([{ path: "/admin/boletin", loader: adminLoader(loader), element: <NewsletterPage title="Boletín" /> }], {
    path: "/admin/boletin",
  });
  return { server, user: userEvent.setup({ delay: null }) };
}

describe("NewsletterPage (/admin/boletin)", () => {
  it("without a mail server, says the test and the newsletter are kept in Correos, not sent", async () => {
    const { user } = openPage({ mailConfigured: false });
    await user.type(await screen.findByLabelText("Título"), "Nuevas fechas");
    await user.type(screen.getByLabelText("Texto"), "Nos vemos en la feria.");
    await user.click(screen.getByRole("button", { name: "Enviar prueba a mi correo" }));
    expect(
      await screen.findByText(
        "La prueba quedó guardada en Correos, sin enviar (no hay servidor de correo). Revísala ahí.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Enviar a 1 suscriptor confirmado" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sí, enviar" }));
    expect(
      await screen.findByText(
        "Boletín guardado en Correos para 1 suscriptor confirmado, sin enviar: no hay servidor de correo.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/en camino/)).toBeNull();
  });

  it("counts one subscriber in the singular, sends the test first, then the newsletter, saying how it went next to the buttons", async () => {
    const { server, user } = openPage();
    const send = await screen.findByRole("button", { name: "Enviar a 1 suscriptor confirmado" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Primero envía una prueba a tu correo; después podrás enviarlo a todos.")).toBeTruthy();
    expect(screen.getByText(/enviado el .* a 1 suscriptor$/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Enviar prueba a mi correo" }));
    expect(screen.getByText("El título es obligatorio")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Revisa los campos marcados: no se envió nada.");

    await user.type(screen.getByLabelText("Título"), "Nuevas fechas");
    await user.type(screen.getByLabelText("Texto"), "Nos vemos en la **feria**.");
    await user.click(screen.getByRole("button", { name: "Enviar prueba a mi correo" }));
    await screen.findByText("Enviamos la prueba a tu correo. Revísala y, si todo está bien, envía el boletín.");

    await user.click(screen.getByRole("button", { name: "Enviar a 1 suscriptor confirmado" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("¿Enviar «Nuevas fechas» a 1 suscriptor confirmado?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Sí, enviar" }));
    await screen.findByText("Boletín en camino a 1 suscriptor confirmado.");
    expect((screen.getByLabelText("Título") as HTMLInputElement).value).toBe("");
    expect(server.requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([
      "/newsletters",
      "/newsletters/4/send",
    ]);
  });

  it("shows the subscriptions with a label on every value (the cards of a phone read them)", async () => {
    openPage();
    const table = await screen.findByRole("table");
    const cells = within(table).getAllByRole("row")[1].querySelectorAll("td");
    expect([...cells].map((cell) => cell.dataset.label)).toEqual(["Correo", "Estado", "Alta", "Confirmación", "Baja"]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Correo", "Estado", "Alta", "Confirmación", "Baja"]);
  });
});
