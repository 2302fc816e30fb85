import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { validateBody } from "../../lib/validate.ts";
import { subscribeSchema, type SubscribeInput } from "./newsletter.schemas.ts";
import { subscribe } from "./newsletter.service.ts";

export function newsletterRoutes({ prisma, config }: AppContext): Router {
  const router = Router();

  router.post("/subscribe", limitRequests(config.rateLimitMax), validateBody(subscribeSchema), async (req, res) => {
    const created = await subscribe(prisma, (req.body as SubscribeInput).email);
    if (created) res.status(201).json({ message: "¡Gracias por suscribirte!" });
    else res.json({ message: "Ya estabas suscrito. ¡Gracias!" });
  });

  return router;
}
