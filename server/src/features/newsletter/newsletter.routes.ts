import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../lib/auth.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { idParam, parseOrThrow, validateBody } from "../../lib/validate.ts";
import { newsletterDraftSchema, newsletterTokenSchema } from "@autora/common/contract/newsletter.ts";
import { subscribeSchema } from "@autora/common/contract/newsletter.ts";
import {
  confirmSubscription,
  createNewsletterWithTest,
  listNewsletters,
  listSubscribers,
  sendNewsletter,
  subscribe,
  subscribersCsv,
  unsubscribe,
} from "./newsletter.service.ts";

/** One answer for every address, known or not: 201 and the original site's thanks, plus what to do next. */
export const SUBSCRIBE_ANSWER = "¡Gracias por suscribirte! Te enviamos un correo para confirmar tu suscripción.";

export function newsletterRoutes(ctx: AppContext): Router {
  const { config, auth } = ctx;
  const router = Router();
  const limited = limitRequests(config.rateLimitMax);

  router.post("/subscribe", limited, validateBody(subscribeSchema), async (req, res) => {
    await subscribe(ctx, req.body.email);
    res.status(201).json({ message: SUBSCRIBE_ANSWER });
  });

  router.post("/newsletter/confirm", limited, validateBody(newsletterTokenSchema), async (req, res) => {
    await confirmSubscription(ctx, req.body.token);
    res.json({ message: "¡Listo! Tu suscripción está confirmada." });
  });

  router.post("/newsletter/unsubscribe", limited, validateBody(newsletterTokenSchema), async (req, res) => {
    await unsubscribe(ctx, req.body.token);
    res.json({ message: "Cancelaste tu suscripción. Ya no recibirás el boletín." });
  });

  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" (form-encoded) to the header's URL.
  router.post("/newsletter/unsubscribe/:token", limited, async (req, res) => {
    const { token } = parseOrThrow(newsletterTokenSchema, { token: req.params.token });
    await unsubscribe(ctx, token);
    res.json({ message: "Cancelaste tu suscripción. Ya no recibirás el boletín." });
  });

  router.get("/newsletter/subscribers", auth.requireAdmin, async (_req, res) => {
    res.json(await listSubscribers(ctx));
  });

  router.get("/newsletter/subscribers.csv", auth.requireAdmin, async (_req, res) => {
    res
      .type("text/csv; charset=utf-8")
      .attachment("suscriptores.csv")
      .send(await subscribersCsv(ctx));
  });

  router.get("/newsletters", auth.requireAdmin, async (_req, res) => {
    res.json(await listNewsletters(ctx));
  });

  router.post("/newsletters", auth.requireAdmin, validateBody(newsletterDraftSchema), async (req, res) => {
    res.status(201).json(await createNewsletterWithTest(ctx, req.body, currentUser(req).email));
  });

  router.post("/newsletters/:id/send", auth.requireAdmin, async (req, res) => {
    res.json(await sendNewsletter(ctx, idParam(String(req.params.id))));
  });

  return router;
}
