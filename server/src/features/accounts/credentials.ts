// The one way an existing account's password or role changes. Whoever held the account before the change must not
// keep it: every session signed before it ends (tokenVersion goes up) and every password-reset link dies.
import type { Prisma } from "../../generated/prisma/client.ts";

export interface CredentialsChange {
  passwordHash?: string;
  rol?: number;
  /** the name that goes with the new owner (the administrator ADMIN_NAME names) */
  nombre?: string;
  /** set when the change came through a link mailed to the account's address, which proves the address is theirs */
  correoConfirmadoEn?: Date;
}

export async function changeCredentials(tx: Prisma.TransactionClient, userId: number, change: CredentialsChange) {
  const user = await tx.user.update({
    where: { id: userId },
    data: { ...change, tokenVersion: { increment: 1 } },
    select: { id: true, nombre: true, email: true, rol: true, tokenVersion: true },
  });
  await tx.passwordResetToken.deleteMany({ where: { userId } });
  return user;
}
