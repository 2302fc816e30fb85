// The session token (a JWT under the key "token", as on the original site). This is the only module that reads or writes it in
// the browser's storage, and it tells its subscribers whenever the token may have changed (here or in another tab). The
// server verifies the token on every call; the client only reads its claims.
const TOKEN_KEY = "token";

export interface TokenClaims {
  id: number;
  rol: number;
  /** seconds since the epoch */
  exp: number;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** null where there is no browser storage (the server renderer). */
export const getToken = (): string | null =>
  typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY);

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

/** Whether a storage event (another tab) may have changed the token; a null key means the storage was cleared. */
export const isTokenEvent = (event: StorageEvent): boolean => event.key === null || event.key === TOKEN_KEY;

/**
 * Calls `listener` whenever the token may have changed: set or removed in this tab, or in another one (a storage
 * event). Returns the unsubscribe function (the shape useSyncExternalStore expects).
 */
export function subscribeToToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isTokenEvent(event)) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
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
