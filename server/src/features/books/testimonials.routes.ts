import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { createTestimonialSchema } from "@autora/common/contract/books.ts";
import {
  createTestimonial,
  deleteTestimonial,
  listBookTestimonials,
  listTestimonials,
} from "./testimonials.service.ts";

export function testimonialsRoutes({ prisma, auth }: AppContext): Router {
  const router = Router();

  router.get("/book/:id/testimonials", showsPublicData("books"), async (req, res) => {
    res.json(await listBookTestimonials(prisma, idParam(String(req.params.id))));
  });

  router.get("/testimonials", showsPublicData("books"), async (_req, res) => {
    res.json(await listTestimonials(prisma));
  });

  router.post(
    "/testimonial/create",
    changesPublicData("books"),
    auth.requireAdmin,
    validateBody(createTestimonialSchema),
    async (req, res) => {
      res.status(201).json(await createTestimonial(prisma, req.body));
    },
  );

  router.delete("/testimonial/:id", changesPublicData("books"), auth.requireAdmin, async (req, res) => {
    await deleteTestimonial(prisma, idParam(String(req.params.id)));
    res.json({ message: "Testimonio eliminado" });
  });

  return router;
}
