// Who is signed in, and with which role: the stored token says it, and nothing else does. The guard, the loaders and
// the components ask here; the Redux slice only keeps what the server answered about that person (name, e-mail),
// fetched for the token by the session check, and components read that answer here too (useAccount). The token is the server's signed word: the client only reads its claims,
// and the server checks the token itself on every call.
import { useMemo, useSyncExternalStore } from "react";
import { useSelector } from "react-redux";
import { LEGACY_KEYS, removeStored, STORAGE_KEYS } from "@/lib/browser-storage";
import { decodeToken, getToken, isExpired, removeToken, subscribeToToken } from "@/lib/token";
import { ROLE_ADMIN, type SessionRoot, type User } from "./types";

export interface Session {
  /** the account's id */
  id: number;
  rol: number;
  isAdmin: boolean;
}

/** The session of `token` (by default the stored one) while it is readable and unexpired; otherwise null. */
export function readSession(token = getToken(), now = Date.now()): Session | null {
  const claims = token ? decodeToken(token) : null;
  if (!claims || isExpired(claims, now)) return null;
  return { id: claims.id, rol: claims.rol, isAdmin: claims.rol === ROLE_ADMIN };
}

/** The stored session when it is an administrator's; otherwise null. */
export function adminSession(): Session | null {
  const session = readSession();
  return session?.isAdmin ? session : null;
}

/**
 * The stored session, re-rendering when the token changes (signing in or out here or in another tab). The server's
 * render and the hydration see a visitor (there is no browser storage there), then the browser's own session.
 */
export function useSession(): Session | null {
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);
  return useMemo(() => readSession(token), [token]);
}

/**
 * The signed-in account as the server described it (name, e-mail, role): null for a visitor, and until the session
 * check has the server's answer. An answer about another account than the token's is not this session's.
 */
export function useAccount(): User | null {
  const session = useSession();
  const user = useSelector((state: SessionRoot) => state.session.user);
  return session && user?.id === session.id ? user : null;
}

/**
 * Whether the server answered that the account `session` names is no longer an administrator (its token, signed
 * before, still says it is). Only this flag is selected, so signing out does not re-render the caller.
 */
export function useNoLongerAdmin(session: Session | null): boolean {
  return useSelector(
    (state: SessionRoot) =>
      state.session.user !== null && state.session.user.id === session?.id && state.session.user.rol !== ROLE_ADMIN,
  );
}

/** Removes the keys earlier versions of the site wrote and never read (authState, user, orders). */
export const removeLegacyKeys = () => LEGACY_KEYS.forEach(removeStored);

/** Forgets what this browser keeps of the session: the token, the cart and the legacy keys. */
export function forgetSession(): void {
  removeToken();
  removeStored(STORAGE_KEYS.cartItems);
  removeLegacyKeys();
}

/** The administrator's sign-in page, which goes on to `returnTo` (an admin address) after signing in. */
export function adminLoginPath(returnTo: string): string {
  const back = safeReturnPath(returnTo, "/admin/");
  return back && back !== "/admin/dashboard" ? `/admin/login?volver=${encodeURIComponent(back)}` : "/admin/login";
}

/** The reader's sign-in page, which goes on to `returnTo` (a page of this site) after signing in. */
export function loginPath(returnTo: string): string {
  const back = safeReturnPath(returnTo, "/");
  return back && back !== "/" ? `/login?volver=${encodeURIComponent(back)}` : "/login";
}

/**
 * Where to go after signing in: the `volver` of the sign-in page's address when it is a path of this site under
 * `area` (never another site's address, never a sign-in or registration page), else `fallback`.
 */
export function returnPathAfterLogin(search: string, area: "/" | "/admin/", fallback: string): string {
  return safeReturnPath(new URLSearchParams(search).get("volver"), area) ?? fallback;
}

function safeReturnPath(path: string | null, area: string): string | null {
  if (!path || !path.startsWith(area) || path.startsWith("//") || path.includes("\\")) return null;
  const { pathname } = new URL(path, "http://sitio.invalid");
  if (/^\/(admin\/)?(login|register)\/?$/.test(pathname)) return null;
  return path;
}
