import { Router } from "express";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { idParam, parseOrThrow } from "../../lib/validate.ts";
import { getMessage, listMessages } from "./mail.service.ts";

const pageQuery = z.object({ page: z.coerce.number({ error: "Página inválida" }).int("Página inválida").min(1, "Página inválida").max(100_000, "Página inválida").default(1) });

export function mailRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/mail/messages", ctx.auth.requireAdmin, async (req, res) => {
    const { page } = parseOrThrow(pageQuery, { page: req.query.page });
    res.json(await listMessages(ctx, page));
  });

  router.get("/mail/messages/:id", ctx.auth.requireAdmin, async (req, res) => {
    res.json(await getMessage(ctx, idParam(String(req.params.id))));
  });

  return router;
}
