import type { PrismaClient } from "../../lib/db/client.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import { hashPassword } from "../../lib/passwords.ts";

/** With ADMIN_EMAIL and ADMIN_PASSWORD set and no administrator yet, creates that one. Never a default password. */
export async function ensureAdmin(prisma: PrismaClient, admin: { email: string; password: string; nombre: string } | undefined) {
  if (!admin) return undefined;
  if (await prisma.user.count({ where: { rol: ROLE_ADMIN } })) return undefined;
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  return prisma.user.upsert({
    where: { email },
    create: { email, nombre: admin.nombre, passwordHash, rol: ROLE_ADMIN },
    update: { rol: ROLE_ADMIN, passwordHash },
    select: { id: true, email: true },
  });
}
