// The newsletter's e-mails (the subscription's confirmation and each issue), in Spanish, in the shop's layout
// (lib/mail/layout.ts).
import { renderMail, type Rendered } from "../../lib/mail/layout.ts";

export function newsletterConfirmMail(siteUrl: string, input: { link: string }): Rendered {
  return renderMail({
    siteUrl,
    subject: "Confirma tu suscripción",
    heading: "Confirma tu suscripción",
    blocks: [
      {
        kind: "p",
        text: "¡Gracias por suscribirte al boletín de la Autora Colimense! Confirma que este es tu correo para empezar a recibirlo.",
      },
      { kind: "button", label: "Confirmar mi suscripción", url: input.link },
      { kind: "small", text: "Si no te suscribiste, ignora este correo: no te enviaremos nada más." },
    ],
  });
}

export function newsletterMail(
  siteUrl: string,
  input: { title: string; html: string; text: string; unsubscribeUrl: string },
): Rendered {
  return renderMail({
    siteUrl,
    subject: input.title,
    heading: input.title,
    blocks: [{ kind: "raw", html: input.html, text: input.text }],
    footer: {
      text: "Recibes este correo porque te suscribiste al boletín.",
      url: input.unsubscribeUrl,
      label: "Cancelar suscripción",
    },
  });
}
