// ADMIN_EMAIL and ADMIN_PASSWORD: the administrator the operator names, made on start while there is none.
// Anyone can register as a reader before that, with the very address the operator will put in ADMIN_EMAIL. Such an
// account never becomes the administrator silently: the start stops and says so, unless the operator asks for it
// with ADMIN_PROMOTE_EXISTING=true; then the account takes ADMIN_PASSWORD and loses every earlier session and reset
// link (changeCredentials), so whoever registered it keeps nothing.
import type { PrismaClient } from "../../lib/db/client.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { StartupError } from "../../lib/startup-errors.ts";
import { changeCredentials } from "./credentials.ts";
import { lockAdministrators } from "./accounts.service.ts";

export interface ConfiguredAdmin {
  email: string;
  password: string;
  nombre: string;
  promoteExisting: boolean;
}

export const readerHasAdminEmail = (email: string) =>
  `ADMIN_EMAIL (${email}) ya es el correo de una cuenta de lectora (cualquiera pudo registrarla) y no se convierte en administradora sin que lo pidas. ` +
  "Usa otra dirección en ADMIN_EMAIL, o agrega ADMIN_PROMOTE_EXISTING=true para convertir esa cuenta en la administradora " +
  "(tomará ADMIN_PASSWORD y se cerrarán todas sus sesiones).";

/** Creates (or, when asked, promotes) the configured administrator while none exists; never a default password. */
export async function ensureAdmin(prisma: PrismaClient, admin: ConfiguredAdmin | undefined) {
  if (!admin) return undefined;
  if (await prisma.user.count({ where: { rol: ROLE_ADMIN } })) return undefined; // the usual start: nothing to hash
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  return prisma.$transaction(async (tx) => {
    await lockAdministrators(tx); // two servers starting together make one administrator, not two
    if (await tx.user.count({ where: { rol: ROLE_ADMIN } })) return undefined;
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (!existing) {
      const created = await tx.user.create({
        data: { email, nombre: admin.nombre, passwordHash, rol: ROLE_ADMIN },
        select: { email: true },
      });
      return { ...created, promoted: false };
    }
    if (!admin.promoteExisting) throw new StartupError(readerHasAdminEmail(email));
    const promoted = await changeCredentials(tx, existing.id, { passwordHash, rol: ROLE_ADMIN, nombre: admin.nombre });
    return { email: promoted.email, promoted: true };
  });
}
