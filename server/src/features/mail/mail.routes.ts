import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../lib/auth.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { idParam, pageParam } from "../../lib/validate.ts";
import { getMessage, listMessages, TEST_MAILS_PER_HOUR, sendTestMail } from "./mail.service.ts";

export function mailRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/mail/messages", ctx.auth.requireAdmin, async (req, res) => {
    const page = pageParam(req.query.page);
    res.json(await listMessages(ctx, page));
  });

  router.get("/mail/messages/:id", ctx.auth.requireAdmin, async (req, res) => {
    res.json(await getMessage(ctx, idParam(String(req.params.id))));
  });

  const limitTests = limitRequests(TEST_MAILS_PER_HOUR, {
    per: "account",
    windowMs: 60 * 60 * 1000,
    message: "Ya enviaste varios correos de prueba. Intenta de nuevo en una hora.",
  });
  router.post("/mail/test", ctx.auth.requireAdmin, limitTests, async (req, res) => {
    res.status(202).json(await sendTestMail(ctx, currentUser(req).email));
  });

  return router;
}
