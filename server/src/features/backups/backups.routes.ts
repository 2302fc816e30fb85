import { existsSync } from "node:fs";
import { join } from "node:path";
import { Router } from "express";
import { downloadBackupSchema, type BackupList } from "@autora/common/contract/backups.ts";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../lib/auth.ts";
import { HttpError } from "../../lib/errors.ts";
import { checkPassword } from "../../lib/passwords.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { validateBody } from "../../lib/validate.ts";
import { ARCHIVE_NAME, listArchives, makeBackup, readBackupStatus } from "./backups.service.ts";

export function backupsRoutes(ctx: AppContext): Router {
  const router = Router();
  const { prisma, config, auth } = ctx;
  // a wrong password counts against the account: the download cannot be used to guess it
  const wrongPasswordLimit = limitRequests(config.rateLimitMax, {
    per: "account",
    countOnly: (status) => status === 403,
    message: "Demasiados intentos. Intenta de nuevo en 15 minutos.",
  });

  router.get("/backups", auth.requireAdmin, async (_req, res) => {
    const archives = await listArchives(config.backupDir);
    const list: BackupList = {
      archives: archives.map((a) => ({ name: a.name, createdAt: a.createdAt.toISOString(), bytes: a.bytes })),
      last: (await readBackupStatus(prisma)) ?? null,
    };
    res.json(list);
  });

  router.post("/backups", auth.requireAdmin, async (_req, res) => {
    const outcome = await makeBackup(ctx).catch((err: unknown) => {
      throw new HttpError(500, `No se pudo hacer el respaldo: ${(err as Error).message}`);
    });
    if (!("made" in outcome))
      throw new HttpError(409, "Ya se está haciendo un respaldo. Espera a que termine e inténtalo de nuevo.");
    const { name, createdAt, bytes } = outcome.made;
    res.status(201).json({ name, createdAt: createdAt.toISOString(), bytes });
  });

  router.post(
    "/backups/:name/download",
    auth.requireAdmin,
    wrongPasswordLimit,
    validateBody(downloadBackupSchema),
    async (req, res) => {
      const name = String(req.params.name);
      if (!ARCHIVE_NAME.test(name)) throw new HttpError(400, "Ese nombre no es el de un respaldo.");
      const user = await prisma.user.findUniqueOrThrow({
        where: { id: currentUser(req).id },
        select: { passwordHash: true },
      });
      if (!(await checkPassword(req.body.password, user.passwordHash)))
        throw new HttpError(403, "La contraseña no es correcta.");
      const file = join(config.backupDir, name);
      if (!existsSync(file)) throw new HttpError(404, "Ese respaldo ya no existe.");
      res.setHeader("Content-Type", "application/gzip");
      res.download(file, name, { dotfiles: "allow" }, (err) => {
        if (err && !res.headersSent) res.status(404).json({ message: "Ese respaldo ya no existe." });
      });
    },
  );

  return router;
}
