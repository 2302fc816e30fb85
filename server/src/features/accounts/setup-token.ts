// First start without ADMIN_EMAIL/ADMIN_PASSWORD: the server prints a one-time link, and only whoever holds it (the
// person who started the server) can register the first administrator. Without it, a site deployed without those
// variables would belong to whoever registered first.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import type { PrismaClient } from "../../lib/db/client.ts";

export const NEEDS_SETUP_LINK =
  "Para crear la primera administradora abre el enlace de configuración que el servidor mostró al iniciar";

const hashOf = (token: string) => createHash("sha256").update(token).digest();

/**
 * While no administrator exists: a new random token that replaces any earlier one (so the link printed by the latest
 * start is the valid one), kept only as a hash in the database so that every server process accepts it. Once an
 * administrator exists: no token, and any left over is removed.
 */
export async function issueSetupToken(prisma: PrismaClient): Promise<string | undefined> {
  if (await prisma.user.count({ where: { rol: ROLE_ADMIN } })) {
    await prisma.setupToken.deleteMany();
    return undefined;
  }
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token).toString("hex");
  await prisma.setupToken.upsert({
    where: { id: 1 },
    create: { id: 1, tokenHash },
    update: { tokenHash, createdAt: new Date() },
  });
  return token;
}

/** The page that registers the first administrator, with the token in its address. */
export const setupLink = (baseUrl: string, token: string) => `${baseUrl}/admin/register?token=${token}`;

/** Inside the transaction that creates the first administrator: true, and the token used up, when it matches. */
export async function redeemSetupToken(tx: Prisma.TransactionClient, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const row = await tx.setupToken.findUnique({ where: { id: 1 } });
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, "hex"), hashOf(token))) return false;
  await tx.setupToken.delete({ where: { id: 1 } });
  return true;
}
