// The administrator's dashboard: what needs her now, and the numbers beside the admin menu's entries.
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { validateBody } from "../../lib/validate.ts";
import { seenSchema } from "@autora/common/contract/dashboard.ts";
import { needsAttention, type AttentionOptions } from "./dashboard.service.ts";
import { markSeen, navCounts } from "./nav-counts.service.ts";

export function dashboardRoutes(ctx: AppContext, options: AttentionOptions = {}): Router {
  const router = Router();

  router.get("/dashboard/attention", ctx.auth.requireAdmin, async (_req, res) => {
    res.json(await needsAttention(ctx, options));
  });

  router.get("/dashboard/nav-counts", ctx.auth.requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await navCounts(ctx.prisma));
  });

  router.post("/dashboard/seen", ctx.auth.requireAdmin, validateBody(seenSchema), async (req, res) => {
    await markSeen(ctx.prisma, req.body.section);
    res.status(204).end();
  });

  return router;
}
