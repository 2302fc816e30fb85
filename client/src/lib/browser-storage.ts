// The browser storage keys (the original site's names), in one place, except the session token's (lib/token.ts owns it).
export const STORAGE_KEYS = {
  authState: "authState",
  cartItems: "cartItems",
  orders: "orders",
  user: "user",
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readJson<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeStored(key: StorageKey): void {
  localStorage.removeItem(key);
}
