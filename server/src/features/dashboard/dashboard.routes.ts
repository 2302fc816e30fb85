// The administrator's dashboard: what needs her now.
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { needsAttention, type AttentionOptions } from "./dashboard.service.ts";

export function dashboardRoutes(ctx: AppContext, options: AttentionOptions = {}): Router {
  const router = Router();

  router.get("/dashboard/attention", ctx.auth.requireAdmin, async (_req, res) => {
    res.json(await needsAttention(ctx, options));
  });

  return router;
}
