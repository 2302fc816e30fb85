// The browser storage keys of the spec, in one place.
export const STORAGE_KEYS = {
  token: "token",
  authState: "authState",
  cartItems: "cartItems",
  orders: "orders",
  user: "user",
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Signing out or deleting the account forgets everything the browser kept for that person. */
export function clearStoredSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.authState, STORAGE_KEYS.cartItems, STORAGE_KEYS.orders, STORAGE_KEYS.user]) {
    localStorage.removeItem(key);
  }
}
