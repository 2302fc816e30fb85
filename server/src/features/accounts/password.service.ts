// Password reset by e-mail and password change. Reset tokens are random, stored as their SHA-256, single-use,
// valid for one hour, and die with any password change. Every change goes through changeCredentials, which ends
// every session signed before it.
import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../../context.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { enqueueMail } from "../../lib/mail/outbox.ts";
import { passwordResetMail } from "./accounts.mails.ts";
import { checkPassword, hashPassword } from "../../lib/passwords.ts";
import {
  INVALID_RESET_LINK,
  type ChangePasswordInput,
  type ResetPasswordInput,
} from "@autora/common/contract/accounts.ts";
import { changeCredentials } from "./credentials.ts";
import type { SignToken } from "./accounts.service.ts";

const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** One new link per account per minute: a stranger cannot flood someone's inbox (the answer stays the same). */
const RESET_MIN_INTERVAL_MS = 60 * 1000;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export async function requestPasswordReset(
  { prisma, config }: Pick<AppContext, "prisma" | "config">,
  email: string,
): Promise<void> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, nombre: true, email: true, correoConfirmadoEn: true },
  });
  if (!user) return;
  await prisma.$transaction(async (tx) => {
    // Simultaneous requests for one account wait here for each other, so the next one sees the link just made.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const recent = await tx.passwordResetToken.count({
      where: { userId: user.id, createdAt: { gt: new Date(Date.now() - RESET_MIN_INTERVAL_MS) } },
    });
    if (recent > 0) return;
    const token = randomBytes(32).toString("base64url");
    await tx.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
        createdAt: new Date(),
      },
    });
    const link = `${config.siteUrl}/reset-password?token=${token}`;
    // Anyone may register anyone's address: until the account has proved the address is theirs, the mail names the
    // address, never the name typed at registration.
    const greeting = user.correoConfirmadoEn ? user.nombre : user.email;
    await enqueueMail(tx, {
      kind: "password_reset",
      to: user.email,
      ...passwordResetMail(config.siteUrl, { nombre: greeting, link }),
    });
  });
}

/**
 * Sets the password the e-mailed link was for and signs the reader in: whoever holds the link could sign in with the
 * password just chosen anyway, and the token is made after every earlier session ended, so it is the only one.
 */
export async function resetPassword(
  { prisma }: Pick<AppContext, "prisma">,
  signToken: SignToken,
  input: ResetPasswordInput,
) {
  const passwordHash = await hashPassword(input.password); // outside the transaction: bcrypt takes ~60 ms
  const user = await prisma.$transaction(async (tx) => {
    // Deleting the row is what makes the link single-use, also against two simultaneous requests.
    const [row] = await tx.passwordResetToken.findMany({ where: { tokenHash: sha256(input.token) }, take: 1 });
    const deleted = row ? await tx.passwordResetToken.deleteMany({ where: { id: row.id } }) : { count: 0 };
    if (!row || deleted.count === 0 || row.expiresAt.getTime() < Date.now())
      throw new HttpError(400, INVALID_RESET_LINK);
    // the link came to the account's address: the address is now proven the reader's
    return changeCredentials(tx, row.userId, { passwordHash, correoConfirmadoEn: new Date() });
  });
  const { tokenVersion, ...publicUser } = user;
  return {
    message: "Listo: tu contraseña se cambió y ya iniciaste sesión.",
    token: signToken({ ...publicUser, tokenVersion }),
    user: publicUser,
  };
}

/** Returns a new token for the session that made the change; every other session is signed out. */
export async function changePassword(
  { prisma }: Pick<AppContext, "prisma">,
  signToken: SignToken,
  userId: number,
  input: ChangePasswordInput,
) {
  const account = await prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!account) throw notFound("Usuario no encontrado");
  if (!(await checkPassword(input.currentPassword, account.passwordHash)))
    throw new HttpError(400, "La contraseña actual no es correcta");
  const passwordHash = await hashPassword(input.newPassword);
  const user = await prisma.$transaction((tx) => changeCredentials(tx, userId, { passwordHash }));
  const { tokenVersion, ...publicUser } = user;
  return {
    message: "Tu contraseña se cambió. Cerramos tus otras sesiones.",
    token: signToken({ ...publicUser, tokenVersion }),
    user: publicUser,
  };
}
