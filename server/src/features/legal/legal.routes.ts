// GET /legal-pages/{slug} (public) and PUT /legal-pages/{slug} (administrator): the privacy notice, terms and returns.
import { Router } from "express";
import { isLegalSlug, type LegalSlug } from "@autora/common/contract/legal-pages.ts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { validateBody } from "../../lib/validate.ts";
import { legalPageInputSchema } from "@autora/common/contract/legal.ts";
import { getLegalPage, saveLegalPage } from "./legal.service.ts";

function slugParam(value: string | string[] | undefined): LegalSlug {
  if (typeof value !== "string" || !isLegalSlug(value)) throw notFound("Página no encontrada");
  return value;
}

export function legalRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/legal-pages/:slug", showsPublicData("legal"), async (req, res) => {
    res.json(await getLegalPage(ctx, slugParam(req.params.slug)));
  });

  router.put(
    "/legal-pages/:slug",
    changesPublicData("legal"),
    ctx.auth.requireAdmin,
    validateBody(legalPageInputSchema),
    async (req, res) => {
      res.json(await saveLegalPage(ctx, slugParam(req.params.slug), req.body));
    },
  );

  return router;
}
