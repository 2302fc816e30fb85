// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";

const contact = { phone: "312 555 0101", email: "hola@autora.mx", youtube: "", facebook: "", instagram: "" };

async function openContact(
  reply: Parameters<typeof fakeApi>[0][string] = {
    status: 201,
    data: { message: "¡Gracias! Tu mensaje llegó. Te responderé pronto a tu correo." },
  },
) {
  const server = fakeApi({
    "GET /site-content": { data: siteContent },
    "GET /contact-info": { data: contact },
    "POST /contact-messages": reply,
  });
  renderRoute("/contact");
  const form = within((await screen.findByRole("heading", { name: "Escríbeme" }, pageLoad)).closest("section")!);
  return {
    server,
    form,
    user: userEvent.setup({ delay: null }),
    sent: () => server.requests.filter((r) => r.method === "POST"),
  };
}

/** The message shown next to a field (its aria-describedby). */
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0])?.textContent;

describe("ContactForm (/contact, 'Escríbeme')", () => {
  it("shows the contract's Spanish message next to each field and sends nothing", async () => {
    const { form, user, sent } = await openContact();
    await user.type(form.getByLabelText("Correo electrónico"), "rosa@");
    await user.type(form.getByLabelText("Mensaje"), "Hola");
    await user.click(form.getByRole("button", { name: "Enviar mensaje" }));

    await form.findByText("Escribe tu nombre");
    const name = form.getByLabelText("Nombre");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(name)).toBe("Escribe tu nombre");
    expect(messageOf(form.getByLabelText("Correo electrónico"))).toBe("El correo no es válido");
    expect(messageOf(form.getByLabelText("Mensaje"))).toBe("Tu mensaje es muy corto: escribe al menos 10 caracteres");
    expect(messageOf(form.getByLabelText("He leído el aviso de privacidad"))).toBe(
      "Debes aceptar el aviso de privacidad para continuar",
    );
    expect(document.activeElement).toBe(name); // the first field to fix
    expect(sent()).toEqual([]);

    // fixing a field takes its message away
    await user.type(name, "Rosa");
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  it("sends the message with the consent, thanks the visitor and empties the form", async () => {
    const { form, user, sent } = await openContact();
    await user.type(form.getByLabelText("Nombre"), "Rosa Medina");
    await user.type(form.getByLabelText("Correo electrónico"), "rosa@ejemplo.mx");
    await user.type(form.getByLabelText("Mensaje"), "¿Podrías presentar Urdimbre en nuestra biblioteca?");
    await user.click(form.getByLabelText("He leído el aviso de privacidad"));
    await user.click(form.getByRole("button", { name: "Enviar mensaje" }));

    await form.findByText("¡Gracias! Tu mensaje llegó. Te responderé pronto a tu correo.");
    expect(sent()).toEqual([
      expect.objectContaining({
        url: "/contact-messages",
        body: {
          nombre: "Rosa Medina",
          email: "rosa@ejemplo.mx",
          mensaje: "¿Podrías presentar Urdimbre en nuestra biblioteca?",
          aceptaPrivacidad: true,
        },
      }),
    ]);
    expect((form.getByLabelText("Nombre") as HTMLInputElement).value).toBe("");
    expect((form.getByLabelText("He leído el aviso de privacidad") as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's refusal (too many messages) in Spanish", async () => {
    const { form, user } = await openContact({
      status: 429,
      data: { message: "Ya enviaste varios mensajes. Intenta de nuevo en una hora o escribe al correo de contacto." },
    });
    await user.type(form.getByLabelText("Nombre"), "Rosa");
    await user.type(form.getByLabelText("Correo electrónico"), "rosa@ejemplo.mx");
    await user.type(form.getByLabelText("Mensaje"), "Un mensaje más para ti");
    await user.click(form.getByLabelText("He leído el aviso de privacidad"));
    await user.click(form.getByRole("button", { name: "Enviar mensaje" }));
    await form.findByText("Ya enviaste varios mensajes. Intenta de nuevo en una hora o escribe al correo de contacto.");
    expect((form.getByLabelText("Mensaje") as HTMLTextAreaElement).value).toBe("Un mensaje más para ti");
  });

  it("keeps the hidden field out of reach of people: off the tab order and hidden from screen readers", async () => {
    const { form } = await openContact();
    const trap = document.querySelector<HTMLInputElement>('input[name="sitioWeb"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(form.queryByRole("textbox", { name: /sitio web/ })).toBeNull();
  });
});
