// The session token (a JWT under the key "token", as on the original site). This is the only module that reads or writes it in
// the browser's storage. The server verifies the token on every call; the client only reads its claims.
const TOKEN_KEY = "token";

export interface TokenClaims {
  id: number;
  rol: number;
  /** seconds since the epoch */
  exp: number;
}

/** null where there is no browser storage (the server renderer). */
export const getToken = (): string | null => (typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY));

export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);

export const removeToken = (): void => localStorage.removeItem(TOKEN_KEY);

/** Whether a storage event (another tab) may have changed the token; a null key means the storage was cleared. */
export const isTokenEvent = (event: StorageEvent): boolean => event.key === null || event.key === TOKEN_KEY;

export function decodeToken(token: string): TokenClaims | null {
  try {
    const payload = token.split(".")[1];
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const claims = JSON.parse(decodeURIComponent(escape(json))) as Partial<TokenClaims>;
    if (typeof claims.id !== "number" || typeof claims.exp !== "number") return null;
    return { id: claims.id, rol: Number(claims.rol), exp: claims.exp };
  } catch {
    return null;
  }
}

/** exp is in seconds; Date.now() in milliseconds. */
export const isExpired = (claims: TokenClaims, now = Date.now()) => claims.exp * 1000 < now;

/** The stored token's claims when it is readable and unexpired; otherwise null. */
export function storedClaims(): TokenClaims | null {
  const token = getToken();
  const claims = token ? decodeToken(token) : null;
  return claims && !isExpired(claims) ? claims : null;
}
