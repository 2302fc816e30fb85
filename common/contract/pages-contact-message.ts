// The contact page's form: what a visitor sends (POST /api/contact-messages) and what the administrator reads in
// "Mensajes". The form and the server check it with the same schema, so both say the same thing next to each field.
import { z } from "zod";
import { emailField } from "./accounts.ts";
import { requiredPrivacyConsent } from "./privacy-consent.ts";

export const CONTACT_LIMITS = { nombre: 120, mensaje: 5000, minMensaje: 10 } as const;

export const contactMessageSchema = z
  .object({
    nombre: z
      .string({ error: "Escribe tu nombre" })
      .trim()
      .min(1, "Escribe tu nombre")
      .max(CONTACT_LIMITS.nombre, `Tu nombre no puede tener más de ${CONTACT_LIMITS.nombre} caracteres`)
      // it goes into the subject of the author's e-mail: one line
      .regex(/^[^\p{Cc}]*$/u, "Tu nombre debe ir en una sola línea"),
    email: z
      .string({ error: "Escribe tu correo electrónico" })
      .trim()
      .min(1, "Escribe tu correo electrónico")
      .pipe(emailField),
    mensaje: z
      .string({ error: "Escribe tu mensaje" })
      .trim()
      .min(1, "Escribe tu mensaje")
      .min(
        CONTACT_LIMITS.minMensaje,
        `Tu mensaje es muy corto: escribe al menos ${CONTACT_LIMITS.minMensaje} caracteres`,
      )
      .max(CONTACT_LIMITS.mensaje, `Tu mensaje no puede tener más de ${CONTACT_LIMITS.mensaje} caracteres`),
    aceptaPrivacidad: requiredPrivacyConsent,
    /**
     * A field people never see (hidden by the form's styles) and programs that fill in every field do: a message with
     * it gets the same answer as any other, and is neither stored nor sent.
     */
    sitioWeb: z
      .string({ error: "El campo sitioWeb debe ser texto" })
      .max(500, "El campo sitioWeb es demasiado largo")
      .optional(),
  })
  .strict();
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** A message as the administrator's "Mensajes" lists it. */
export interface ContactMessage {
  id: number;
  nombre: string;
  email: string;
  mensaje: string;
  createdAt: string;
}

/** GET /api/contact-messages?page= */
export interface ContactMessagePage {
  items: ContactMessage[];
  page: number;
  pageSize: number;
  total: number;
}
