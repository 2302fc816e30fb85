import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser, requireSelfOrAdmin } from "../../lib/auth.ts";
import { createSharedCounters, limitRequests } from "../../lib/rate-limit.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { createLoginLockout } from "./login-lockout.ts";
import { createUserSchema, loginSchema, type CreateUserInput, type LoginInput } from "./users.schemas.ts";
import { createUser, deleteUser, getUser, login } from "./users.service.ts";

/** "Already registered" answers one IP may get in 15 minutes (the login locks after as many failures). */
const MAX_KNOWN_EMAIL_ANSWERS = 5;

export function usersRoutes({ prisma, auth, config }: AppContext): Router {
  const router = Router();
  const lockout = createLoginLockout(createSharedCounters(prisma));

  // Like the login's lockout: an IP that keeps hitting "Ya existe una cuenta con ese correo" is testing addresses.
  const knownEmailLimit = limitRequests(MAX_KNOWN_EMAIL_ANSWERS, { countOnly: (status) => status === 409, message: "Demasiados intentos de registro. Intenta de nuevo en 15 minutos." });

  router.post("/usuarios/crear", limitRequests(config.rateLimitMax), knownEmailLimit, auth.optionalUser, validateBody(createUserSchema), async (req, res) => {
    res.status(201).json(await createUser(prisma, req.body as CreateUserInput, req.user));
  });

  router.post("/usuarios/login", limitRequests(config.rateLimitMax), validateBody(loginSchema), async (req, res) => {
    res.json(await login(prisma, auth.signToken, lockout, req.body as LoginInput, req.ip));
  });

  router.get("/usuarios/:id", auth.requireUser, async (req, res) => {
    const id = idParam(req.params.id);
    requireSelfOrAdmin(currentUser(req), id);
    res.json(await getUser(prisma, id));
  });

  router.delete("/usuarios/:id", auth.requireUser, async (req, res) => {
    const id = idParam(req.params.id);
    requireSelfOrAdmin(currentUser(req), id);
    await deleteUser(prisma, id);
    res.json({ message: "Cuenta eliminada" });
  });

  return router;
}
