import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { currentUser, requireSelfOrAdmin, ROLE_ADMIN } from "../../lib/auth.ts";
import { createSharedCounters, limitRequests } from "../../lib/rate-limit.ts";
import { changesPublicData } from "../../lib/response-cache.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { createLoginLockout } from "./login-lockout.ts";
import { createUserSchema, loginSchema } from "@autora/common/contract/accounts.ts";
import { createUser, deleteUser, exportUserData, getUser, listAdministrators, login } from "./accounts.service.ts";
import { changePassword, requestPasswordReset, resetPassword } from "./password.service.ts";
import {
  changePasswordSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  resetPasswordSchema,
} from "@autora/common/contract/accounts.ts";

/** "Already registered" answers one IP may get in 15 minutes (the login locks after as many failures). */
const MAX_KNOWN_EMAIL_ANSWERS = 5;

export function accountsRoutes(ctx: AppContext): Router {
  const { prisma, auth, config } = ctx;
  const router = Router();
  const lockout = createLoginLockout(createSharedCounters(prisma));

  // Like the login's lockout: an IP that keeps hitting "Ya existe una cuenta con ese correo" is testing addresses.
  const knownEmailLimit = limitRequests(MAX_KNOWN_EMAIL_ANSWERS, {
    countOnly: (status) => status === 409,
    message: "Demasiados intentos de registro. Intenta de nuevo en 15 minutos.",
  });

  // Accounts are free to make, and every per-account limit (comments, favourites) counts one account: a client address
  // makes a few an hour, enough for a household (only the accounts made count; the administrator's are not limited).
  const registrationLimit = limitRequests(config.registrationsPerIpPerHour, {
    name: "registro-cuenta",
    windowMs: 60 * 60 * 1000,
    countOnly: (status) => status === 201,
    message: "Se crearon demasiadas cuentas desde tu conexión. Intenta de nuevo en una hora.",
  });

  router.post(
    "/usuarios/crear",
    limitRequests(config.rateLimitMax),
    knownEmailLimit,
    auth.optionalUser,
    (req, res, next) => (req.user?.rol === ROLE_ADMIN ? next() : registrationLimit(req, res, next)),
    validateBody(createUserSchema),
    async (req, res) => {
      res.status(201).json(await createUser(prisma, req.body, req.user));
    },
  );

  router.post("/usuarios/login", limitRequests(config.rateLimitMax), validateBody(loginSchema), async (req, res) => {
    res.json(await login(prisma, auth.signToken, lockout, req.body, req.ip));
  });

  // The same answer, in the same time, whether or not the address has an account: the answer goes first and the
  // link is made after it (a failure there is logged, the reader can ask again).
  router.post(
    "/usuarios/recuperar-contrasena",
    limitRequests(config.rateLimitMax),
    validateBody(forgotPasswordSchema),
    (req, res) => {
      res.json({ message: FORGOT_PASSWORD_ANSWER });
      requestPasswordReset(ctx, req.body.email).catch((err: unknown) =>
        ctx.log.error({ err }, "no se pudo preparar el enlace para restablecer la contraseña"),
      );
    },
  );

  router.post(
    "/usuarios/restablecer-contrasena",
    limitRequests(config.rateLimitMax),
    validateBody(resetPasswordSchema),
    async (req, res) => {
      res.json(await resetPassword(ctx, auth.signToken, req.body));
    },
  );

  router.post(
    "/usuarios/cambiar-contrasena",
    limitRequests(config.rateLimitMax),
    auth.requireUser,
    validateBody(changePasswordSchema),
    async (req, res) => {
      res.json(await changePassword(ctx, auth.signToken, currentUser(req).id, req.body));
    },
  );

  // Before /usuarios/:id, which would take "administradoras" for an id.
  router.get("/usuarios/administradoras", auth.requireAdmin, async (_req, res) => {
    res.json(await listAdministrators(prisma));
  });

  router.get("/usuarios/:id", auth.requireUser, async (req, res) => {
    const id = idParam(req.params.id);
    requireSelfOrAdmin(currentUser(req), id);
    res.json(await getUser(prisma, id));
  });

  // The reader's own data as a JSON file (privacy notice: right of access).
  router.get("/usuarios/:id/datos", auth.requireUser, async (req, res) => {
    const id = idParam(req.params.id);
    requireSelfOrAdmin(currentUser(req), id);
    const data = await exportUserData(prisma, id);
    res
      .set({ "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="mis-datos-${id}.json"` })
      .type("application/json")
      .send(JSON.stringify(data, null, 2));
  });

  router.delete(
    "/usuarios/:id",
    changesPublicData("book-comments", "photo-comments"),
    auth.requireUser,
    async (req, res) => {
      const id = idParam(req.params.id);
      requireSelfOrAdmin(currentUser(req), id);
      await deleteUser(prisma, id);
      res.json({ message: "Cuenta eliminada" });
    },
  );

  return router;
}
