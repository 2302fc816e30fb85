import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { validateBody } from "../../lib/validate.ts";
import { contactInfoSchema } from "@autora/common/contract/pages.ts";
import { getContactInfo, saveContactInfo } from "./contact.service.ts";

export function contactRoutes({ prisma, auth }: AppContext): Router {
  const router = Router();

  router.get("/contact-info", showsPublicData("contact"), async (_req, res) => {
    res.json(await getContactInfo(prisma));
  });

  router.post(
    "/contact-info",
    changesPublicData("contact"),
    auth.requireAdmin,
    validateBody(contactInfoSchema),
    async (req, res) => {
      res.json(await saveContactInfo(prisma, req.body));
    },
  );

  return router;
}
