import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { idParam, pageParam, validateBody } from "../../lib/validate.ts";
import { contactMessageSchema } from "@autora/common/contract/pages-contact-message.ts";
import { deleteContactMessage, listContactMessages, receiveContactMessage } from "./contact-messages.service.ts";

/** Messages one address may send per hour (each is a mail to the author). */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY = "Ya enviaste varios mensajes. Intenta de nuevo en una hora o escribe al correo de contacto.";

export function contactMessagesRoutes(ctx: AppContext): Router {
  const { auth, config } = ctx;
  const router = Router();
  // Only the messages taken count (refused ones cost nothing): a person correcting a field is never locked out.
  const limit = limitRequests(Math.min(CONTACT_MESSAGES_PER_HOUR, config.rateLimitMax), {
    windowMs: HOUR_MS,
    countOnly: (status) => status === 201,
    message: TOO_MANY,
  });

  // A stored message changes nothing the public pages show.
  router.post("/contact-messages", limit, validateBody(contactMessageSchema), async (req, res) => {
    await receiveContactMessage(ctx, req.body);
    res.status(201).json({ message: "¡Gracias! Tu mensaje llegó. Te responderé pronto a tu correo." });
  });

  router.get("/contact-messages", auth.requireAdmin, async (req, res) => {
    const page = pageParam(req.query.page);
    res.json(await listContactMessages(ctx, page));
  });

  router.delete("/contact-messages/:id", auth.requireAdmin, async (req, res) => {
    await deleteContactMessage(ctx, idParam(String(req.params.id)));
    res.json({ message: "Mensaje eliminado" });
  });

  return router;
}
