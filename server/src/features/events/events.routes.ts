import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../lib/errors.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { acceptPdf, pdfFrom } from "../../lib/uploads.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { createEventSchema, updateEventSchema } from "@autora/common/contract/events.ts";
import { createEvent, deleteEvent, listEvents, updateEvent } from "./events.service.ts";

export function eventsRoutes(ctx: AppContext): Router {
  const { auth } = ctx;
  const router = Router();

  router.get("/blog", showsPublicData("events"), async (_req, res) => {
    res.json(await listEvents(ctx));
  });

  router.post(
    "/blog",
    changesPublicData("events"),
    auth.requireAdmin,
    acceptPdf("pdf"),
    validateBody(createEventSchema),
    async (req, res) => {
      const pdf = await pdfFrom(req, "pdf");
      if (!pdf) throw new HttpError(400, "Debes seleccionar un archivo PDF");
      res.status(201).json(await createEvent(ctx, req.body, pdf));
    },
  );

  router.put(
    "/blog/:id",
    changesPublicData("events"),
    auth.requireAdmin,
    validateBody(updateEventSchema),
    async (req, res) => {
      res.json(await updateEvent(ctx, idParam(String(req.params.id)), req.body));
    },
  );

  router.delete("/blog/:id", changesPublicData("events"), auth.requireAdmin, async (req, res) => {
    await deleteEvent(ctx, idParam(String(req.params.id)));
    res.json({ message: "Documento eliminado" });
  });

  return router;
}
