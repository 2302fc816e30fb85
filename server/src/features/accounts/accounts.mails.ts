// The e-mails about a reader's account, in Spanish, in the shop's layout (lib/mail/layout.ts).
import { renderMail, type Rendered } from "../../lib/mail/layout.ts";

export function passwordResetMail(siteUrl: string, input: { nombre: string; link: string }): Rendered {
  return renderMail({
    siteUrl,
    subject: "Restablece tu contraseña",
    heading: "Restablece tu contraseña",
    blocks: [
      {
        kind: "p",
        text: `Hola, ${input.nombre}. Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta.`,
      },
      { kind: "button", label: "Elegir una contraseña nueva", url: input.link },
      {
        kind: "small",
        text: "El enlace sirve una sola vez y vence en una hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.",
      },
    ],
  });
}
