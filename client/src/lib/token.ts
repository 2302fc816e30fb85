// Reads the claims of the stored session token (the server verifies it; the client only looks).
export interface TokenClaims {
  id: number;
  rol: number;
  /** seconds since the epoch */
  exp: number;
}

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
