// Tokens and the access checks every route uses. Identity always comes from the token, never the body.
import type { RequestHandler } from "express";
import jwt from "jsonwebtoken";
import type { PrismaClient } from "./db/client.ts";
import { HttpError } from "./errors.ts";
import { ROLE } from "@autora/common/contract/accounts-roles.ts";

export const ROLE_ADMIN = ROLE.admin;
export const ROLE_READER = ROLE.reader;
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface AuthUser {
  id: number;
  nombre: string;
  email: string;
  rol: number;
}

declare module "express-serve-static-core" {
  interface Request {
    /** set by auth.optionalUser / requireUser / requireAdmin */
    user?: AuthUser;
  }
}

export type Auth = ReturnType<typeof createAuth>;

export function createAuth(prisma: PrismaClient, secret: string) {
  /** `v` is the account's tokenVersion: a change of password or role raises it, which ends every older session. */
  function signToken(user: { id: number; rol: number; tokenVersion: number }): string {
    return jwt.sign({ id: user.id, rol: user.rol, v: user.tokenVersion }, secret, {
      algorithm: "HS256",
      expiresIn: TOKEN_LIFETIME_SECONDS,
    });
  }

  /** The token's user id and version, or undefined for a missing, forged, expired or malformed token. */
  function readToken(header: string | undefined): { id: number; v: number } | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
    if (!match) return undefined;
    try {
      const claims = jwt.verify(match[1], secret, { algorithms: ["HS256"] });
      // a token without an expiry would work forever: every token we issue has one
      if (typeof claims !== "object" || typeof claims.exp !== "number") return undefined;
      const id = Number(claims.id);
      const v = Number(claims.v ?? 0);
      return Number.isInteger(id) && id > 0 && Number.isInteger(v) ? { id, v } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Looks the user up so a deleted account or a changed role takes effect at once. */
  async function userFromRequest(header: string | undefined): Promise<AuthUser | undefined> {
    const claims = readToken(header);
    if (!claims) return undefined;
    const user = await prisma.user.findUnique({
      where: { id: claims.id },
      select: { id: true, nombre: true, email: true, rol: true, tokenVersion: true },
    });
    if (!user || user.tokenVersion !== claims.v) return undefined;
    const { tokenVersion: _v, ...authUser } = user;
    return authUser;
  }

  const optionalUser: RequestHandler = async (req, res, next) => {
    req.user = await userFromRequest(req.headers.authorization);
    if (req.user) res.setHeader("Cache-Control", "no-store");
    next();
  };

  // Answers for a signed-in user carry personal data: no browser or proxy may keep them.
  const requireUser: RequestHandler = async (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    req.user = await userFromRequest(req.headers.authorization);
    if (!req.user) throw new HttpError(401, "Debes iniciar sesión");
    next();
  };

  const requireAdmin: RequestHandler = async (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    req.user = await userFromRequest(req.headers.authorization);
    if (!req.user) throw new HttpError(401, "Debes iniciar sesión");
    if (req.user.rol !== ROLE_ADMIN) throw new HttpError(403, "No tienes acceso");
    next();
  };

  return { signToken, optionalUser, requireUser, requireAdmin };
}

/** The signed-in user of a request that passed requireUser/requireAdmin. */
export function currentUser(req: { user?: AuthUser }): AuthUser {
  if (!req.user) throw new HttpError(401, "Debes iniciar sesión");
  return req.user;
}

/** Throws 403 unless the signed-in user is that user or an administrator. */
export function requireSelfOrAdmin(user: AuthUser, userId: number): void {
  if (user.id !== userId && user.rol !== ROLE_ADMIN) throw new HttpError(403, "No tienes acceso");
}
