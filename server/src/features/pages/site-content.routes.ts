import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { validateBody } from "../../lib/validate.ts";
import { siteContentSchema } from "@autora/common/contract/pages.ts";
import { getSiteContent, saveSiteContent } from "./site-content.service.ts";

export function siteContentRoutes({ prisma, auth }: AppContext): Router {
  const router = Router();

  router.get("/site-content", showsPublicData("site-content"), async (_req, res) => {
    res.json(await getSiteContent(prisma));
  });

  router.put(
    "/site-content",
    changesPublicData("site-content"),
    auth.requireAdmin,
    validateBody(siteContentSchema),
    async (req, res) => {
      res.json(await saveSiteContent(prisma, req.body));
    },
  );

  return router;
}
