import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../lib/errors.ts";

const DATABASE_CHECK_TIMEOUT_MS = 3_000;

export function healthRoutes({ prisma }: AppContext): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), DATABASE_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([prisma.$queryRaw`SELECT 1`, timeout]);
    } catch {
      throw new HttpError(503, "La base de datos no responde");
    } finally {
      clearTimeout(timer);
    }
    res.json({ status: "ok" });
  });
  return router;
}
