// The administrator's discount codes (Códigos de descuento): list, create, edit, deactivate. Nothing public changes.
import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { discountCodeSchema, discountCodeUpdateSchema } from "@autora/common/contract/orders-discounts.ts";
import {
  createDiscountCode,
  deactivateDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from "./discounts.service.ts";

export function discountsRoutes({ auth, prisma }: AppContext): Router {
  const router = Router();

  router.get("/discount-codes", auth.requireAdmin, async (_req, res) => {
    res.json(await listDiscountCodes(prisma));
  });

  router.post("/discount-codes", auth.requireAdmin, validateBody(discountCodeSchema), async (req, res) => {
    res.status(201).json(await createDiscountCode(prisma, req.body));
  });

  router.put("/discount-codes/:id", auth.requireAdmin, validateBody(discountCodeUpdateSchema), async (req, res) => {
    res.json(await updateDiscountCode(prisma, idParam(String(req.params.id)), req.body));
  });

  router.post("/discount-codes/:id/deactivate", auth.requireAdmin, async (req, res) => {
    res.json(await deactivateDiscountCode(prisma, idParam(String(req.params.id))));
  });

  return router;
}
