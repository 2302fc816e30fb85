import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { acceptImages, imagesFrom } from "../../lib/uploads.ts";
import { validateBody } from "../../lib/validate.ts";
import { aboutContentSchema } from "@autora/common/contract/pages-about.ts";
import { getAbout, removePortrait, saveAbout, setPortrait } from "./about.service.ts";

export function aboutRoutes(ctx: AppContext): Router {
  const { auth } = ctx;
  const router = Router();

  router.get("/about", showsPublicData("about"), async (_req, res) => {
    res.json(await getAbout(ctx));
  });

  router.put(
    "/about",
    changesPublicData("about"),
    auth.requireAdmin,
    validateBody(aboutContentSchema),
    async (req, res) => {
      res.json(await saveAbout(ctx, req.body));
    },
  );

  // multipart: the image in `portrait`
  router.put(
    "/about/portrait",
    changesPublicData("about"),
    auth.requireAdmin,
    acceptImages("portrait"),
    async (req, res) => {
      const [file] = await imagesFrom(req, "portrait");
      res.json(await setPortrait(ctx, file));
    },
  );

  router.delete("/about/portrait", changesPublicData("about"), auth.requireAdmin, async (_req, res) => {
    res.json(await removePortrait(ctx));
  });

  return router;
}
