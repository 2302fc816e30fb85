import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { databaseAnswers } from "../../lib/db/health.ts";
import { HttpError } from "../../lib/errors.ts";

export function healthRoutes({ prisma }: AppContext): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    if (!(await databaseAnswers(prisma))) throw new HttpError(503, "La base de datos no responde");
    res.json({ status: "ok" });
  });
  return router;
}
