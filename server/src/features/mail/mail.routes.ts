import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { idParam, pageParam } from "../../lib/validate.ts";
import { getMessage, listMessages } from "./mail.service.ts";

export function mailRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/mail/messages", ctx.auth.requireAdmin, async (req, res) => {
    const page = pageParam(req.query.page);
    res.json(await listMessages(ctx, page));
  });

  router.get("/mail/messages/:id", ctx.auth.requireAdmin, async (req, res) => {
    res.json(await getMessage(ctx, idParam(String(req.params.id))));
  });

  return router;
}
