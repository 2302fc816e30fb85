// Accounts: registration (with the first-administrator rule: setup-token.ts), login with lockout, lookup and deletion.
import { consentDate } from "@autora/common/contract/privacy-consent.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { ROLE_ADMIN, type AuthUser } from "../../lib/auth.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { listUserOrders } from "../orders/index.ts";
import { checkPassword, hashPassword } from "../../lib/passwords.ts";
import type { LoginLockout } from "./login-lockout.ts";
import { NEEDS_SETUP_LINK, redeemSetupToken } from "./setup-token.ts";
import type {
  Administrators,
  CreateUserInput,
  LoginAnswer,
  LoginInput,
  User,
} from "@autora/common/contract/accounts.ts";

const publicUser = { id: true, nombre: true, email: true, rol: true } as const;
const ADMIN_LOCK_KEY = 7_310_001; // any constant: serialises changes to the set of administrators

/** Two concurrent requests must not both see "no administrator yet" or both remove "one of two" admins. */
export async function lockAdministrators(tx: Prisma.TransactionClient) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_LOCK_KEY})`;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === "P2002";

export async function createUser(
  prisma: PrismaClient,
  input: CreateUserInput,
  actor: AuthUser | undefined,
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      if (input.rol === ROLE_ADMIN && actor?.rol !== ROLE_ADMIN) {
        await lockAdministrators(tx);
        if (await tx.user.count({ where: { rol: ROLE_ADMIN } })) {
          throw new HttpError(403, "Solo una administradora puede crear otra cuenta de administradora");
        }
        // the first one: only with the setup link (rolled back, so still valid, if the creation fails)
        if (!(await redeemSetupToken(tx, input.setupToken))) throw new HttpError(403, NEEDS_SETUP_LINK);
      }
      return tx.user.create({
        data: {
          nombre: input.nombre,
          email: input.email,
          passwordHash,
          rol: input.rol,
          privacidadAceptadaEn: consentDate(input.aceptaPrivacidad),
        },
        select: publicUser,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, "Ya existe una cuenta con ese correo");
    throw err;
  }
}

// Compared against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

export type SignToken = (user: AuthUser & { tokenVersion: number }) => string;

export async function login(
  prisma: PrismaClient,
  signToken: SignToken,
  lockout: LoginLockout,
  input: LoginInput,
  ip: string | undefined,
): Promise<LoginAnswer> {
  await lockout.countAttempt(input.email, ip); // before the password is checked: parallel guesses count too
  const account = await prisma.user.findUnique({
    where: { email: input.email },
    select: { ...publicUser, passwordHash: true, tokenVersion: true },
  });
  decoyHash ??= hashPassword("contraseña-señuelo-sin-cuenta");
  const matches = await checkPassword(input.password, account?.passwordHash ?? (await decoyHash));
  if (!account || !matches) throw new HttpError(401, "Credenciales incorrectas");
  await lockout.recordSuccess(input.email, ip);
  const { passwordHash: _hash, tokenVersion, ...user } = account;
  return { token: signToken({ ...user, tokenVersion }), user };
}

export async function getUser(prisma: PrismaClient, id: number): Promise<User> {
  const user = await prisma.user.findUnique({ where: { id }, select: publicUser });
  if (!user) throw notFound("Usuario no encontrado");
  return user;
}

/** Every administrator, oldest first (GET /usuarios/administradoras). */
export async function listAdministrators(prisma: PrismaClient): Promise<Administrators> {
  const administradoras = await prisma.user.findMany({
    where: { rol: ROLE_ADMIN },
    orderBy: { id: "asc" },
    select: { id: true, nombre: true, email: true },
  });
  return { administradoras };
}

/**
 * Everything the site holds about an account (GET /usuarios/{id}/datos): the account, its comments, favourites and
 * the orders placed while signed in. Never the password hash.
 */
export async function exportUserData(prisma: PrismaClient, id: number) {
  const account = await prisma.user.findUnique({
    where: { id },
    select: { ...publicUser, createdAt: true, privacidadAceptadaEn: true },
  });
  if (!account) throw notFound("Usuario no encontrado");
  const [bookComments, photoComments, favorites, orders] = await Promise.all([
    prisma.bookComment.findMany({
      where: { usuarioId: id },
      orderBy: { fecha: "asc" },
      select: { id: true, contenido: true, fecha: true, bookId: true },
    }),
    prisma.photoComment.findMany({
      where: { usuarioId: id },
      orderBy: { fecha: "asc" },
      select: { id: true, contenido: true, fecha: true, fotografiaId: true },
    }),
    prisma.favorite.findMany({
      where: { usuarioId: id },
      orderBy: { createdAt: "asc" },
      select: { fotografiaId: true, createdAt: true },
    }),
    listUserOrders(prisma, id),
  ]);
  return {
    generadoEn: new Date().toISOString(),
    cuenta: account,
    comentariosLibro: bookComments,
    comentariosFotografias: photoComments,
    favoritos: favorites,
    pedidos: orders,
  };
}

/**
 * Deleting an account (as the privacy notice says): the account row goes, and with it the favourites (cascade); the
 * comments stay published as "Anónimo" with no link to anyone (SET NULL); the orders are kept for accounting with the
 * buyer's data they carry, no longer linked to the account (SET NULL).
 */
export async function deleteUser(prisma: PrismaClient, id: number) {
  await prisma.$transaction(async (tx) => {
    await lockAdministrators(tx);
    const user = await tx.user.findUnique({ where: { id }, select: { rol: true } });
    if (!user) throw notFound("Usuario no encontrado");
    if (user.rol === ROLE_ADMIN && (await tx.user.count({ where: { rol: ROLE_ADMIN } })) <= 1) {
      throw new HttpError(409, "No se puede eliminar a la última administradora.");
    }
    await tx.user.delete({ where: { id } });
  });
}
