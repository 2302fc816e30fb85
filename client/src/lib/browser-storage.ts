// The browser storage keys (the original site's names), in one place, except the session token's (lib/token.ts owns it).
export const STORAGE_KEYS = {
  cartItems: "cartItems",
} as const;

/**
 * Keys the site used to write and never read back (a copy of the signed-in user, the user again, local order records).
 * Nothing writes them any more; signing out removes them, so that browsers of earlier visits are cleaned.
 */
export const LEGACY_KEYS = ["authState", "user", "orders"] as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | (typeof LEGACY_KEYS)[number];

export function readJson<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS], value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeStored(key: StorageKey): void {
  localStorage.removeItem(key);
}
