// The newsletter: what the author composes, the subscriber list the admin area shows, the links' tokens.
import { z } from "zod";

export const newsletterDraftSchema = z
  .object({
    title: z
      .string({ error: "El título es obligatorio" })
      .trim()
      .min(1, "El título es obligatorio")
      .max(150, "El título no puede tener más de 150 caracteres"),
    body: z
      .string({ error: "El texto es obligatorio" })
      .trim()
      .min(1, "El texto es obligatorio")
      .max(20_000, "El texto no puede tener más de 20,000 caracteres"),
  })
  .strict();
export type NewsletterDraft = z.output<typeof newsletterDraftSchema>;

export const INVALID_NEWSLETTER_LINK = "El enlace no es válido.";
/** A confirmation link works once, for 7 days, and never after the address unsubscribed. */
export const CONFIRM_LINK_USED_UP =
  "Este enlace de confirmación ya no es válido: ya se usó, venció o la suscripción se canceló. Si quieres recibir el boletín, suscríbete de nuevo con tu correo al pie de la página.";
export const newsletterTokenSchema = z
  .object({
    token: z.string({ error: INVALID_NEWSLETTER_LINK }).regex(/^[A-Za-z0-9_-]{20,100}$/, INVALID_NEWSLETTER_LINK),
  })
  .strict();

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
export interface SubscriberRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}
export const SUBSCRIBER_STATUS_TEXT: Record<SubscriberStatus, string> = {
  pending: "Pendiente",
  confirmed: "Confirmada",
  unsubscribed: "Dada de baja",
};

export interface NewsletterRow {
  id: number;
  title: string;
  testSentAt: string;
  sentAt: string | null;
  recipients: number;
}

const INVALID_EMAIL = "Por favor, ingresa un correo válido";

export const subscribeSchema = z
  .object({
    email: z
      .string({ error: INVALID_EMAIL })
      .trim()
      .toLowerCase()
      .max(254, INVALID_EMAIL)
      .pipe(z.email({ error: INVALID_EMAIL })),
  })
  .strict();
export type SubscribeInput = z.output<typeof subscribeSchema>;
