// The e-mail a message of the contact page's form sends to the author, in Spanish, in the shop's layout
// (lib/mail/layout.ts).
import { renderMail, type Rendered } from "../../lib/mail/layout.ts";

/** To the author: a message written in the contact page's form. Her reply goes to the sender (Reply-To). */
export function contactMessageMail(
  siteUrl: string,
  input: { nombre: string; email: string; mensaje: string },
): Rendered {
  return renderMail({
    siteUrl,
    subject: `Mensaje de contacto de ${input.nombre}`,
    heading: "Nuevo mensaje de contacto",
    blocks: [
      {
        kind: "facts",
        rows: [
          { label: "Nombre", value: input.nombre },
          { label: "Correo", value: input.email },
        ],
      },
      // each line of the message as the sender wrote it
      ...input.mensaje
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => ({ kind: "p" as const, text: line })),
      {
        kind: "small",
        text: "Responde a este correo para escribirle. También lo encuentras en el área de administración, en Mensajes.",
      },
      { kind: "button", label: "Ver los mensajes", url: `${siteUrl}/admin/mensajes` },
    ],
  });
}
