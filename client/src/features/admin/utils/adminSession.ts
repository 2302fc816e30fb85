// What the client can tell from the stored token alone; the server re-checks every call.
import { STORAGE_KEYS } from "../../../lib/browser-storage";
import { decodeToken, isExpired, type TokenClaims } from "../../../lib/token";
import { ROLE_ADMIN } from "../../auth/types";

/** The stored token's claims when it is readable, unexpired and says rol 1; otherwise null. */
export function storedAdminClaims(): TokenClaims | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const claims = token ? decodeToken(token) : null;
  if (!claims || isExpired(claims) || claims.rol !== ROLE_ADMIN) return null;
  return claims;
}
